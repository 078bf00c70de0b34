import { randomBytes } from 'node:crypto';
import type { Db } from '../db/types';

/**
 * A secret the server makes for itself outside production: generated on first use and kept in
 * the database, so every process on that database (server, commands) sees the same value.
 */
export async function generatedSetting(db: Db, key: string, bytes: number): Promise<string> {
  await db
    .insertInto('setting')
    .values({ key, value: randomBytes(bytes).toString('hex') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('setting')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return row.value;
}

/** Where the pickup desk's staff code is kept when `PICKUP_STAFF_CODE` does not set one. */
export const STAFF_CODE_SETTING = 'pickup_staff_code';

/** Short enough to type on a phone at the desk, long enough not to be guessed. */
const STAFF_CODE_BYTES = 8;

/** The staff code of the pickup desk: the configured one, else (outside production) the stored one. */
export async function pickupStaffCode(
  db: Db,
  configured: string | undefined,
  production: boolean,
): Promise<string | null> {
  if (configured) return configured;
  return production ? null : generatedSetting(db, STAFF_CODE_SETTING, STAFF_CODE_BYTES);
}
