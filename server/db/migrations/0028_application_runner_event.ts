import type { Kysely } from 'kysely';

/**
 * Orders looked up by runner and race through one index on both. With the runner alone indexed,
 * a sign-up's look for the runner's order of the race went through the index on race and state
 * whenever the planner's figures for the table were out of date (as they are while a rush fills
 * it), reading every order of the race: 3,000 index rows for each sign-up in `bench:api`. The
 * index on both serves the lookups by runner alone as well, so it replaces that one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('application_runner_event')
    .on('application')
    .columns(['runner_id', 'event_id'])
    .execute();
  await db.schema.dropIndex('application_runner').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('application_runner').on('application').column('runner_id').execute();
  await db.schema.dropIndex('application_runner_event').execute();
}
