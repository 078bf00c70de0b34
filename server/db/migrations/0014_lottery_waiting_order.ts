import type { Kysely } from 'kysely';

/**
 * The waiting order of a lottery: the place each entry that was not drawn took in the draw's
 * random order, so a lapsed winner's place goes to the next in line.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('application').addColumn('wait_rank', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('application').dropColumn('wait_rank').execute();
}
