import { sql, type Kysely } from 'kysely';

/**
 * Places held by a team's or a group's members are given back when the order that was to pay for
 * them expires unpaid, and taken again when a new order is made: `holds_place` says whether the
 * membership still holds its place in `ticket.sold`. The index finds the orders whose pay deadline
 * has passed, the ones whose places go back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('team_member')
    .addColumn('holds_place', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .alterTable('group_member')
    .addColumn('holds_place', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await sql`CREATE INDEX application_unpaid_deadline ON application (event_id, pay_deadline) WHERE state = 'unpaid' AND pay_deadline IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX application_unpaid_deadline`.execute(db);
  await db.schema.alterTable('group_member').dropColumn('holds_place').execute();
  await db.schema.alterTable('team_member').dropColumn('holds_place').execute();
}
