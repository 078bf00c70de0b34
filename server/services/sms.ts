import { randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { AppContext } from '../context';
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

async function countSince(
  ctx: AppContext,
  column: 'phone' | 'ip',
  value: string,
  since: Date,
): Promise<number> {
  const row = await ctx.db
    .selectFrom('sms_code')
    .select(sql<number>`count(*)::int`.as('n'))
    .where(column, '=', value)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Refuses when the phone or the IP has asked for too many codes (counted in the database, so all server processes share the limits). */
async function checkRateLimits(
  ctx: AppContext,
  phone: string,
  ip: string,
  now: Date,
): Promise<void> {
  const limits = ctx.smsLimits;
  const minuteAgo = new Date(now.getTime() - MINUTE_MS);
  const hourAgo = new Date(now.getTime() - 60 * MINUTE_MS);
  if ((await countSince(ctx, 'phone', phone, minuteAgo)) >= limits.perPhonePerMinute) {
    throw apiError('tooManyCodesPhone');
  }
  if ((await countSince(ctx, 'phone', phone, hourAgo)) >= limits.perPhonePerHour) {
    throw apiError('tooManyCodesPhoneHour');
  }
  if (
    (await countSince(ctx, 'ip', ip, minuteAgo)) >= limits.perIpPerMinute ||
    (await countSince(ctx, 'ip', ip, hourAgo)) >= limits.perIpPerHour
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
  await checkRateLimits(ctx, phone, ip, now);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db
    .insertInto('sms_code')
    .values({
      phone,
      ip,
      code_hash: codeHash(phone, code),
      created_at: now,
      expires_at: new Date(now.getTime() + CODE_TTL_MINUTES * MINUTE_MS),
    })
    .execute();
  ctx.devCodes?.set(phone, { code, sentAt: now });
  await ctx.sendSms(phone, t(lang, 'sms.text', { code, minutes: CODE_TTL_MINUTES }));
}

/** Checks the newest code of the phone; right → the runner (created on first login) and a token. */
export async function checkLoginCode(
  ctx: AppContext,
  phone: string,
  code: string,
): Promise<{ token: string; expiresAt: Date; runnerId: number }> {
  const now = ctx.now();
  const latest = await ctx.db
    .selectFrom('sms_code')
    .select(['id', 'code_hash', 'attempts'])
    .where('phone', '=', phone)
    .where('used', '=', false)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!latest || latest.attempts >= MAX_ATTEMPTS) throw apiError('smsCodeExpired');
  const expected = Buffer.from(latest.code_hash);
  const given = Buffer.from(codeHash(phone, code.trim()));
  if (!timingSafeEqual(expected, given)) {
    await ctx.db
      .updateTable('sms_code')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', latest.id)
      .execute();
    throw apiError('smsCodeWrong');
  }
  const claimed = await ctx.db
    .updateTable('sms_code')
    .set({ used: true })
    .where('id', '=', latest.id)
    .where('used', '=', false)
    .returning('id')
    .executeTakeFirst();
  if (!claimed) throw apiError('smsCodeExpired');
  const runnerId = await findOrCreateRunner(ctx.db, phone, now);
  return { ...(await issueToken(ctx.db, runnerId, now)), runnerId };
}
