import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
import { idCheckDigit } from '../../core/domain/idCard/checkDigit';
import {
  A,
  B,
  EVENTS,
  FIXTURE_EVENTS,
  applyForm,
  backends,
  createRunners,
  data,
  multipartFile,
  openTestServer,
  suiteServer,
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

/** The place's database made ready, with `count` logged-in runners, before a server starts. */
const migratedWithRunners = (place: Place, count: number) =>
  withDb(place, async (db) => {
    await migrateToLatest(db);
    return createRunners(db, count, new Date());
  });

/** What must hold after any crash. */
async function invariants(db: Db) {
  // A place is held by an order (its tickets) or by a team's or group's member (their ticket).
  const soldMismatch = await sql<{ id: number }>`
    SELECT t.id FROM ticket t
    WHERE (SELECT count(*) FROM ticket_place p WHERE p.ticket_id = t.id AND p.taken)
       <> (SELECT count(*) FROM application_ticket at
                     JOIN application a ON a.id = at.application_id
                     WHERE at.ticket_id = t.id AND a.holds_capacity)
                  + (SELECT count(*) FROM team_member m WHERE m.ticket_id = t.id AND m.holds_place)
                  + (SELECT count(*) FROM group_member m
                     WHERE m.ticket_id = t.id AND m.holds_place)`.execute(db);
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
  const teamWithoutCaptain = await sql<{ id: number }>`
    SELECT t.id FROM team t
    WHERE NOT EXISTS (SELECT 1 FROM team_member m
                      WHERE m.team_id = t.id AND m.runner_id = t.captain_id)`.execute(db);
  // Where each member pays, a member's order is written with the membership.
  const memberWithoutOrder = await sql<{ id: number }>`
    SELECT m.runner_id AS id FROM team_member m JOIN team t ON t.id = m.team_id
    WHERE t.payer = 'each' AND m.application_id IS NULL`.execute(db);
  const groupWithoutMembers = await sql<{ id: number }>`
    SELECT g.id FROM entry_group g
    WHERE NOT EXISTS (SELECT 1 FROM group_member m WHERE m.group_id = g.id)`.execute(db);
  return {
    soldMismatch: soldMismatch.rows,
    withoutTickets: withoutTickets.rows,
    paidTwice: paidTwice.rows,
    pendingWork,
    teamWithoutCaptain: teamWithoutCaptain.rows,
    memberWithoutOrder: memberWithoutOrder.rows,
    groupWithoutMembers: groupWithoutMembers.rows,
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

/** Fixture races where each team member pays their own leg, and where a leader signs up a group. */
const TEAM_EACH = 9011;
const GROUP_RACE = { id: 9050, fiveK: 905002 };

const person = (name: string, phone: string, idNumber = '110101199003074514') => ({
  name,
  gender: 1,
  phone,
  idNumber,
});

/** A captain creates a team and shares it, and a second runner joins it by the invite. */
async function teamAndJoin(server: ChildServer, captain: Runner, member: Runner): Promise<number> {
  const team = await call<{ id: number }>(
    server.url,
    'POST',
    `${B}/team/create`,
    { matchEventID: TEAM_EACH, name: 'Crash Four', formValues: person('Ann', captain.phone) },
    captain.token,
  );
  const invite = await call<{ invite: string }>(
    server.url,
    'GET',
    `${B}/team/share`,
    { teamID: team.data.id },
    captain.token,
  );
  const joined = await call(
    server.url,
    'POST',
    `${B}/teamApplication/apply`,
    {
      matchEventID: TEAM_EACH,
      invite: invite.data.invite,
      roleID: 2,
      formValues: person('Bob', member.phone),
    },
    member.token,
  );
  return joined.status;
}

/** A person of a group with an ID number of their own. */
function groupMember(name: string, sequence: number) {
  const body = `11010119900307${String(sequence).padStart(3, '0')}`;
  return { ticket: GROUP_RACE.fiveK, name, idNumber: body + idCheckDigit(body) };
}

/** A leader saves a group of two 5 km runners. */
async function group(server: ChildServer, leader: Runner, index: number): Promise<number> {
  const saved = await call(
    server.url,
    'POST',
    `${B}/group/create`,
    {
      matchEventID: GROUP_RACE.id,
      members: [groupMember('A', 2 * index + 1), groupMember('B', 2 * index + 2)],
    },
    leader.token,
  );
  return saved.status;
}

describe.each(places)('kill -9 under load on $name', ({ make }) => {
  let place: Place;
  let server: ChildServer | null = null;
  afterAll(async () => {
    await server?.kill9();
    await place?.cleanUp();
  });

  it('restarts, finishes every refund asked for before the crash, and keeps the invariants of orders, teams and groups', async () => {
    place = await make();
    const runners = await migratedWithRunners(place, 31);
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
    // One team and one group made before the crash, in full.
    expect(await teamAndJoin(server, runners[28], runners[29])).toBe(200);
    expect(await group(server, runners[30], 99)).toBe(200);
    // Applications, payments, teams being formed and groups being saved in flight when the
    // process dies: it dies once the first of them is answered, while the others are under way.
    const started = server;
    const teamRunners = runners.slice(16, 24);
    const load = [
      ...runners.slice(4, 16).map((runner) => applyAndPay(started, runner)),
      ...teamRunners
        .filter((_, i) => i % 2 === 0)
        .map((captain, i) => teamAndJoin(started, captain, teamRunners[2 * i + 1])),
      ...runners.slice(24).map((leader, i) => group(started, leader, i)),
    ].map((work) => work.catch(() => null));
    await Promise.race(load);
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
      teamWithoutCaptain: [],
      memberWithoutOrder: [],
      groupWithoutMembers: [],
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

/** The first bytes of a PNG: the server recognises a picture by them. */
const PICTURE = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64),
]);
const NOT_SAVED = { code: 503, sub_code: 50302, message: '系统繁忙，请稍后重试，本次操作未保存' };

describe.each(backends)('a database disk with no room left on $name', (backend) => {
  const server = suiteServer(backend);

  /**
   * Every write into `table` gets the database's own answer when it cannot grow a file on a full
   * disk (SQLSTATE 53100), until `room` is called.
   */
  async function fullDisk(table: 'upload' | 'application_ticket') {
    const { db } = server.database;
    await sql`CREATE OR REPLACE FUNCTION full_disk() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$`.execute(
      db,
    );
    await sql`CREATE TRIGGER full_disk BEFORE INSERT ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION full_disk()`.execute(db);
    return {
      room: async () => {
        await sql`DROP TRIGGER full_disk ON ${sql.table(table)}`.execute(db);
      },
    };
  }

  const upload = (runner: Runner) =>
    server.request({
      method: 'POST',
      url: `${B}/oss/upload?scope=match&tag=photo&fileType=png`,
      token: runner.token,
      ...multipartFile({ filename: 'photo.png', type: 'image/png', bytes: PICTURE }),
    });

  it('refuses an upload in the error shape, stores nothing of it, and takes the next one', async () => {
    const runner = await server.runner();
    const disk = await fullDisk('upload');
    const refused = await upload(runner);
    await disk.room();

    expect(refused.statusCode).toBe(503);
    expect(JSON.parse(refused.body)).toEqual({ error: NOT_SAVED });
    const files = server.database.db
      .selectFrom('upload')
      .select('size')
      .where('runner_id', '=', runner.id);
    expect(await files.execute()).toEqual([]);

    const stored = await upload(runner);
    expect(stored.statusCode).toBe(200);
    const { url } = data<{ url: string }>(stored);
    const file = await server.get(url);
    expect(file.rawPayload).toEqual(PICTURE);
    expect(await files.execute()).toEqual([{ size: PICTURE.length }]);
  });

  it('refuses an apply whose order is half written, keeping no place and no order', async () => {
    const runner = await server.runner();
    const before = await placesLeft(server, EVENTS.open.id);
    const orders = server.database.db
      .selectFrom('application')
      .select('id')
      .where('runner_id', '=', runner.id);
    // The place is taken and the order row written before its tickets fail to be.
    const disk = await fullDisk('application_ticket');
    const refused = await server.post(`${A}/matchH5/apply`, applyForm(), runner.token);
    await disk.room();

    expect(refused.statusCode).toBe(503);
    expect(JSON.parse(refused.body)).toEqual({ error: NOT_SAVED });
    expect(await placesLeft(server, EVENTS.open.id)).toBe(before);
    expect(await orders.execute()).toEqual([]);

    expect((await server.post(`${A}/matchH5/apply`, applyForm(), runner.token)).statusCode).toBe(
      200,
    );
    expect(await placesLeft(server, EVENTS.open.id)).toBe(before - 1);
  });
});

describe.skipIf(!existsSync('/dev/full'))('a log file on a full disk', () => {
  let place: Place;
  let server: ChildServer | null = null;
  afterAll(async () => {
    await server?.kill9();
    await place?.cleanUp();
  });

  it('keeps the server answering, logging to standard output instead', async () => {
    place = await pgliteFolder();
    const runners = await migratedWithRunners(place, 3);
    // Every write to /dev/full fails with ENOSPC, like a file on a disk with no room left.
    server = await startChildServer({
      ...place.env,
      EVENTS_DIR: FIXTURE_EVENTS,
      LOG_FILE: '/dev/full',
    });
    for (const runner of runners) {
      expect((await applyAndPay(server, runner)) > 0).toBe(true);
    }
    expect(server.process.exitCode).toBeNull();
    expect(server.output()).toContain('log file cannot be written (ENOSPC)');
    expect(server.output()).toContain('"url":"/api/v2/matchH5/apply"');
  });
});

describe('a log file across a restart', () => {
  let place: Place;
  let dir: string;
  afterAll(async () => {
    await place?.cleanUp();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the lines of the run before, and those of a run killed right after a request', async () => {
    place = await pgliteFolder();
    await migratedWithRunners(place, 1);
    dir = mkdtempSync(join(tmpdir(), 'log-'));
    const logFile = join(dir, 'server.log');
    const first = await startChildServer({ ...place.env, LOG_FILE: logFile });
    expect((await fetch(`${first.url}/api/health?run=first`)).status).toBe(200);
    await first.stop();
    // The second run answers a burst of requests and is killed the moment it has, as a crash
    // would end it: each request it answered is in the log.
    const second = await startChildServer({ ...place.env, LOG_FILE: logFile });
    const burst = Array.from({ length: 200 }, (_, i) => `/api/health?run=second-${i}`);
    const answers = await Promise.all(burst.map((url) => fetch(`${second.url}${url}`)));
    expect(answers.map((answer) => answer.status)).toEqual(burst.map(() => 200));
    await second.kill9();
    const log = readFileSync(logFile, 'utf8');
    expect(log).toContain('/api/health?run=first');
    expect(burst.filter((url) => !log.includes(`"url":"${url}"`))).toEqual([]);
  });
});
