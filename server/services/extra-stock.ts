import type { Transaction } from 'kysely';
import type { DB } from '../db/types';

/*
 * The stock of add-ons and charity places an order holds, given back. Apart from the rest of an
 * order's extras so that expiring an order (held-places) and choosing extras (order-extras) can
 * both use it without importing each other.
 */

/** Gives back the stock an order's lines hold (cancel, refund, or before a new choice). */
export async function giveExtrasBack(trx: Transaction<DB>, applicationId: number): Promise<void> {
  const held = await trx
    .updateTable('application_extra')
    .set({ holds_stock: false })
    .where('application_id', '=', applicationId)
    .where('holds_stock', '=', true)
    .returning(['kind', 'item_id', 'quantity'])
    .execute();
  if (held.length === 0) return;
  const { event_id: eventId } = await trx
    .selectFrom('application')
    .select('event_id')
    .where('id', '=', applicationId)
    .executeTakeFirstOrThrow();
  for (const line of held) {
    await trx
      .updateTable('extra_stock')
      .set((eb) => ({ sold: eb('sold', '-', line.quantity) }))
      .where('event_id', '=', eventId)
      .where('kind', '=', line.kind)
      .where('item_id', '=', line.item_id)
      .execute();
  }
}
