import type { Kysely } from 'kysely';

/**
 * A member of a team whose captain pays one order for all becomes, when that order is paid, a
 * paid registration of their own (numbers, pickup, share card and results go by registration).
 * `covered_by` is the captain's order that paid it: such a registration is not refunded or
 * withdrawn on its own, and ends when that order is refunded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('application')
    .addColumn('covered_by', 'integer', (c) => c.references('application.id'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('application').dropColumn('covered_by').execute();
}
