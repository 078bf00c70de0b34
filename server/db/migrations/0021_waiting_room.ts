import { sql, type Kysely } from 'kysely';

/**
 * A runner's place in a race's waiting room: one row per runner and race, so that joining again
 * (a reload, a second phone) keeps the place instead of queueing anew. The position comes from
 * the race's own sequence (`waiting_room_<event id>`, made at the first join), so concurrent joins
 * never wait on one row; `admit_at` is when the runner is let in, fixed when they join from the
 * latest joiner before them (the index finds that one).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('waiting_room_entry')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('event.id'))
    .addColumn('runner_id', 'integer', (c) => c.notNull().references('runner.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('admit_at', 'timestamptz', (c) => c.notNull())
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('waiting_room_entry_pkey', ['event_id', 'runner_id'])
    .execute();
  await sql`CREATE UNIQUE INDEX waiting_room_entry_line ON waiting_room_entry (event_id, position)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('waiting_room_entry').execute();
}
