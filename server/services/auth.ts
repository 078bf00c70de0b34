import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import { apiError } from '../http/errors';

export const TOKEN_TTL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A mainland mobile number as 11 digits (prefix 86 or 860 dropped), or null. */
export function normalizePhone(raw: string): string | null {
  const match = /^(?:\+?860?)?(1[3-9]\d{9})$/.exec(raw.replace(/[\s-]/g, ''));
  return match ? match[1] : null;
}

export async function findOrCreateRunner(db: Db, phone: string, now: Date): Promise<number> {
  const row = await db
    .insertInto('runner')
    .values({ phone, created_at: now })
    .onConflict((oc) => oc.column('phone').doUpdateSet({ phone }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new random access token; only its SHA-256 is stored. */
export async function issueToken(
  db: Db,
  runnerId: number,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_DAYS * DAY_MS);
  await db
    .insertInto('access_token')
    .values({
      token_hash: sha256(token),
      runner_id: runnerId,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

/** The runner behind the request's AUTHORIZATION header; 401 when missing, unknown or expired. */
export async function authenticate(db: Db, req: FastifyRequest, now: Date): Promise<number> {
  const header = req.headers.authorization;
  const token = (Array.isArray(header) ? header[0] : header)?.replace(/^Bearer\s+/i, '').trim();
  if (!token) throw apiError('notLoggedIn');
  return runnerForToken(db, token, now);
}

export async function runnerForToken(db: Db, token: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('access_token')
    .select('runner_id')
    .where('token_hash', '=', sha256(token))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) throw apiError('tokenInvalid');
  return row.runner_id;
}
