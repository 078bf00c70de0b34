import { sql } from 'kysely';
import type { Db } from '../db/types';
import type { EventConfig } from './catalog';
import { expireLapsedBeforeCounting } from '../services/held-places';

/**
 * Writes events and tickets from the configs into the database. Names, dates, prices and
 * capacities follow the config on every start; `sold` is never touched, and tickets that left
 * the config are only switched off, because orders still point at them. An event the database
 * refuses (say, its key now belongs to another id) is reported and left out of the result.
 */
export async function seedEvents(
  db: Db,
  events: EventConfig[],
  now: Date,
  problems: string[],
): Promise<EventConfig[]> {
  const seeded: EventConfig[] = [];
  for (const event of events) {
    try {
      await seedEvent(db, event, now);
      seeded.push(event);
    } catch (error) {
      problems.push(
        `${event.key}: left out, the database refused it (${(error as Error).message})`,
      );
    }
  }
  return seeded;
}

async function seedEvent(db: Db, event: EventConfig, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = {
      key: event.key,
      mode: event.registration.mode,
      opens: new Date(event.registration.opens),
      closes: new Date(event.registration.closes),
      race_date: new Date(event.raceDate),
      stage_override: event.registration.stage ?? null,
      pay_within_hours: event.registration.lottery?.payWithinHours ?? null,
      config: JSON.stringify(event),
      updated_at: now,
    };
    await trx
      .insertInto('event')
      .values({ id: event.id, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
    for (const [position, ticket] of event.tickets.entries()) {
      const values = {
        event_id: event.id,
        position,
        name: JSON.stringify(ticket.name),
        price_mainland: ticket.price.mainland,
        price_foreign: ticket.price.foreign ?? null,
        capacity: ticket.capacity,
        active: true,
      };
      await trx
        .insertInto('ticket')
        .values({ id: ticket.id, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute();
    }
    // Stock follows the config; what was sold stays, so lowering a stock never cancels a sale.
    for (const item of extraStocks(event)) {
      await trx
        .insertInto('extra_stock')
        .values({ event_id: event.id, ...item })
        .onConflict((oc) =>
          oc.columns(['event_id', 'kind', 'item_id']).doUpdateSet({ capacity: item.capacity }),
        )
        .execute();
    }
    await trx
      .updateTable('ticket')
      .set({ active: false })
      .where('event_id', '=', event.id)
      .where(
        'id',
        'not in',
        event.tickets.map((ticket) => ticket.id),
      )
      .execute();
  });
}

/** The stocks an event's config declares: each add-on's stock and each charity's places. */
function extraStocks(event: EventConfig) {
  return [
    ...(event.addons ?? []).map((addon) => ({
      kind: 'addon' as const,
      item_id: addon.id,
      capacity: addon.stock,
    })),
    ...(event.charity?.partners ?? []).map((partner) => ({
      kind: 'donation' as const,
      item_id: partner.id,
      capacity: partner.places,
    })),
  ];
}

export interface TicketStock {
  id: number;
  capacity: number;
  sold: number;
  remaining: number;
}

/** Capacity and places taken of an event's active tickets, in config order. */
export async function ticketStock(db: Db, eventId: number, now: Date): Promise<TicketStock[]> {
  // Places held by orders that expired unpaid are not counted as taken.
  await expireLapsedBeforeCounting(db, eventId, now);
  const rows = await db
    .selectFrom('ticket')
    .select(['id', 'capacity', 'sold'])
    .where('event_id', '=', eventId)
    .where('active', '=', true)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ ...row, remaining: Math.max(0, row.capacity - row.sold) }));
}

/** Places left per event, for lists of many events in one query. */
export async function remainingByEvent(db: Db, now: Date): Promise<Map<number, number>> {
  await expireLapsedBeforeCounting(db, undefined, now);
  const rows = await db
    .selectFrom('ticket')
    .select(['event_id', sql<number>`sum(greatest(capacity - sold, 0))::int`.as('remaining')])
    .where('active', '=', true)
    .groupBy('event_id')
    .execute();
  return new Map(rows.map((row) => [row.event_id, row.remaining]));
}
