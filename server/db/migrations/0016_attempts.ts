import { sql, type Kysely } from 'kysely';

/**
 * One table for every action limited per address and per subject within an hour (status lookups,
 * quiz answers), told apart by kind; it replaces the lookup-only table, whose rows only ever
 * mattered for an hour.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attempt')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX attempt_ip ON attempt (kind, ip, created_at)`.execute(db);
  await sql`CREATE INDEX attempt_subject ON attempt (kind, subject, created_at)`.execute(db);
  await db.schema.dropTable('lookup_attempt').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lookup_attempt')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('subject_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX lookup_attempt_ip ON lookup_attempt (ip, created_at)`.execute(db);
  await sql`CREATE INDEX lookup_attempt_subject ON lookup_attempt (subject_hash, created_at)`.execute(
    db,
  );
  await db.schema.dropTable('attempt').execute();
}
