import { sql } from 'kysely';
import type { AppContext } from '../context';
import { apiError, type ErrorKind } from '../http/errors';

const HOUR_MS = 3_600_000;
/** Advisory-lock namespaces (beside the SMS ones), so that parallel attempts are counted one by one. */
const LOCK_SUBJECT = 1803;
const LOCK_IP = 1804;

interface AttemptLimit {
  /** Attempts one address may make in an hour, whoever they are about. */
  perIpPerHour: number;
  /** Attempts about one subject in an hour, from any address. */
  perSubjectPerHour: number;
  refusal: ErrorKind;
}

/**
 * Actions that may only run so often. A status lookup must not walk through ID or phone numbers;
 * quiz answers must not be guessed by a program. Many runners share one address behind a mobile
 * carrier or a club's wi-fi, so the per-address limits leave room for them.
 */
export const ATTEMPT_LIMITS = {
  lookup: { perIpPerHour: 20, perSubjectPerHour: 5, refusal: 'tooManyLookups' },
  quizAnswers: { perIpPerHour: 300, perSubjectPerHour: 10, refusal: 'tooManyAnswers' },
} as const satisfies Record<string, AttemptLimit>;

export type AttemptKind = keyof typeof ATTEMPT_LIMITS;

/**
 * Counts one attempt against its kind's limits, refusing when one is reached. Counted in the
 * database under a lock per subject and per address (in that order, so two attempts cannot
 * deadlock), so every server process shares the limits and parallel attempts cannot slip through.
 */
export async function countAttempt(
  ctx: AppContext,
  kind: AttemptKind,
  ip: string,
  subject: string,
): Promise<void> {
  const limit: AttemptLimit = ATTEMPT_LIMITS[kind];
  const now = ctx.now();
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  await ctx.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${LOCK_SUBJECT}, hashtext(${`${kind}:${subject}`}))`.execute(
      trx,
    );
    await sql`select pg_advisory_xact_lock(${LOCK_IP}, hashtext(${`${kind}:${ip}`}))`.execute(trx);
    const count = async (column: 'ip' | 'subject', value: string) =>
      (
        await trx
          .selectFrom('attempt')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('kind', '=', kind)
          .where(column, '=', value)
          .where('created_at', '>', hourAgo)
          .executeTakeFirstOrThrow()
      ).n;
    if (
      (await count('subject', subject)) >= limit.perSubjectPerHour ||
      (await count('ip', ip)) >= limit.perIpPerHour
    ) {
      throw apiError(limit.refusal);
    }
    await trx.insertInto('attempt').values({ kind, ip, subject, created_at: now }).execute();
  });
}
