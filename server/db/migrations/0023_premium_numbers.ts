import type { Kysely } from 'kysely';

/**
 * Premium race numbers, sold on top of a paid registration. `number_order` is the supplementary
 * order of one number (its own amount, state and pay deadline); `payment.number_order_id` marks
 * the trades that pay one. The number itself is a `race_number` row as any other, so the race's
 * (race, number) key still decides between runners; `held_until` is set while its order is unpaid
 * (the hold lapses then) and cleared once it is paid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('number_order')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('application_id', 'integer', (c) => c.notNull().references('application.id'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('event.id'))
    .addColumn('cno', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('pay_deadline', 'timestamptz')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('race_number')
    .addColumn('number_order_id', 'integer', (c) => c.references('number_order.id'))
    .execute();
  await db.schema.alterTable('race_number').addColumn('held_until', 'timestamptz').execute();
  await db.schema
    .alterTable('payment')
    .addColumn('number_order_id', 'integer', (c) => c.references('number_order.id'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment').dropColumn('number_order_id').execute();
  await db.schema.alterTable('race_number').dropColumn('held_until').execute();
  await db.schema.alterTable('race_number').dropColumn('number_order_id').execute();
  await db.schema.dropTable('number_order').execute();
}
