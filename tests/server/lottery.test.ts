import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import { drawLottery, findEvent, shuffle } from '../../server/services/lottery';
import { PROJECT_ROOT } from '../../server/paths';
import {
  A,
  B,
  EVENTS,
  applyForm,
  backends,
  createRunners,
  data,
  errorOf,
  suiteServer,
  startServer,
  toForm,
  type Runner,
} from './helpers';

const run = promisify(execFile);
const HOUR = 3_600_000;

interface Status {
  payState: number;
  payDeadline: string | null;
}

describe('lottery shuffle', () => {
  it('puts every order of the entries equally often', () => {
    const counts = new Map<string, number>();
    const trials = 6000;
    for (let i = 0; i < trials; i++) {
      const key = shuffle(['a', 'b', 'c']).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    // Each of the 6 orders expects 1000; 850-1150 is over 5 standard deviations wide.
    for (const count of counts.values()) expect(count).toBeGreaterThan(850);
    for (const count of counts.values()) expect(count).toBeLessThan(1150);
  });
});

describe.each(backends)('lottery on $name', (backend) => {
  let clock = new Date('2030-03-01T00:00:00Z');
  const server = suiteServer(backend, { now: () => clock });

  const enter = async (runner: Runner) => {
    const response = await server.post(
      `${A}/matchH5/apply`,
      applyForm({ matchEventID: EVENTS.lottery.id, ticketDefIDs: String(EVENTS.lottery.ticket) }),
      runner.token,
    );
    expect(response.statusCode).toBe(200);
    return data<{ id: number; payState: number }>(response);
  };
  const status = async (runner: Runner, applicationID: number) =>
    data<Status>(
      await server.get(`${A}/matchH5/getApplicationPayStatus`, { applicationID }, runner.token),
    );
  const remaining = async () =>
    data<{ remaining: number; matchEventStage: number }>(
      await server.get(`${A}/matchH5/detailSimple`, { matchEventID: EVENTS.lottery.id }),
    );

  it('draws winners up to capacity, who then pay before a deadline; the rest are not drawn', async () => {
    const runners = await server.runners(5);
    const entries: { id: number; payState: number }[] = [];
    for (const runner of runners) entries.push(await enter(runner));
    expect(entries.every((entry) => entry.payState === 6)).toBe(true);
    expect(await remaining()).toMatchObject({ remaining: 3, matchEventStage: 1 });

    const event = await findEvent(server.database.db, EVENTS.lottery.key);
    const result = await drawLottery(server.database.db, event!, clock);
    expect(result).toMatchObject({ entries: 5, winners: 3, notDrawn: 2 });
    expect((await remaining()).remaining).toBe(0);

    const states = await Promise.all(runners.map((runner, i) => status(runner, entries[i].id)));
    const winners = runners.filter((_, i) => states[i].payState === 9);
    const losers = runners.filter((_, i) => states[i].payState === 7);
    expect(winners).toHaveLength(3);
    expect(losers).toHaveLength(2);
    for (const state of states.filter((s) => s.payState === 9)) {
      expect(new Date(state.payDeadline!).getTime() - clock.getTime()).toBe(48 * HOUR);
    }

    const winner = winners[0];
    const winnerEntry = entries[runners.indexOf(winner)];
    const trade = data<{ tradeNo: string }>(
      await server.get(`${A}/payorder/zfbH5Sign`, { applicationID: winnerEntry.id }, winner.token),
    );
    await server.post(`${B}/sandbox/pay`, { tradeNo: trade.tradeNo, outcome: 'approve' });
    expect(await status(winner, winnerEntry.id)).toMatchObject({ payState: 3 });

    const loser = losers[0];
    const lost = await server.get(
      `${A}/payorder/zfbH5Sign`,
      { applicationID: entries[runners.indexOf(loser)].id },
      loser.token,
    );
    expect(lost.statusCode).toBe(409);
    expect(errorOf(lost).sub_code).toBe(40904);

    const late = winners[1];
    clock = new Date(clock.getTime() + 49 * HOUR);
    const expired = await server.get(
      `${A}/payorder/zfbH5Sign`,
      { applicationID: entries[runners.indexOf(late)].id },
      late.token,
    );
    expect(expired.statusCode).toBe(409);
    expect(errorOf(expired).sub_code).toBe(40910);

    const again = await drawLottery(server.database.db, event!, clock);
    expect(again).toMatchObject({ entries: 0, winners: 0, notDrawn: 0 });
    const after = await Promise.all(runners.map((runner, i) => status(runner, entries[i].id)));
    expect(after.map((s) => s.payState).sort()).toEqual([3, 7, 7, 9, 9]);
  });

  it('draws only new entries on a second run, through the dev route too', async () => {
    const [newcomer] = await server.runners(1);
    const entry = await enter(newcomer);
    const result = data(await server.post(`${B}/dev/draw`, { event: String(EVENTS.lottery.id) }));
    expect(result).toMatchObject({ entries: 1, winners: 0, notDrawn: 1 });
    expect((await status(newcomer, entry.id)).payState).toBe(7);
    expect((await server.post(`${B}/dev/draw`, { event: 'open-race' })).statusCode).toBe(404);
  });
});

describe('npm run draw', () => {
  it('draws in the PGlite folder the server uses, and refuses while a server holds it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'draw-'));
    const database = await openDatabase({ dataDir });
    const app = await startServer(database);
    for (const runner of await createRunners(database.db, 2, new Date())) {
      const response = await app.inject({
        method: 'POST',
        url: `${A}/matchH5/apply`,
        headers: {
          authorization: runner.token,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: toForm(
          applyForm({
            matchEventID: EVENTS.lottery.id,
            ticketDefIDs: String(EVENTS.lottery.ticket),
          }),
        ),
      });
      expect(response.statusCode).toBe(200);
    }
    const command = () =>
      run(process.execPath, ['--import', 'tsx', 'server/commands/draw.ts', EVENTS.lottery.key], {
        cwd: PROJECT_ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      });
    await expect(command()).rejects.toMatchObject({
      stderr: expect.stringContaining('is in use by process'),
    });
    await app.close();
    await database.close();
    const { stdout } = await command();
    expect(stdout).toContain('2 entries, 2 drawn, 0 not drawn');
    const second = await command();
    expect(second.stdout).toContain('No entries were waiting for a draw.');
  }, 120_000);
});
