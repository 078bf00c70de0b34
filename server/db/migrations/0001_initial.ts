import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<unknown> on purpose: they describe the schema as it was at the time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('event')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('opens', 'timestamptz', (c) => c.notNull())
    .addColumn('closes', 'timestamptz', (c) => c.notNull())
    .addColumn('race_date', 'timestamptz', (c) => c.notNull())
    .addColumn('stage_override', 'text')
    .addColumn('pay_within_hours', 'integer')
    .addColumn('config', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ticket')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('event.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('price_mainland', 'integer', (c) => c.notNull())
    .addColumn('price_foreign', 'integer', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('sold', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`sold >= 0`),
    )
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('runner')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('beans', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`beans >= 0`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('access_token')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('runner_id', 'integer', (c) => c.notNull().references('runner.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('captcha')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('sms_code')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('sms_code_phone')
    .on('sms_code')
    .columns(['phone', 'created_at'])
    .execute();
  await db.schema.createIndex('sms_code_ip').on('sms_code').columns(['ip', 'created_at']).execute();

  await db.schema
    .createTable('linkman')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('runner_id', 'integer', (c) => c.notNull().references('runner.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_self', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('values', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('linkman_runner').on('linkman').column('runner_id').execute();
  await sql`CREATE UNIQUE INDEX linkman_one_self ON linkman (runner_id) WHERE is_self`.execute(db);

  await db.schema
    .createTable('application')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('runner_id', 'integer', (c) => c.notNull().references('runner.id'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('event.id'))
    .addColumn('apply_type', 'text', (c) => c.notNull())
    .addColumn('role_id', 'integer')
    .addColumn('country_type', 'integer', (c) => c.notNull())
    .addColumn('form_values', 'jsonb', (c) => c.notNull())
    .addColumn('pay_state', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('original_amount', 'integer', (c) => c.notNull())
    .addColumn('beans_used', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('holds_capacity', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('pay_channel', 'text')
    .addColumn('pay_deadline', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('refund_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_requested_at', 'timestamptz')
    .addColumn('refunded_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('application_runner').on('application').column('runner_id').execute();
  await db.schema
    .createIndex('application_event_state')
    .on('application')
    .columns(['event_id', 'pay_state'])
    .execute();
  // One live application per runner and event; cancelled/refunded (1) and not drawn (7) do not count.
  await sql`CREATE UNIQUE INDEX application_one_active ON application (runner_id, event_id) WHERE pay_state NOT IN (1, 7)`.execute(
    db,
  );

  await db.schema
    .createTable('application_ticket')
    .addColumn('application_id', 'integer', (c) => c.notNull().references('application.id'))
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('ticket.id'))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('application_ticket_pk', ['application_id', 'ticket_id'])
    .execute();

  await db.schema
    .createTable('payment')
    .addColumn('trade_no', 'text', (c) => c.primaryKey())
    .addColumn('application_id', 'integer', (c) => c.notNull().references('application.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('instalment_terms', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('return_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('payment_application')
    .on('payment')
    .column('application_id')
    .execute();

  await db.schema
    .createTable('setting')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('upload')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('runner_id', 'integer', (c) => c.notNull().references('runner.id'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'upload',
    'setting',
    'payment',
    'application_ticket',
    'application',
    'linkman',
    'sms_code',
    'captcha',
    'access_token',
    'runner',
    'ticket',
    'event',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
