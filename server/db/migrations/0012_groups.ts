import { sql, type Kysely } from 'kysely';

/**
 * Group registration: a leader enters several people and pays one order for them all. Each
 * member holds one place of their ticket from the moment the group is saved, and becomes an
 * application of its own when the order is paid. The group's order and its members' applications
 * carry `group_id`; they belong to the leader's account, so the rule "one live application per
 * runner and race" counts only applications outside a group.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('entry_group')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('event.id'))
    .addColumn('leader_id', 'integer', (c) => c.notNull().references('runner.id'))
    .addColumn('order_id', 'integer', (c) => c.references('application.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX entry_group_leader ON entry_group (leader_id, event_id)`.execute(db);

  await db.schema
    .createTable('group_member')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('entry_group.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('ticket.id'))
    .addColumn('form_values', 'jsonb', (c) => c.notNull())
    .addColumn('application_id', 'integer', (c) => c.references('application.id'))
    .addPrimaryKeyConstraint('group_member_pk', ['group_id', 'position'])
    .execute();

  await db.schema
    .alterTable('application')
    .addColumn('group_id', 'integer', (c) => c.references('entry_group.id'))
    .execute();
  await sql`DROP INDEX application_one_active`.execute(db);
  await sql`CREATE UNIQUE INDEX application_one_active ON application (runner_id, event_id) WHERE pay_state NOT IN (1, 7) AND group_id IS NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX application_one_active`.execute(db);
  await sql`CREATE UNIQUE INDEX application_one_active ON application (runner_id, event_id) WHERE pay_state NOT IN (1, 7)`.execute(
    db,
  );
  await db.schema.alterTable('application').dropColumn('group_id').execute();
  await db.schema.dropTable('group_member').execute();
  await db.schema.dropTable('entry_group').execute();
}
