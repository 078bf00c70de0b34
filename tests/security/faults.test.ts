import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseOptions } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import type { Db } from '../../server/db/types';
import { RefundStatus } from '../../core/domain/order';
import {
  A,
  B,
  EVENTS,
  FIXTURE_EVENTS,
  backends,
  createRunners,
  type Runner,
} from '../server/helpers';
import { call } from './support/http';
import { startChildServer, type ChildServer } from './support/processes';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Place {
  name: string;
  options: DatabaseOptions;
  env: Record<string, string>;
  cleanUp(): Promise<void>;
}

async function pgliteFolder(): Promise<Place> {
  const dir = mkdtempSync(join(tmpdir(), 'faults-'));
  return {
    name: 'PGlite folder',
    options: { dataDir: dir },
    env: { DATA_DIR: dir },
    cleanUp: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresDatabase(): Promise<Place> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name: 'PostgreSQL',
    options: { databaseUrl: url.toString() },
    env: { DATABASE_URL: url.toString() },
    cleanUp: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const places = backends.map((backend) => ({
  name: backend.name,
  make: backend.name === 'pglite' ? pgliteFolder : postgresDatabase,
}));

/** Opens the data while no server holds it (PGlite allows one process). */
async function withDb<T>(place: Place, work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase(place.options);
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** What must hold after any crash. */
async function invariants(db: Db) {
  const soldMismatch = await sql<{ id: number }>`
    SELECT t.id FROM ticket t
    WHERE t.sold <> (SELECT count(*) FROM application_ticket at
                     JOIN application a ON a.id = at.application_id
                     WHERE at.ticket_id = t.id AND a.holds_capacity)`.execute(db);
  const withoutTickets = await sql<{ id: number }>`
    SELECT a.id FROM application a
    WHERE NOT EXISTS (SELECT 1 FROM application_ticket at WHERE at.application_id = a.id)`.execute(
    db,
  );
  const paidTwice = await sql<{ id: number }>`
    SELECT application_id AS id FROM payment
    WHERE kind = 'payment' AND status = 'approved'
    GROUP BY application_id HAVING count(*) > 1`.execute(db);
  const pendingWork = await db
    .selectFrom('provider_job')
    .select('trade_no')
    .where('done_at', 'is', null)
    .execute();
  return {
    soldMismatch: soldMismatch.rows,
    withoutTickets: withoutTickets.rows,
    paidTwice: paidTwice.rows,
    pendingWork,
  };
}

async function applyAndPay(server: ChildServer, runner: Runner): Promise<number> {
  const applied = await call<{ id: number }>(
    server.url,
    'POST',
    `${A}/matchH5/apply`,
    {
      matchEventID: EVENTS.open.id,
      ticketDefIDs: String(EVENTS.open.marathon),
      countryType: 1,
      applyType: '1',
      formValues: { name: '张三', gender: 1 },
    },
    runner.token,
  );
  expect(applied.status).toBe(200);
  const sign = await call<{ tradeNo: string }>(
    server.url,
    'GET',
    `${A}/payorder/zfbH5Sign`,
    { applicationID: applied.data.id },
    runner.token,
  );
  await call(server.url, 'POST', `${B}/sandbox/pay`, {
    tradeNo: sign.data.tradeNo,
    outcome: 'approve',
  });
  return applied.data.id;
}

describe.each(places)('kill -9 under load on $name', ({ make }) => {
  let place: Place;
  let server: ChildServer | null = null;
  afterAll(async () => {
    await server?.kill9();
    await place?.cleanUp();
  });

  it('restarts, finishes every refund asked for before the crash, and keeps the invariants', async () => {
    place = await make();
    const runners = await withDb(place, async (db) => {
      await migrateToLatest(db);
      return createRunners(db, 16, new Date());
    });
    // Refund answers come 4 s after the request: the crash comes well before.
    const env = { ...place.env, EVENTS_DIR: FIXTURE_EVENTS, SANDBOX_REFUND_DELAY_MS: '4000' };
    server = await startChildServer(env);
    const refunding = runners.slice(0, 4);
    const paid = await Promise.all(refunding.map((runner) => applyAndPay(server!, runner)));
    for (const [i, runner] of refunding.entries()) {
      const refund = await call(
        server.url,
        'POST',
        `${A}/matchH5/refundApply`,
        { applicationID: paid[i] },
        runner.token,
      );
      expect(refund.status).toBe(200);
    }
    // Applications and payments in flight when the process dies.
    const load = runners.slice(4).map((runner) => applyAndPay(server!, runner).catch(() => null));
    await server.kill9();
    await Promise.all(load);

    server = await startChildServer(env);
    const running = server;
    for (const [i, runner] of refunding.entries()) {
      await expect
        .poll(
          async () =>
            (
              await call<{ refundStatus: number }>(
                running.url,
                'GET',
                `${A}/matchH5/getApplicationPayStatus`,
                { applicationID: paid[i] },
                runner.token,
              )
            ).data.refundStatus,
          { timeout: 30_000, interval: 250 },
        )
        .toBe(RefundStatus.REFUNDED);
    }
    await server.stop();
    server = null;
    expect(await withDb(place, invariants)).toEqual({
      soldMismatch: [],
      withoutTickets: [],
      paidTwice: [],
      pendingWork: [],
    });
    // Two server starts of a child process on a shared machine.
  }, 240_000);
});
