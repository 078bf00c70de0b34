import { randomInt } from 'node:crypto';
import type { Db } from '../db/types';
import type { DevDrawResponse } from '../../core/generated/api';
import { moveOrThrow, stateColumns } from './order-state';

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
  const query = db.selectFrom('event').select(['id', 'key', 'mode', 'pay_within_hours']);
  return (
    /^\d+$/.test(ref) ? query.where('id', '=', Number(ref)) : query.where('key', '=', ref)
  ).executeTakeFirst();
}

/**
 * Draws the event's waiting entries (WAITDRAW) in random order while places last: winners go to
 * PAYNOW with a deadline and take their places, the rest to NODRAW. Entries already drawn are
 * never touched, so a second run only draws entries that arrived since.
 */
export async function drawLottery(
  db: Db,
  event: { id: number; key: string; pay_within_hours: number | null },
  now: Date,
): Promise<DrawResult> {
  return db.transaction().execute(async (trx) => {
    const tickets = await trx
      .selectFrom('ticket')
      .select(['id', 'capacity', 'sold'])
      .where('event_id', '=', event.id)
      .where('active', '=', true)
      .forUpdate()
      .execute();
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
    const left = new Map(
      tickets.map((ticket) => [ticket.id, Math.max(0, ticket.capacity - ticket.sold)]),
    );
    const winners: number[] = [];
    const losers: number[] = [];
    for (const { id } of shuffle(entries)) {
      const needs = wanted.filter((row) => row.application_id === id).map((row) => row.ticket_id);
      const fits = needs.length > 0 && needs.every((ticketId) => (left.get(ticketId) ?? 0) > 0);
      if (fits) needs.forEach((ticketId) => left.set(ticketId, (left.get(ticketId) ?? 0) - 1));
      (fits ? winners : losers).push(id);
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
    }
    for (const ticket of tickets) {
      const taken = Math.max(0, ticket.capacity - ticket.sold) - (left.get(ticket.id) ?? 0);
      if (taken > 0) {
        await trx
          .updateTable('ticket')
          .set((eb) => ({ sold: eb('sold', '+', taken) }))
          .where('id', '=', ticket.id)
          .execute();
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
