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
  applyForm,
  backends,
  createRunners,
  data,
  openTestServer,
  placesLeft,
  type Runner,
  type TestServer,
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
    WHERE (SELECT count(*) FROM ticket_place p WHERE p.ticket_id = t.id AND p.taken)
       <> (SELECT count(*) FROM application_ticket at
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

const postgres = backends.find((backend) => backend.name === 'postgres');

describe.skipIf(!postgres)('a database connection dropped in the middle of an apply', () => {
  let server: TestServer;
  afterAll(() => server?.close());

  it('answers 503 in the error shape, keeps nothing of it, and serves the next request', async () => {
    server = await openTestServer(postgres!);
    const runner = await server.runner();
    await server.post(`${B}/dev/beans`, { phone: runner.phone, beans: 800 });
    const before = await placesLeft(server, EVENTS.open.id);
    const { db } = server.database;
    const apply = () =>
      server.post(`${A}/matchH5/apply`, applyForm({ MBeansNum: 500 }), runner.token);

    // Another session holds the runner's row (for a change that leaves its key alone, so the
    // token check goes through), so the apply takes its place and then waits to spend the beans:
    // its backend is terminated while its transaction has written half of the order.
    const failed = await db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('runner')
        .select('id')
        .where('id', '=', runner.id)
        .forNoKeyUpdate()
        .execute();
      const applying = apply();
      // The apply's backend, once it waits for this session's lock.
      const terminateWaiting = async () => {
        const { rows } = await sql`
          SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE pg_backend_pid() = ANY (pg_blocking_pids(pid))`.execute(trx);
        return rows.length;
      };
      await expect.poll(terminateWaiting, { timeout: 10_000, interval: 50 }).toBe(1);
      return applying;
    });

    expect(failed.statusCode).toBe(503);
    expect(failed.headers['retry-after']).toBe('2');
    expect(JSON.parse(failed.body)).toEqual({
      error: { code: 503, sub_code: 50302, message: '系统繁忙，请稍后重试，本次操作未保存' },
    });
    expect(await placesLeft(server, EVENTS.open.id)).toBe(before);
    const stored = db.selectFrom('application').select('id').where('runner_id', '=', runner.id);
    expect(await stored.execute()).toEqual([]);
    expect(data(await server.get(`${A}/matchH5/userInfo`, {}, runner.token))).toMatchObject({
      beans: 800,
    });

    expect((await apply()).statusCode).toBe(200);
    expect(await placesLeft(server, EVENTS.open.id)).toBe(before - 1);
    expect(await stored.execute()).toHaveLength(1);
  });
});
