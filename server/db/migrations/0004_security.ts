import { sql, type Kysely } from 'kysely';

/**
 * Work for the payment provider that must survive a restart (refund requests), one-time pay
 * tickets for full-page pay routes, and the index the cap on live sessions reads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('provider_job')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('trade_no', 'text', (c) => c.notNull().unique())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('done_at', 'timestamptz')
    .execute();
  await sql`CREATE INDEX provider_job_due ON provider_job (due_at) WHERE done_at IS NULL`.execute(
    db,
  );

  await db.schema
    .createTable('pay_ticket')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('runner_id', 'integer', (c) => c.notNull().references('runner.id'))
    .addColumn('application_id', 'integer', (c) => c.notNull().references('application.id'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createIndex('access_token_runner')
    .on('access_token')
    .columns(['runner_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('access_token_runner').execute();
  for (const table of ['pay_ticket', 'provider_job']) {
    await db.schema.dropTable(table).execute();
  }
}
