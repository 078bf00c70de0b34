import { sql } from 'kysely';
import type { Db } from '../db/types';
import type { EventConfig } from './catalog';
import { expireLapsedBeforeCounting } from '../services/held-places';
import { recentPlacesRead, syncTicketPlaces } from '../services/places';

/**
 * Writes events and tickets from the configs into the database. Names, dates, prices and
 * capacities follow the config on every start (places sold stay sold, see `syncTicketPlaces`), and tickets that left
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
      await syncTicketPlaces(trx, ticket.id, ticket.capacity);
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
  remaining: number;
}

/** Free places of a ticket within its capacity, as an SQL expression on the `ticket` row `t`. */
const placesLeftSql = sql<number>`(select count(*)::int from ticket_place p
  where p.ticket_id = t.id and not p.taken and p.n <= t.capacity)`;

/**
 * Capacity and places left of an event's active tickets, in config order, from a read at most
 * a second old (see `recentPlacesRead`).
 */
export function ticketStock(db: Db, eventId: number, now: Date): Promise<TicketStock[]> {
  return recentPlacesRead(db, `event:${eventId}`, now, async () => {
    // Places held by orders that expired unpaid are not counted as taken.
    await expireLapsedBeforeCounting(db, eventId, now);
    return db
      .selectFrom('ticket as t')
      .select(['t.id', 't.capacity', placesLeftSql.as('remaining')])
      .where('t.event_id', '=', eventId)
      .where('t.active', '=', true)
      .orderBy('t.position')
      .execute();
  });
}

/** Places left per event, for lists of many events in one query, at most a second old. */
export function remainingByEvent(db: Db, now: Date): Promise<Map<number, number>> {
  return recentPlacesRead(db, 'events', now, async () => {
    await expireLapsedBeforeCounting(db, undefined, now);
    const rows = await db
      .selectFrom('ticket as t')
      .select(['t.event_id', sql<number>`sum(${placesLeftSql})::int`.as('remaining')])
      .where('t.active', '=', true)
      .groupBy('t.event_id')
      .execute();
    return new Map(rows.map((row) => [row.event_id, row.remaining]));
  });
}
