import { randomInt } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { DB, Db } from '../db/types';
import type { DevDrawResponse } from '../../core/generated/api';
import type { LocalizedText } from '../../core/generated/config/event';
import type { SmsSender } from '../context';
import { pickText, t, type Lang } from '../i18n/index';
import { chinaTime } from './applications';
import { lapsedSql } from './held-places';
import { moveOrThrow, stateColumns } from './order-state';
import { giveTicketPlaces, placesTaken, takeTicketPlaces } from './places';

/** What a draw did, as the dev draw route answers it. */
export type DrawResult = DevDrawResponse;

/** Fisher–Yates with a cryptographic random source: every order equally likely. */
export function shuffle<T>(items: T[], random: (max: number) => number = randomInt): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}

export async function findEvent(db: Db, ref: string) {
  const query = db
    .selectFrom('event')
    .select(['id', 'key', 'mode', 'pay_within_hours'])
    .select([
      sql<LocalizedText>`config->'name'`.as('name'),
      sql<boolean>`coalesce((config->'registration'->'lottery'->>'offerLapsedPlaces')::boolean, false)`.as(
        'offer_lapsed_places',
      ),
    ]);
  return (
    /^\d+$/.test(ref) ? query.where('id', '=', Number(ref)) : query.where('key', '=', ref)
  ).executeTakeFirst();
}

/** The tickets an entry wants. */
function needsOf(wanted: { application_id: number; ticket_id: number }[], id: number): number[] {
  return wanted.filter((row) => row.application_id === id).map((row) => row.ticket_id);
}

/** Takes a place of every ticket an entry wants from `left`, or none when one is missing. */
function claim(needs: number[], left: Map<number, number>): boolean {
  const fits = needs.length > 0 && needs.every((ticketId) => (left.get(ticketId) ?? 0) > 0);
  if (fits) needs.forEach((ticketId) => left.set(ticketId, (left.get(ticketId) ?? 0) - 1));
  return fits;
}

/**
 * Draws the event's waiting entries (WAITDRAW) in random order while places last: winners go to
 * PAYNOW with a deadline and take their places, the rest to NODRAW in the waiting order the same
 * random order gives them. Entries already drawn are never touched, so a second run only draws
 * entries that arrived since, and queues its losers after the earlier ones.
 */
export async function drawLottery(
  db: Db,
  event: { id: number; key: string; pay_within_hours: number | null },
  now: Date,
): Promise<DrawResult> {
  return db.transaction().execute(async (trx) => {
    const tickets = await trx
      .selectFrom('ticket')
      .select(['id', 'capacity'])
      .where('event_id', '=', event.id)
      .where('active', '=', true)
      .forUpdate()
      .execute();
    const sold = await placesTaken(
      trx,
      tickets.map((ticket) => ticket.id),
    );
    const leftOf = (ticket: { id: number; capacity: number }) =>
      Math.max(0, ticket.capacity - (sold.get(ticket.id) ?? 0));
    const entries = await trx
      .selectFrom('application')
      .select('id')
      .where('event_id', '=', event.id)
      .where('state', '=', 'lotteryWaiting')
      .orderBy('id')
      .forUpdate()
      .execute();
    const wanted = entries.length
      ? await trx
          .selectFrom('application_ticket')
          .select(['application_id', 'ticket_id'])
          .where(
            'application_id',
            'in',
            entries.map((entry) => entry.id),
          )
          .execute()
      : [];
    const left = new Map(tickets.map((ticket) => [ticket.id, leftOf(ticket)]));
    const winners: number[] = [];
    const losers: number[] = [];
    for (const { id } of shuffle(entries)) {
      (claim(needsOf(wanted, id), left) ? winners : losers).push(id);
    }
    const hours = event.pay_within_hours ?? 72;
    const payDeadline = new Date(now.getTime() + hours * 3_600_000);
    if (winners.length) {
      await trx
        .updateTable('application')
        .set({
          ...stateColumns(moveOrThrow('lotteryWaiting', 'drawWon', 'internal')),
          pay_deadline: payDeadline,
          holds_capacity: true,
          updated_at: now,
        })
        .where('id', 'in', winners)
        .execute();
    }
    if (losers.length) {
      await trx
        .updateTable('application')
        .set({
          ...stateColumns(moveOrThrow('lotteryWaiting', 'drawLost', 'internal')),
          updated_at: now,
        })
        .where('id', 'in', losers)
        .execute();
      await queueInWaitingOrder(trx, event.id, losers);
    }
    for (const ticket of tickets) {
      const wanted = leftOf(ticket) - (left.get(ticket.id) ?? 0);
      // The winners were counted against places left; a take falling short would oversell.
      if ((await takeTicketPlaces(trx, ticket.id, wanted)) !== wanted) {
        throw new Error(`ticket ${ticket.id}: places changed during the draw`);
      }
    }
    return {
      eventId: event.id,
      eventKey: event.key,
      entries: entries.length,
      winners: winners.length,
      notDrawn: losers.length,
      payDeadline: winners.length ? payDeadline.toISOString() : null,
    };
  });
}

/** Puts entries at the end of the event's waiting order, in the order given. */
async function queueInWaitingOrder(trx: Transaction<DB>, eventId: number, ids: number[]) {
  const { last } = await trx
    .selectFrom('application')
    .select(sql<number>`coalesce(max(wait_rank), 0)::int`.as('last'))
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  const ranks = ids.map((_, index) => last + index + 1);
  await sql`
    UPDATE application SET wait_rank = queued.rank
    FROM unnest(${ids}::int[], ${ranks}::int[]) AS queued(id, rank)
    WHERE application.id = queued.id`.execute(trx);
}

/** A runner who was offered a lapsed place, with the new deadline to pay by. */
export interface OfferedPlace {
  applicationId: number;
  phone: string;
  /** The language the runner signed up in, which the SMS is written in. */
  lang: Lang;
  payDeadline: Date;
}

export interface LapseResult {
  /** Drawn entries whose deadline passed unpaid, now expired. */
  lapsed: number;
  offered: OfferedPlace[];
  /** Places that went back on sale. */
  returned: number;
}

type LotteryEvent = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

/**
 * After the draw: every drawn entry past its pay deadline unpaid expires and frees its places.
 * When the race offers lapsed places, they go to the next entries of the waiting order whose
 * tickets they fit (drawn, with a new deadline, told by SMS); the rest go back on sale. A
 * lapsed entry is stored as expired, so a second run finds nothing left to do.
 */
export async function lapseUnpaidWinners(
  db: Db,
  event: LotteryEvent,
  now: Date,
  tell: SmsSender,
): Promise<LapseResult> {
  const payDeadline = new Date(now.getTime() + (event.pay_within_hours ?? 72) * 3_600_000);
  const result = await db.transaction().execute(async (trx) => {
    // The ticket rows are locked first, as the draw does, so the two never interleave.
    await trx
      .selectFrom('ticket')
      .select('id')
      .where('event_id', '=', event.id)
      .forUpdate()
      .execute();
    const lapsed = await trx
      .selectFrom('application')
      .select('id')
      .where('event_id', '=', event.id)
      .where('state', '=', 'drawn')
      .where('holds_capacity', '=', true)
      .where(lapsedSql(now))
      .forUpdate()
      .execute();
    if (lapsed.length === 0) return { lapsed: 0, offered: [], returned: 0 };
    const lapsedIds = lapsed.map((row) => row.id);
    await trx
      .updateTable('application')
      .set({
        ...stateColumns(moveOrThrow('drawn', 'deadlinePassed', 'internal')),
        holds_capacity: false,
        updated_at: now,
      })
      .where('id', 'in', lapsedIds)
      .execute();
    const freed = new Map<number, number>();
    for (const { ticket_id } of await ticketsOf(trx, lapsedIds)) {
      freed.set(ticket_id, (freed.get(ticket_id) ?? 0) + 1);
    }
    const offered = event.offer_lapsed_places ? await offerToNextInLine(trx, event.id, freed) : [];
    if (offered.length) {
      await trx
        .updateTable('application')
        .set({
          ...stateColumns(moveOrThrow('notDrawn', 'placeOffered', 'internal')),
          pay_deadline: payDeadline,
          holds_capacity: true,
          wait_rank: null,
          updated_at: now,
        })
        .where(
          'id',
          'in',
          offered.map((entry) => entry.id),
        )
        .execute();
    }
    let returned = 0;
    for (const [ticketId, places] of freed) {
      if (places === 0) continue;
      returned += places;
      await giveTicketPlaces(trx, ticketId, places);
    }
    return {
      lapsed: lapsed.length,
      offered: offered.map(({ id, phone, lang }) => ({
        applicationId: id,
        phone,
        lang: lang ?? 'zh-CN',
        payDeadline,
      })),
      returned,
    };
  });
  // Told once the places are theirs, in the language they signed up in; a run that finds
  // nothing to do tells no one.
  for (const place of result.offered) {
    await tell(
      place.phone,
      t(place.lang, 'sms.placeOffered', {
        event: pickText(event.name, place.lang),
        deadline: chinaTime(place.lang, place.payDeadline),
      }),
    );
  }
  return result;
}

function ticketsOf(trx: Transaction<DB>, applicationIds: number[]) {
  return trx
    .selectFrom('application_ticket')
    .select(['application_id', 'ticket_id'])
    .where('application_id', 'in', applicationIds)
    .execute();
}

/**
 * The entries of the waiting order, first in line first, that the freed places fit (every
 * ticket an entry wants has a freed place left); `freed` keeps what is still unclaimed.
 */
async function offerToNextInLine(
  trx: Transaction<DB>,
  eventId: number,
  freed: Map<number, number>,
) {
  const waiting = await trx
    .selectFrom('application as a')
    .innerJoin('runner as r', 'r.id', 'a.runner_id')
    .select(['a.id', 'r.phone', 'a.lang'])
    .where('a.event_id', '=', eventId)
    .where('a.state', '=', 'notDrawn')
    .where('a.wait_rank', 'is not', null)
    .orderBy('a.wait_rank')
    .forUpdate()
    .execute();
  const wanted = waiting.length
    ? await ticketsOf(
        trx,
        waiting.map((entry) => entry.id),
      )
    : [];
  return waiting.filter(({ id }) => claim(needsOf(wanted, id), freed));
}
