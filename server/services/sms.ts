import { randomInt, timingSafeEqual } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { DB } from '../db/types';
import { apiError } from '../http/errors';
import { t, type Lang } from '../i18n/index';
import { findOrCreateRunner, issueToken, sha256 } from './auth';

export const CODE_TTL_MINUTES = 10;
export const RESEND_AFTER_SECONDS = 60;
const MAX_ATTEMPTS = 5;
const MINUTE_MS = 60_000;

function codeHash(phone: string, code: string): string {
  return sha256(`${phone}:${code}`);
}

/** Advisory-lock namespaces: one lock per phone and one per IP while its sends are counted. */
const LOCK_PHONE = 1801;
const LOCK_IP = 1802;

async function countSince(
  trx: Transaction<DB>,
  column: 'phone' | 'ip',
  value: string,
  since: Date,
): Promise<number> {
  const row = await trx
    .selectFrom('sms_code')
    .select(sql<number>`count(*)::int`.as('n'))
    .where(column, '=', value)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return row.n;
}

/**
 * Refuses when the phone or the IP has asked for too many codes. Counted in the database, so all
 * server processes share the limits, and under a lock per phone and per IP taken in that order
 * (never the other way round, so two sends cannot deadlock): parallel sends are counted one by one.
 */
async function checkRateLimits(
  ctx: AppContext,
  trx: Transaction<DB>,
  phone: string,
  ip: string,
  now: Date,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(${LOCK_PHONE}, hashtext(${phone}))`.execute(trx);
  await sql`select pg_advisory_xact_lock(${LOCK_IP}, hashtext(${ip}))`.execute(trx);
  const limits = ctx.smsLimits;
  const minuteAgo = new Date(now.getTime() - MINUTE_MS);
  const hourAgo = new Date(now.getTime() - 60 * MINUTE_MS);
  if ((await countSince(trx, 'phone', phone, minuteAgo)) >= limits.perPhonePerMinute) {
    throw apiError('tooManyCodesPhone');
  }
  if ((await countSince(trx, 'phone', phone, hourAgo)) >= limits.perPhonePerHour) {
    throw apiError('tooManyCodesPhoneHour');
  }
  if (
    (await countSince(trx, 'ip', ip, minuteAgo)) >= limits.perIpPerMinute ||
    (await countSince(trx, 'ip', ip, hourAgo)) >= limits.perIpPerHour
  ) {
    throw apiError('tooManyCodesIp');
  }
}

export async function sendLoginCode(
  ctx: AppContext,
  phone: string,
  ip: string,
  lang: Lang,
): Promise<void> {
  const now = ctx.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.transaction().execute(async (trx) => {
    await checkRateLimits(ctx, trx, phone, ip, now);
    await trx
      .insertInto('sms_code')
      .values({
        phone,
        ip,
        code_hash: codeHash(phone, code),
        created_at: now,
        expires_at: new Date(now.getTime() + CODE_TTL_MINUTES * MINUTE_MS),
      })
      .execute();
  });
  ctx.devCodes?.set(phone, { code, sentAt: now });
  await ctx.sendSms(phone, t(lang, 'sms.text', { code, minutes: CODE_TTL_MINUTES }));
}

/**
 * Checks the newest code of the phone; right → the runner (created on first login) and a token.
 * Every guess, right or wrong, first takes one of the code's attempts in a single conditional
 * UPDATE, so parallel guesses cannot evaluate more than MAX_ATTEMPTS; a right code is then claimed
 * once (single use).
 */
export async function checkLoginCode(
  ctx: AppContext,
  phone: string,
  code: string,
): Promise<{ token: string; expiresAt: Date; runnerId: number }> {
  const now = ctx.now();
  const taken = await ctx.db
    .updateTable('sms_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('sms_code')
        .select('id')
        .where('phone', '=', phone)
        .where('used', '=', false)
        .where('expires_at', '>', now)
        .orderBy('id', 'desc')
        .limit(1),
    )
    .where('attempts', '<', MAX_ATTEMPTS)
    .where('used', '=', false)
    .returning(['id', 'code_hash'])
    .executeTakeFirst();
  if (!taken) throw apiError('smsCodeExpired');
  const expected = Buffer.from(taken.code_hash);
  const given = Buffer.from(codeHash(phone, code.trim()));
  if (!timingSafeEqual(expected, given)) throw apiError('smsCodeWrong');
  const claimed = await ctx.db
    .updateTable('sms_code')
    .set({ used: true })
    .where('id', '=', taken.id)
    .where('used', '=', false)
    .returning('id')
    .executeTakeFirst();
  if (!claimed) throw apiError('smsCodeExpired');
  const runnerId = await findOrCreateRunner(ctx.db, phone, now);
  return { ...(await issueToken(ctx.db, runnerId, now)), runnerId };
}
