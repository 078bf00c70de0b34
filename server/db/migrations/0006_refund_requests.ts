import { sql, type Kysely } from 'kysely';

/**
 * Refund requests as the runner and staff see them (the amount the policy gave, the rule, the
 * reason, the document, the staff decision), and the link between an order deferred to the next
 * edition and the order it became there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('refund_request')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('application_id', 'integer', (c) => c.notNull().references('application.id'))
    .addColumn('runner_id', 'integer', (c) => c.notNull().references('runner.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('percent', 'integer', (c) => c.notNull())
    .addColumn('rule_until', 'timestamptz')
    .addColumn('handling_fee', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'text')
    .addColumn('document', 'text')
    .addColumn('decision_reason', 'text')
    .addColumn('trade_no', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addColumn('refunded_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('refund_request_runner')
    .on('refund_request')
    .column('runner_id')
    .execute();
  // At most one request in progress per order, whatever reaches the database at once.
  await sql`CREATE UNIQUE INDEX refund_request_one_open ON refund_request (application_id) WHERE status IN ('requested', 'approved')`.execute(
    db,
  );
  await db.schema
    .alterTable('application')
    .addColumn('deferred_to', 'integer', (c) => c.references('application.id'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('application').dropColumn('deferred_to').execute();
  await db.schema.dropTable('refund_request').execute();
}
