import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { DB, Db } from '../db/types';

/**
 * The one place where ticket places are taken and given back. A ticket of capacity C has C rows
 * in `ticket_place`; a place is a row, so a ticket can never be sold past its rows (no oversell by
 * construction), and applies take free rows with `FOR UPDATE SKIP LOCKED`: concurrent applies of
 * one ticket lock different rows and do not queue on one row. Rows rather than K counter shards
 * because a shard that runs dry while others have room needs a second search, and a capacity
 * change would mean rebalancing shards; rows need neither.
 */

/** Bumped on every take and give-back in this process, so this process's reads see its writes. */
let localWrites = 0;

/**
 * Tells this process's reads of places left that a statement about to run may take or give back
 * places, so they read again instead of answering from their cache.
 */
export function notePlacesWrite(): void {
  localWrites += 1;
}

/**
 * The CTEs `want` and `free` of a statement that takes places: per `(ticket_id, wanted)` row of
 * the query `wanted`, up to `wanted` free places of the active ticket within its capacity, lowest
 * rows first, locked until the statement's transaction ends. `skipLocked` passes over the rows
 * other statements hold instead of waiting for them. Its caller calls `notePlacesWrite` when the
 * statement runs wanting any place.
 */
export function freePlacesCtes(
  wanted: RawBuilder<unknown>,
  { skipLocked }: { skipLocked: boolean },
): RawBuilder<unknown> {
  return sql`want (ticket_id, wanted) AS (${wanted}),
    free AS (
      SELECT f.ticket_id, f.n FROM want CROSS JOIN LATERAL (
        SELECT ticket_id, n FROM ticket_place
        WHERE ticket_id = want.ticket_id AND NOT taken
          AND n <= (SELECT capacity FROM ticket WHERE id = want.ticket_id AND active)
        ORDER BY n LIMIT want.wanted
        FOR UPDATE ${skipLocked ? sql`SKIP LOCKED` : sql``}) AS f)`;
}

/** The CTE `take`: marks the places `places` answers (`ticket_id`, `n`) taken, one row per place. */
export function takePlacesCte(places: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`take AS (
    UPDATE ticket_place p SET taken = true FROM (${places}) AS t
    WHERE p.ticket_id = t.ticket_id AND p.n = t.n
    RETURNING p.ticket_id)`;
}

/** Takes up to `count` free places of an active ticket; answers how many it took. */
export async function takeTicketPlaces(
  trx: Transaction<DB>,
  ticketId: number,
  count: number,
): Promise<number> {
  if (count <= 0) return 0;
  await sql`savepoint free_places`.execute(trx);
  const first = await takeFree(trx, ticketId, count, true);
  if (first === count) return first;
  // Places other applies hold locked may come back when those roll back: wait for them only now,
  // when the ticket is nearly full, so a runner is never told "full" while a place is left. The
  // first try is undone before: PostgreSQL keeps the lock on a place that was taken by another
  // apply between the try's snapshot and its lock, and an apply holding such a lock while it
  // waits for another place can deadlock with one waiting the other way round. Waiting applies
  // then only hold places below the one they wait for (they take them in order), so none waits
  // for another in a circle.
  await sql`rollback to savepoint free_places`.execute(trx);
  return takeFree(trx, ticketId, count, false);
}

async function takeFree(
  trx: Transaction<DB>,
  ticketId: number,
  count: number,
  skipLocked: boolean,
): Promise<number> {
  notePlacesWrite();
  const { rows } = await sql<{ taken: number }>`
    WITH ${freePlacesCtes(sql`VALUES (${ticketId}::int, ${count}::int)`, { skipLocked })},
      ${takePlacesCte(sql`SELECT ticket_id, n FROM free`)}
    SELECT count(*)::int AS taken FROM take`.execute(trx);
  return rows[0].taken;
}

/**
 * Gives back `count` places of a ticket, highest rows first: after a capacity was lowered below
 * what was sold, the rows above it are emptied first, so rows within it stay taken until the
 * ticket is back under its capacity.
 */
export async function giveTicketPlaces(
  trx: Transaction<DB>,
  ticketId: number,
  count: number,
): Promise<void> {
  if (count <= 0) return;
  notePlacesWrite();
  await sql`
    UPDATE ticket_place p SET taken = false
    FROM (SELECT ticket_id, n FROM ticket_place
          WHERE ticket_id = ${ticketId} AND taken
          ORDER BY n DESC LIMIT ${count} FOR UPDATE) AS back
    WHERE p.ticket_id = back.ticket_id AND p.n = back.n`.execute(trx);
}

/** How many places of each listed ticket (a ticket listed twice counts twice), in ticket order. */
export function placesPerTicket(ticketIds: readonly number[]): [number, number][] {
  const count = new Map<number, number>();
  for (const id of ticketIds) count.set(id, (count.get(id) ?? 0) + 1);
  // A fixed order keeps two transactions taking places of the same tickets from deadlocking.
  return [...count].sort(([a], [b]) => a - b);
}

/** Gives back one place per ticket listed. */
export async function givePlacesOf(
  trx: Transaction<DB>,
  ticketIds: readonly number[],
): Promise<void> {
  for (const [id, places] of placesPerTicket(ticketIds)) await giveTicketPlaces(trx, id, places);
}

/**
 * Makes a ticket's rows match its capacity from the config: nothing happens while they match.
 * Otherwise the rows are renumbered, taken ones first, so that what was sold stays sold (lowering
 * a capacity never cancels a sale) and rows above the capacity are all taken ones. Deleting first
 * waits for applies holding rows of the ticket, so none of their places is lost.
 */
export async function syncTicketPlaces(
  trx: Transaction<DB>,
  ticketId: number,
  capacity: number,
): Promise<void> {
  const { total, taken } = await trx
    .selectFrom('ticket_place')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where taken))::int`.as('taken'),
    ])
    .where('ticket_id', '=', ticketId)
    .executeTakeFirstOrThrow();
  if (total === Math.max(capacity, taken)) return;
  notePlacesWrite();
  const removed = await trx
    .deleteFrom('ticket_place')
    .where('ticket_id', '=', ticketId)
    .returning('taken')
    .execute();
  const sold = removed.filter((row) => row.taken).length;
  await sql`
    INSERT INTO ticket_place (ticket_id, n, taken)
    SELECT ${ticketId}, g.n, g.n <= ${sold}
    FROM generate_series(1, ${Math.max(capacity, sold)}) AS g(n)`.execute(trx);
}

/** Places taken per ticket, read now (draws and checks that must be exact). */
export async function placesTaken(
  db: Kysely<DB>,
  ticketIds: readonly number[],
): Promise<Map<number, number>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('ticket_place')
    .select(['ticket_id', sql<number>`count(*)::int`.as('taken')])
    .where('ticket_id', 'in', ticketIds)
    .where('taken', '=', true)
    .groupBy('ticket_id')
    .execute();
  const taken = new Map(ticketIds.map((id) => [id, 0]));
  for (const row of rows) taken.set(row.ticket_id, row.taken);
  return taken;
}

/** How old a cached read of places left may be. */
export const PLACES_READ_MAX_AGE_MS = 1000;

interface Cached {
  at: number;
  writes: number;
  value: Promise<unknown>;
}
const readCaches = new WeakMap<Db, Map<string, Cached>>();

/**
 * A read of places left, served from this process's memory while it is under
 * `PLACES_READ_MAX_AGE_MS` old by the server's clock and this process has taken or given back no
 * place since: during a rush in other processes the home and detail reads cost one query per
 * second, and concurrent reads share one query. Other processes' writes show within the age.
 */
export function recentPlacesRead<T>(
  db: Db,
  key: string,
  now: Date,
  load: () => Promise<T>,
): Promise<T> {
  let cache = readCaches.get(db);
  if (!cache) readCaches.set(db, (cache = new Map()));
  const at = now.getTime();
  const hit = cache.get(key);
  if (hit && hit.writes === localWrites && at >= hit.at && at - hit.at < PLACES_READ_MAX_AGE_MS) {
    return hit.value as Promise<T>;
  }
  const value = load();
  const entry = { at, writes: localWrites, value };
  cache.set(key, entry);
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return value;
}
