import { sql } from 'kysely';
import {
  admittedUpTo,
  isRoomActive,
  placeInLine,
  waitingRoomOf,
  type WaitingRoomClock,
} from '../../core/domain/waitingRoom';
import type { AppContext } from '../context';
import type { EventConfig } from '../events/catalog';
import { apiError } from '../http/errors';
import { readPass, signPass } from './signed-pass';

/**
 * A race's fair waiting room (config `registration.waitingRoom`). Joining stores the runner's
 * position, drawn from the race's own sequence, and hands back a signed admission; the status of
 * an admission is worked out from it and the clock alone, so polling costs no database work and
 * any process answers it. Once admitted, the status carries an apply ticket that sign-ups need
 * while the room is active.
 */

/** Short, so a ticket copied out of the app is soon worthless; the app asks for a fresh one. */
export const APPLY_TICKET_TTL_SECONDS = 300;

export interface WaitingStatus {
  active: boolean;
  admission?: string;
  position?: number;
  inLine?: number;
  waitSeconds?: number;
  applyTicket?: string;
  expiresIn?: number;
}

const ADMISSION = 'waiting-admission';
const APPLY_TICKET = 'apply-ticket';

function activeRoom(event: EventConfig, now: Date): WaitingRoomClock | null {
  const room = waitingRoomOf(event.registration);
  return isRoomActive(room, now.getTime()) ? room : null;
}

/** Each race's line has its own sequence, so its positions run 1, 2, 3 without gaps. */
function sequenceOf(event: EventConfig) {
  return sql.id(`waiting_room_${event.id}`);
}

async function storedPosition(ctx: AppContext, eventId: number, runnerId: number) {
  const row = await ctx.db
    .selectFrom('waiting_room_entry')
    .select('position')
    .where('event_id', '=', eventId)
    .where('runner_id', '=', runnerId)
    .executeTakeFirst();
  return row?.position;
}

async function insertPosition(ctx: AppContext, event: EventConfig, runnerId: number) {
  const row = await ctx.db
    .insertInto('waiting_room_entry')
    .values({
      event_id: event.id,
      runner_id: runnerId,
      position: sql<number>`nextval(${sql.lit(`waiting_room_${event.id}`)})`,
      joined_at: ctx.now(),
    })
    .onConflict((oc) => oc.columns(['event_id', 'runner_id']).doNothing())
    .returning('position')
    .executeTakeFirst();
  // Nothing returned: the same runner joined at the same moment from elsewhere; theirs stands.
  return row?.position ?? (await storedPosition(ctx, event.id, runnerId));
}

const UNDEFINED_TABLE = '42P01';
const ALREADY_EXISTS = new Set(['42P07', '23505']);

/** The sequence is made by the race's first join; a second process making it too is fine. */
async function createSequence(ctx: AppContext, event: EventConfig): Promise<void> {
  try {
    await sql`CREATE SEQUENCE IF NOT EXISTS ${sequenceOf(event)}`.execute(ctx.db);
  } catch (error) {
    if (!ALREADY_EXISTS.has(String((error as { code?: unknown }).code))) throw error;
  }
}

async function positionOf(ctx: AppContext, event: EventConfig, runnerId: number) {
  const stored = await storedPosition(ctx, event.id, runnerId);
  if (stored !== undefined) return stored;
  try {
    return await insertPosition(ctx, event, runnerId);
  } catch (error) {
    if ((error as { code?: unknown }).code !== UNDEFINED_TABLE) throw error;
    await createSequence(ctx, event);
    return insertPosition(ctx, event, runnerId);
  }
}

function statusAt(
  ctx: AppContext,
  room: WaitingRoomClock,
  event: EventConfig,
  runnerId: number,
  position: number,
): WaitingStatus {
  const now = ctx.now().getTime();
  const { inLine, waitSeconds, admitted } = placeInLine(room, position, now);
  const status = {
    active: true,
    admission: signPass(ctx.secret, ADMISSION, [event.id, runnerId], position),
    position,
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
): Promise<WaitingStatus> {
  const room = activeRoom(event, ctx.now());
  if (!room) return { active: false };
  const position = await positionOf(ctx, event, runnerId);
  if (position === undefined) throw apiError('internal');
  return statusAt(ctx, room, event, runnerId, position);
}

/** Where the runner's admission stands now, from the admission alone. */
export function status(
  ctx: AppContext,
  runnerId: number,
  event: EventConfig,
  admission: string,
): WaitingStatus {
  const room = activeRoom(event, ctx.now());
  if (!room) return { active: false };
  const position = readPass(ctx.secret, ADMISSION, [event.id, runnerId], admission);
  if (position === null || position < 1) throw apiError('admissionInvalid');
  return statusAt(ctx, room, event, runnerId, position);
}

/** Seconds a runner joining now would wait: what a client that did not join is told to wait. */
async function waitOfNewcomer(ctx: AppContext, event: EventConfig, room: WaitingRoomClock) {
  const now = ctx.now().getTime();
  let joined = 0;
  try {
    const { rows } = await sql<{
      last_value: string;
      is_called: boolean;
    }>`SELECT last_value, is_called FROM ${sequenceOf(event)}`.execute(ctx.db);
    joined = rows[0]?.is_called ? Number(rows[0].last_value) : 0;
  } catch (error) {
    // Nobody has joined yet, so the race has no sequence.
    if ((error as { code?: unknown }).code !== UNDEFINED_TABLE) throw error;
  }
  const { waitSeconds } = placeInLine(room, Math.max(joined, admittedUpTo(room, now)) + 1, now);
  return Math.max(1, waitSeconds);
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
  const room = activeRoom(event, ctx.now());
  if (!room) return;
  const expires = readPass(ctx.secret, APPLY_TICKET, [event.id, runnerId], applyTicket);
  if (expires !== null && expires * 1000 > ctx.now().getTime()) return;
  const retryAfter = await waitOfNewcomer(ctx, event, room);
  throw apiError('waitingRoomTurn', { seconds: retryAfter }, undefined, retryAfter);
}
