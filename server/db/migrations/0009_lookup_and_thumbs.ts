import { sql, type Kysely } from 'kysely';

/**
 * Status lookups counted for their rate limits (per IP and per person looked up), and thumbs-up
 * on hero stories and race reports: one per runner per item, so the primary key makes a second
 * tap a no-op and the count is exact however many arrive together.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
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

  await db.schema
    .createTable('hero_thumb')
    .addColumn('item_key', 'text', (c) => c.notNull())
    .addColumn('runner_id', 'integer', (c) => c.notNull().references('runner.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('hero_thumb_pk', ['item_key', 'runner_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['hero_thumb', 'lookup_attempt']) {
    await db.schema.dropTable(table).execute();
  }
}
