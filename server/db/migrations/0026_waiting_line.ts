import { sql, type Kysely } from 'kysely';

/**
 * The head of each race's waiting line: the last position given out and the moment (ms since the
 * epoch) that position is admitted. A join draws its position and its moment from this row in one
 * statement, so positions and moments go up together: no joiner computes its place from a stale
 * view of the line, whatever its clock or how long it waited for the database. The per-race
 * sequences that gave out positions before are no longer read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('waiting_line')
    .addColumn('event_id', 'integer', (c) => c.primaryKey().references('event.id'))
    .addColumn('last_position', 'integer', (c) => c.notNull())
    .addColumn('last_admit_ms', 'double precision', (c) => c.notNull())
    .execute();
  // A line already moving carries on after its latest joiner.
  await sql`
    INSERT INTO waiting_line (event_id, last_position, last_admit_ms)
    SELECT event_id, max(position), extract(epoch FROM max(admit_at)) * 1000
    FROM waiting_room_entry GROUP BY event_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('waiting_line').execute();
}
