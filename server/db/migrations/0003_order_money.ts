import { sql, type Kysely } from 'kysely';

/**
 * The order's state as the core state machine names it, and the money the runner actually paid:
 * the channel fee (instalments) and the paid amount, fee included. Tickets may have no foreign
 * price (a race that takes no foreign entrants).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('application')
    .addColumn('state', 'text')
    .addColumn('fee', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_amount', 'integer')
    .execute();
  await db.schema
    .alterTable('payment')
    .addColumn('fee', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Existing rows: the state their pay state, refund status and payment say they are in.
  await sql`
    UPDATE application SET state = CASE
      WHEN refund_status = 2 THEN 'refunded'
      WHEN refund_status = 1 THEN 'refundRequested'
      WHEN paid_at IS NOT NULL AND pay_state = 3 THEN 'paid'
      WHEN pay_state = 6 THEN 'lotteryWaiting'
      WHEN pay_state = 7 THEN 'notDrawn'
      WHEN pay_state = 9 THEN 'drawn'
      WHEN pay_state = 1 THEN 'cancelled'
      ELSE 'unpaid'
    END`.execute(db);
  await sql`
    UPDATE application a SET
      paid_amount = COALESCE(
        (SELECT p.amount FROM payment p
          WHERE p.application_id = a.id AND p.kind = 'payment' AND p.status = 'approved'
          ORDER BY p.completed_at DESC LIMIT 1),
        a.amount),
      fee = COALESCE(
        (SELECT p.amount - a.amount FROM payment p
          WHERE p.application_id = a.id AND p.kind = 'payment' AND p.status = 'approved'
          ORDER BY p.completed_at DESC LIMIT 1),
        0)
    WHERE a.paid_at IS NOT NULL`.execute(db);
  await sql`ALTER TABLE application ALTER COLUMN state SET NOT NULL`.execute(db);
  await sql`ALTER TABLE ticket ALTER COLUMN price_foreign DROP NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('application')
    .dropColumn('state')
    .dropColumn('fee')
    .dropColumn('paid_amount')
    .execute();
  await db.schema.alterTable('payment').dropColumn('fee').execute();
}
