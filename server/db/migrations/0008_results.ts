import { sql, type Kysely } from 'kysely';

/**
 * Race results imported from the timing company's file (`npm run results:import`). Runners are
 * known by the SHA-256 of their ID number only; ranks are worked out at import, from the whole
 * field, and stored with each result.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('result')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('event.id'))
    .addColumn('course', 'integer', (c) => c.notNull())
    .addColumn('bib', 'text', (c) => c.notNull())
    .addColumn('id_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('gender', 'smallint', (c) => c.notNull())
    .addColumn('age_group', 'text')
    .addColumn('gun_seconds', 'integer', (c) => c.notNull())
    .addColumn('net_seconds', 'integer', (c) => c.notNull())
    .addColumn('splits', 'jsonb', (c) => c.notNull())
    .addColumn('ranks', 'jsonb', (c) => c.notNull())
    .addColumn('imported_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('result_event_bib', ['event_id', 'bib'])
    .addUniqueConstraint('result_event_runner', ['event_id', 'id_hash'])
    .execute();
  await sql`CREATE INDEX result_runner ON result (id_hash)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('result').execute();
}
