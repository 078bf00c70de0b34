import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { RaceNumber as NumberView } from '../../core/generated/api';
import type { EventConfig } from '../../core/generated/config/event';
import { openDatabase } from '../../server/db/connect';
import { assignNumbers } from '../../server/services/race-numbers';
import {
  A,
  EVENTS,
  FIXTURE_EVENTS,
  PICKUP_TEN_K,
  applyForm,
  backends,
  data,
  errorOf,
  openTestServer,
  paidApplication,
  paidRunner,
  suiteServer,
  type Backend,
} from './helpers';

/**
 * Runners choose their race number until `raceNumbers.chooseUntil`; after it they cannot, and
 * `npm run numbers:assign` gives every paid runner still without one the lowest free number.
 */

const PAST = '2020-01-01T00:00:00+08:00';
const FUTURE = '2099-01-01T00:00:00+08:00';

/** A folder of events holding only the pickup fixture race, choosing until `chooseUntil`. */
function eventsChoosingUntil(dir: string, chooseUntil: string): string {
  const events = join(dir, `events-${chooseUntil.slice(0, 4)}`);
  mkdirSync(events, { recursive: true });
  const config = JSON.parse(
    readFileSync(join(FIXTURE_EVENTS, 'pickup-race.json'), 'utf8'),
  ) as EventConfig;
  config.raceNumbers = { ...config.raceNumbers!, chooseUntil };
  writeFileSync(join(events, 'pickup-race.json'), JSON.stringify(config));
  return events;
}

const dir = mkdtempSync(join(tmpdir(), 'race-numbers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(backends)('race numbers after the choosing deadline on $name', (backend) => {
  const server = suiteServer(backend, () => ({ eventsDir: eventsChoosingUntil(dir, PAST) }));

  it('a runner cannot choose any more and sees that numbers are given out', async () => {
    const { runner, id } = await paidRunner(server, PICKUP_TEN_K);
    const seen = data<NumberView>(
      await server.get(`${A}/matchH5/searchNo`, { applicationID: id }, runner.token),
    );
    expect(seen).toMatchObject({ mine: null, choosing: false, chooseUntil: PAST });
    for (const [method, path, query] of [
      ['GET', 'searchNo', `applicationID=${id}&cno=PKR0030`],
      ['GET', 'randNo', `applicationID=${id}`],
      ['POST', 'setCNO', `applicationID=${id}&cno=PKR0030`],
    ] as const) {
      const refused = await server.request({
        method,
        url: `${A}/matchH5/${path}${method === 'GET' ? `?${query}` : ''}`,
        token: runner.token,
        lang: 'en-US',
        ...(method === 'POST'
          ? {
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              payload: query,
            }
          : {}),
      });
      expect(refused.statusCode, path).toBe(409);
      expect(errorOf(refused)).toMatchObject({
        sub_code: 40915,
        message: 'Race numbers can no longer be chosen: every runner is given one',
      });
    }
  });

  it('gives each paid runner without a number the lowest free one, past reserved and chosen numbers, once', async () => {
    const db = server.database.db;
    await db.deleteFrom('race_number').execute();
    const [chose, first, second, unpaid] = await server.runners(4);
    const chosen = await paidApplication(server, chose, PICKUP_TEN_K);
    await db
      .insertInto('race_number')
      .values({
        event_id: EVENTS.pickup.id,
        cno: 'PKR0002',
        application_id: chosen.id,
        taken_at: new Date(),
      })
      .execute();
    const a = await paidApplication(server, first, PICKUP_TEN_K);
    const b = await paidApplication(server, second, PICKUP_TEN_K);
    expect(
      (await server.post(`${A}/matchH5/apply`, applyForm(PICKUP_TEN_K), unpaid.token)).statusCode,
    ).toBe(200);
    const config = (
      JSON.parse(
        readFileSync(join(eventsChoosingUntil(dir, PAST), 'pickup-race.json'), 'utf8'),
      ) as EventConfig
    ).raceNumbers!;

    // Paid runners of the earlier tests of this file get theirs too, oldest first.
    const given = await assignNumbers(db, EVENTS.pickup.id, config);
    const byApplication = new Map(given.assigned.map((row) => [row.applicationId, row.cno]));
    expect(given.unassigned).toEqual([]);
    expect(byApplication.has(chosen.id)).toBe(false);
    const numbers = [...byApplication.values()];
    expect(numbers).toEqual([...numbers].sort());
    expect(numbers).not.toContain('PKR0001');
    expect(numbers).not.toContain('PKR0002');
    expect(byApplication.get(b.id)! > byApplication.get(a.id)!).toBe(true);
    expect(numbers.at(-1)).toBe(byApplication.get(b.id));

    const seen = data<NumberView>(
      await server.get(`${A}/matchH5/searchNo`, { applicationID: a.id }, first.token),
    );
    expect(seen.mine).toBe(byApplication.get(a.id));
    expect(await assignNumbers(db, EVENTS.pickup.id, config)).toEqual({
      assigned: [],
      unassigned: [],
    });
  });
});

const run = promisify(execFile);

/** `npm run numbers:assign -- pickup-race` on the PGlite folder `folder`. */
async function numbersAssign(folder: string) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        join(import.meta.dirname, '../../server/commands/numbers-assign.ts'),
        'pickup-race',
      ],
      { env: { ...process.env, DATA_DIR: folder } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run numbers:assign', () => {
  const folder = join(dir, 'data');
  const onFolder: Backend = { name: 'pglite', open: () => openDatabase({ dataDir: folder }) };

  it('waits for the choosing deadline, then gives the paid runners their numbers', async () => {
    let server = await openTestServer(onFolder, { eventsDir: eventsChoosingUntil(dir, FUTURE) });
    const { id } = await paidRunner(server, PICKUP_TEN_K);
    await server.close();

    const early = await numbersAssign(folder);
    expect(early.code).toBe(1);
    expect(early.stderr).toContain(
      `Runners of pickup-race may choose their number until ${FUTURE}; run this after it.`,
    );

    // The deadline in the race's config has passed: the server loads the config again.
    server = await openTestServer(onFolder, { eventsDir: eventsChoosingUntil(dir, PAST) });
    await server.close();
    const given = await numbersAssign(folder);
    expect(given.stderr).toBe('');
    expect(given.stdout).toContain('Gave 1 race number(s) in pickup-race (9012).');
    expect(given.code).toBe(0);

    const database = await openDatabase({ dataDir: folder });
    try {
      const rows = await database.db.selectFrom('race_number').selectAll().execute();
      expect(rows.map((row) => [row.application_id, row.cno])).toEqual([[id, 'PKR0002']]);
    } finally {
      await database.close();
    }
    expect((await numbersAssign(folder)).stdout).toContain('Gave 0 race number(s)');
  });
});
