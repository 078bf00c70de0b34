import { sql, type Kysely } from 'kysely';

/**
 * Teams (apply type '2'): a team of one race, and its members, each holding one place of their
 * role's ticket. A runner is in at most one team per race: the member key is (event, runner).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('team')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('event.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('captain_id', 'integer', (c) => c.notNull().references('runner.id'))
    .addColumn('payer', 'text', (c) => c.notNull())
    .addColumn('invite_code', 'text', (c) => c.unique())
    .addColumn('invite_expires_at', 'timestamptz')
    .addColumn('application_id', 'integer', (c) => c.references('application.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('team_member')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('event.id'))
    .addColumn('runner_id', 'integer', (c) => c.notNull().references('runner.id'))
    .addColumn('team_id', 'integer', (c) => c.notNull().references('team.id'))
    .addColumn('role_id', 'integer', (c) => c.notNull())
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('ticket.id'))
    .addColumn('form_values', 'jsonb', (c) => c.notNull())
    .addColumn('application_id', 'integer', (c) => c.references('application.id'))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('team_member_pk', ['event_id', 'runner_id'])
    .execute();
  await sql`CREATE INDEX team_member_team ON team_member (team_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('team_member').execute();
  await db.schema.dropTable('team').execute();
}
