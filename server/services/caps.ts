import { sql } from 'kysely';
import type { AppContext } from '../context';
import type { Db } from '../db/types';
import { apiError } from '../http/errors';

/**
 * What one runner may keep of each kind: enough for a family or a club's contacts, and a photo, a
 * poster and a signature per sign-up with room for retries; so that one runner cannot fill the
 * database or make a list reply of unbounded size.
 */
export const RUNNER_CAPS = { linkman: 30, upload: 60 } as const;

type Capped = keyof typeof RUNNER_CAPS;

/** Advisory-lock namespace (beside the SMS and attempt ones) for adding to a runner's things. */
const LOCK_CAP = 1805;

/** Refuses with 409 40916 when the runner already keeps as many as the cap allows. */
export async function refuseWhenFull(db: Db, table: Capped, runnerId: number): Promise<void> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from ${sql.table(table)} where runner_id = ${runnerId}`.execute(db);
  if (rows[0].n >= RUNNER_CAPS[table]) {
    throw apiError('tooManyItems', { limit: RUNNER_CAPS[table] });
  }
}

/**
 * Adds one thing to a runner's capped kind. Counted and added under a lock per runner and kind,
 * so that parallel adds cannot pass the cap together.
 */
export function addWithinCap<T>(
  ctx: AppContext,
  table: Capped,
  runnerId: number,
  add: (db: Db) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${LOCK_CAP}, hashtext(${`${table}:${runnerId}`}))`.execute(
      trx,
    );
    await refuseWhenFull(trx, table, runnerId);
    return add(trx);
  });
}

/** A list request's page: its schema caps `pageSize`, so no reply grows with the runner's rows. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** The `page` and `pageSize` of a list request as rows to skip and to take. */
export function pageRange(input: PageRequest) {
  return { offset: (input.page - 1) * input.pageSize, limit: input.pageSize };
}
