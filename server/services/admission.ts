import { sql, type Transaction } from 'kysely';
import {
  admissionAt,
  admissionOnLine,
  isRoomActive,
  placeInLine,
  waitingRoomOf,
  type LastInLine,
  type WaitingRoomClock,
} from '../../core/domain/waitingRoom';
import type { WaitingPlace } from '../../core/generated/api';
import type { AppContext } from '../context';
import type { DB, Db } from '../db/types';
import type { EventConfig } from '../events/catalog';
import { apiError } from '../http/errors';
import { readPass, signPass } from './signed-pass';
import { admissionRateOf } from './waiting-rate';

/**
 * A race's fair waiting room (config `registration.waitingRoom`). Joining stores the runner's
 * position, drawn from the race's own sequence, and the moment they are admitted, and hands back
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
const UNDEFINED_TABLE = '42P01';
const ALREADY_EXISTS = new Set(['42P07', '23505']);
/** Advisory lock class of a race's line while it starts again from empty. */
const LOCK_LINE = 1821;

type Executor = Db | Transaction<DB>;

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

function codeOf(error: unknown): string {
  return String((error as { code?: unknown }).code);
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

/** The latest joiner of the race's line, if any. */
async function lastInLine(db: Executor, eventId: number): Promise<LastInLine | null> {
  const row = await db
    .selectFrom('waiting_room_entry')
    .select(['position', 'admit_at'])
    .where('event_id', '=', eventId)
    .orderBy('position', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { position: row.position, admitAt: row.admit_at.getTime() } : null;
}

/**
 * The next position of the race's line. Each race has its own sequence, so positions run 1, 2, 3;
 * the first join makes it (a second process making it too is fine).
 */
async function drawPosition(ctx: AppContext, eventId: number): Promise<number> {
  const name = `waiting_room_${eventId}`;
  const draw = () =>
    sql<{ position: number }>`SELECT nextval(${name})::integer AS position`.execute(ctx.db);
  let drawn;
  try {
    drawn = await draw();
  } catch (error) {
    if (codeOf(error) !== UNDEFINED_TABLE) throw error;
    await sql`CREATE SEQUENCE IF NOT EXISTS ${sql.id(name)}`.execute(ctx.db).catch((failed) => {
      if (!ALREADY_EXISTS.has(codeOf(failed))) throw failed;
    });
    drawn = await draw();
  }
  return drawn.rows[0].position;
}

/** Stores the runner's place; null when the same runner joined at the same moment elsewhere. */
async function insertEntry(
  db: Executor,
  eventId: number,
  runnerId: number,
  entry: Entry,
  now: Date,
): Promise<Entry | null> {
  const inserted = await db
    .insertInto('waiting_room_entry')
    .values({
      event_id: eventId,
      runner_id: runnerId,
      position: entry.position,
      admit_at: new Date(entry.admitAt),
      joined_at: now,
    })
    .onConflict((oc) => oc.columns(['event_id', 'runner_id']).doNothing())
    .returning('position')
    .executeTakeFirst();
  return inserted ? entry : null;
}

/**
 * The runner's place. While the line is moving it follows from the latest joiner, with no lock.
 * When the line may have emptied, the place is worked out again under a short lock of the race's
 * line: the first joiner there starts the line again from their clock, and every other joiner
 * of that moment follows from a stored place, so all of them are spaced at the rate in the order
 * of their positions rather than each by their own clock.
 */
async function entryOf(
  ctx: AppContext,
  room: WaitingRoomClock,
  event: EventConfig,
  runnerId: number,
): Promise<Entry> {
  const stored = await storedEntry(ctx, event.id, runnerId);
  if (stored) return stored;
  const now = ctx.now();
  const position = await drawPosition(ctx, event.id);
  const onLine = admissionOnLine(room, await lastInLine(ctx.db, event.id), position, now.getTime());
  // Whole milliseconds: the admission carries the moment as a number.
  const entry =
    onLine !== null
      ? await insertEntry(ctx.db, event.id, runnerId, { position, admitAt: Math.ceil(onLine) }, now)
      : await ctx.db.transaction().execute(async (trx) => {
          await sql`select pg_advisory_xact_lock(${LOCK_LINE}, ${event.id})`.execute(trx);
          const latest = await lastInLine(trx, event.id);
          const admitAt = Math.ceil(admissionAt(room, latest, position, now.getTime()));
          return insertEntry(trx, event.id, runnerId, { position, admitAt }, now);
        });
  if (entry) return entry;
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
  const last = await lastInLine(ctx.db, event.id);
  const admitAt = admissionAt(room, last, (last?.position ?? 0) + 1, now);
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
