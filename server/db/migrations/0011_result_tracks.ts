import type { Kysely } from 'kysely';

/** GPS tracks (GPX) attached to results, one per result; drawn as a route by runrecord/getTrack. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('result_track')
    .addColumn('result_id', 'integer', (c) =>
      c.primaryKey().references('result.id').onDelete('cascade'),
    )
    .addColumn('gpx', 'text', (c) => c.notNull())
    .addColumn('attached_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('result_track').execute();
}
