import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { preparedStatement } from '../db/prepared';
import type { AccessTokenTable, Db } from '../db/types';
import { apiError } from '../http/errors';

export const TOKEN_TTL_DAYS = 30;
/** Live sessions per runner; a new login past this ends the oldest. */
export const MAX_SESSIONS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How long a process trusts a token it looked up without asking the database again, by the
 * server's clock. A logout or a login that ends a session drops the token at once in the process
 * that handled it; other processes stop accepting it within this time.
 */
export const TOKEN_CACHE_MS = 30_000;
/** Past this many tokens the cache starts afresh, so memory stays bounded under any load. */
const TOKEN_CACHE_LIMIT = 100_000;

interface KnownToken {
  runnerId: number;
  expiresAt: number;
  checkedAt: number;
}
const knownTokens = new WeakMap<Db, Map<string, KnownToken>>();

function tokenCache(db: Db): Map<string, KnownToken> {
  let cache = knownTokens.get(db);
  if (!cache) knownTokens.set(db, (cache = new Map()));
  return cache;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A mainland mobile number as 11 digits (prefix 86 or 860 dropped), or null. */
export function normalizePhone(raw: string): string | null {
  const match = /^(?:\+?860?)?(1[3-9]\d{9})$/.exec(raw.replace(/[\s-]/g, ''));
  return match ? match[1] : null;
}

/** Runner ids for phone numbers, in the same order; new numbers become new runners. */
export async function findOrCreateRunners(db: Db, phones: string[], now: Date): Promise<number[]> {
  const rows = await db
    .insertInto('runner')
    .values(phones.map((phone) => ({ phone, created_at: now })))
    .onConflict((oc) =>
      oc.column('phone').doUpdateSet((eb) => ({ phone: eb.ref('excluded.phone') })),
    )
    .returning(['id', 'phone'])
    .execute();
  const ids = new Map(rows.map((row) => [row.phone, row.id]));
  return phones.map((phone) => ids.get(phone) as number);
}

export async function findOrCreateRunner(db: Db, phone: string, now: Date): Promise<number> {
  const [id] = await findOrCreateRunners(db, [phone], now);
  return id;
}

/** New random access tokens, one per runner; only their SHA-256 is stored. */
export async function issueTokens(
  db: Db,
  runnerIds: number[],
  now: Date,
): Promise<{ token: string; expiresAt: Date }[]> {
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_DAYS * DAY_MS);
  const tokens = runnerIds.map(() => randomBytes(32).toString('base64url'));
  await db
    .insertInto('access_token')
    .values(
      tokens.map((token, i) => ({
        token_hash: sha256(token),
        runner_id: runnerIds[i],
        created_at: now,
        expires_at: expiresAt,
      })),
    )
    .execute();
  const ended = await db
    .deleteFrom('access_token')
    .where('runner_id', 'in', runnerIds)
    .where(({ eb, ref, selectFrom }) =>
      eb(
        selectFrom('access_token as newer')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('newer.runner_id', '=', ref('access_token.runner_id'))
          .where((inner) =>
            inner.or([
              inner('newer.created_at', '>', ref('access_token.created_at')),
              inner.and([
                inner('newer.created_at', '=', ref('access_token.created_at')),
                inner('newer.token_hash', '>', ref('access_token.token_hash')),
              ]),
            ]),
          ),
        '>=',
        MAX_SESSIONS,
      ),
    )
    .returning('token_hash')
    .execute();
  const cache = tokenCache(db);
  for (const { token_hash } of ended) cache.delete(token_hash);
  return tokens.map((token) => ({ token, expiresAt }));
}

export async function issueToken(
  db: Db,
  runnerId: number,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const [issued] = await issueTokens(db, [runnerId], now);
  return issued;
}

/** The token in the request's AUTHORIZATION header; 401 when there is none. */
export function requestToken(req: FastifyRequest): string {
  const header = req.headers.authorization;
  const token = (Array.isArray(header) ? header[0] : header)?.replace(/^Bearer\s+/i, '').trim();
  if (!token) throw apiError('notLoggedIn');
  return token;
}

/** The runner behind the request's AUTHORIZATION header; 401 when missing, unknown or expired. */
export async function authenticate(db: Db, req: FastifyRequest, now: Date): Promise<number> {
  return runnerForToken(db, requestToken(req), now);
}

/** Ends one session (logout); 401 when the token was not live. */
export async function revokeToken(db: Db, token: string): Promise<void> {
  const hash = sha256(token);
  tokenCache(db).delete(hash);
  const row = await db
    .deleteFrom('access_token')
    .where('token_hash', '=', hash)
    .returning('runner_id')
    .executeTakeFirst();
  if (!row) throw apiError('tokenInvalid');
}

/**
 * A live token's row by its hash: on a registration morning every runner's first request asks
 * it, so it is prepared once rather than built, parsed and planned on every miss of the cache.
 */
const liveToken = preparedStatement<
  { hash: string; now: Date },
  Pick<Selectable<AccessTokenTable>, 'runner_id' | 'expires_at'>
>(['hash', 'now'], (db, input) =>
  db
    .selectFrom('access_token')
    .select(['runner_id', 'expires_at'])
    .where('token_hash', '=', input.hash)
    .where('expires_at', '>', input.now),
);

/** The runner of a live token, from this process's memory while it is under `TOKEN_CACHE_MS` old. */
export async function runnerForToken(db: Db, token: string, now: Date): Promise<number> {
  const hash = sha256(token);
  const cache = tokenCache(db);
  const at = now.getTime();
  const known = cache.get(hash);
  const fresh = known && at >= known.checkedAt && at - known.checkedAt < TOKEN_CACHE_MS;
  if (known && fresh && at < known.expiresAt) return known.runnerId;
  const {
    rows: [row],
  } = await liveToken(db, { hash, now }, undefined);
  if (!row) {
    cache.delete(hash);
    throw apiError('tokenInvalid');
  }
  if (cache.size >= TOKEN_CACHE_LIMIT) cache.clear();
  cache.set(hash, { runnerId: row.runner_id, expiresAt: row.expires_at.getTime(), checkedAt: at });
  return row.runner_id;
}
