import { sql } from 'kysely';
import {
  admissionInterval,
  isRoomActive,
  nextAdmission,
  placeInLine,
  waitingRoomOf,
  type WaitingRoomClock,
} from '../../core/domain/waitingRoom';
import type { WaitingPlace } from '../../core/generated/api';
import type { AppContext } from '../context';
import type { EventConfig } from '../events/catalog';
import { apiError } from '../http/errors';
import { readPass, signPass } from './signed-pass';
import { admissionRateOf } from './waiting-rate';

/**
 * A race's fair waiting room (config `registration.waitingRoom`). Joining stores the runner's
 * position, drawn from the head of the race's line, and the moment they are admitted, and hands back
 * a signed admission holding that moment; the status of an admission is worked out from it and
 * the clock alone, so polling costs no database work and any process answers it. Once admitted,
 * the status carries an apply ticket that sign-ups need while the room is active. Joiners are
 * spaced at the rate the process allows when they join, below the configured one while sign-ups
 * answer slowly, and the number in line and the wait are told at that rate.
 */

/** Short, so a ticket copied out of the app is soon worthless; the app asks for a fresh one. */
export const APPLY_TICKET_TTL_SECONDS = 300;

const ADMISSION = 'waiting-admission';
const APPLY_TICKET = 'apply-ticket';

/**
 * The race's room while it is active, admitting at the rate this process allows now: a share of
 * the configured rate that falls while sign-ups answer slowly (see waiting-rate).
 */
function activeRoom(ctx: AppContext, event: EventConfig): WaitingRoomClock | null {
  const now = ctx.now().getTime();
  const room = waitingRoomOf(event.registration);
  if (!room || !isRoomActive(room, now)) return null;
  const share = admissionRateOf(ctx.db).shareAt(now);
  return { ...room, admitPerSecond: room.admitPerSecond * share };
}

interface Entry {
  position: number;
  admitAt: number;
}

async function storedEntry(
  ctx: AppContext,
  eventId: number,
  runnerId: number,
): Promise<Entry | undefined> {
  const row = await ctx.db
    .selectFrom('waiting_room_entry')
    .select(['position', 'admit_at'])
    .where('event_id', '=', eventId)
    .where('runner_id', '=', runnerId)
    .executeTakeFirst();
  return row && { position: row.position, admitAt: row.admit_at.getTime() };
}

/**
 * Draws the runner's position and admission moment from the head of the race's line, in one
 * statement: the row is locked only while that statement runs, and every joiner gets the next
 * position and the moment `nextAdmission` gives after the one before it, so moments go up with
 * positions by at least 1 / rate whatever each joiner's clock or delay.
 */
async function drawPlace(ctx: AppContext, room: WaitingRoomClock, eventId: number): Promise<Entry> {
  const now = ctx.now().getTime();
  const interval = admissionInterval(room);
  const head = await ctx.db
    .insertInto('waiting_line')
    .values({ event_id: eventId, last_position: 1, last_admit_ms: now })
    .onConflict((oc) =>
      oc.column('event_id').doUpdateSet({
        last_position: sql`waiting_line.last_position + 1`,
        // nextAdmission, where the row is.
        last_admit_ms: sql`GREATEST(waiting_line.last_admit_ms + ${interval}::double precision, ${now}::double precision)`,
      }),
    )
    .returning(['last_position', 'last_admit_ms'])
    .executeTakeFirstOrThrow();
  return { position: head.last_position, admitAt: head.last_admit_ms };
}

/**
 * The runner's place: the one stored, else a new one. When the same runner joins twice at the
 * same moment (two phones), the second draw is not stored and its slot stays empty.
 */
async function entryOf(
  ctx: AppContext,
  room: WaitingRoomClock,
  event: EventConfig,
  runnerId: number,
): Promise<Entry> {
  const stored = await storedEntry(ctx, event.id, runnerId);
  if (stored) return stored;
  const entry = await drawPlace(ctx, room, event.id);
  const inserted = await ctx.db
    .insertInto('waiting_room_entry')
    .values({
      event_id: event.id,
      runner_id: runnerId,
      position: entry.position,
      admit_at: new Date(entry.admitAt),
      joined_at: ctx.now(),
    })
    .onConflict((oc) => oc.columns(['event_id', 'runner_id']).doNothing())
    .returning('position')
    .executeTakeFirst();
  if (inserted) return entry;
  const first = await storedEntry(ctx, event.id, runnerId);
  if (!first) throw apiError('internal');
  return first;
}

function statusAt(
  ctx: AppContext,
  room: WaitingRoomClock,
  event: EventConfig,
  runnerId: number,
  admitAt: number,
): WaitingPlace {
  const now = ctx.now().getTime();
  const { inLine, waitSeconds, admitted } = placeInLine(room, admitAt, now);
  const status = {
    active: true,
    admission: signPass(ctx.secret, ADMISSION, [event.id, runnerId], admitAt),
    inLine,
    waitSeconds,
  };
  if (!admitted) return status;
  const expires = Math.floor(now / 1000) + APPLY_TICKET_TTL_SECONDS;
  return {
    ...status,
    applyTicket: signPass(ctx.secret, APPLY_TICKET, [event.id, runnerId], expires),
    expiresIn: APPLY_TICKET_TTL_SECONDS,
  };
}

/** Puts the runner in the race's line (or finds them there); `active: false` when there is none. */
export async function join(
  ctx: AppContext,
  runnerId: number,
  event: EventConfig,
): Promise<WaitingPlace> {
  const room = activeRoom(ctx, event);
  if (!room) return { active: false };
  const { position, admitAt } = await entryOf(ctx, room, event, runnerId);
  return { ...statusAt(ctx, room, event, runnerId, admitAt), position };
}

/** Where the runner's admission stands now, from the admission alone. */
export function status(
  ctx: AppContext,
  runnerId: number,
  event: EventConfig,
  admission: string,
): WaitingPlace {
  const room = activeRoom(ctx, event);
  if (!room) return { active: false };
  const admitAt = readPass(ctx.secret, ADMISSION, [event.id, runnerId], admission);
  if (admitAt === null) throw apiError('admissionInvalid');
  return statusAt(ctx, room, event, runnerId, admitAt);
}

/** Seconds a runner joining now would wait: what a client that did not join is told to wait. */
async function waitOfNewcomer(ctx: AppContext, event: EventConfig, room: WaitingRoomClock) {
  const now = ctx.now().getTime();
  const head = await ctx.db
    .selectFrom('waiting_line')
    .select('last_admit_ms')
    .where('event_id', '=', event.id)
    .executeTakeFirst();
  const admitAt = nextAdmission(room, head?.last_admit_ms ?? null, now);
  return Math.max(1, placeInLine(room, admitAt, now).waitSeconds);
}

/**
 * Refuses a sign-up that takes places without a valid apply ticket of this runner and race
 * while the race's room is active: 503 with `Retry-After`, so that clients that do not wait in
 * line back off. Nothing is needed outside the room's minutes.
 */
export async function check(
  ctx: AppContext,
  runnerId: number,
  event: EventConfig,
  applyTicket: string | undefined,
): Promise<void> {
  const room = activeRoom(ctx, event);
  if (!room) return;
  const expires = readPass(ctx.secret, APPLY_TICKET, [event.id, runnerId], applyTicket);
  if (expires !== null && expires * 1000 > ctx.now().getTime()) return;
  const retryAfter = await waitOfNewcomer(ctx, event, room);
  throw apiError('waitingRoomTurn', { seconds: retryAfter }, undefined, retryAfter);
}
