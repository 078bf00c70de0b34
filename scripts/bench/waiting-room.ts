/**
 * Waiting room: N runners (BENCH_JOINS, 1,000 by default) join one race's line at the same
 * moment through `waiting/join`, then each asks `waiting/status` once, against a baseline of
 * one logged-in read each (`matchH5/listsApplication`); on PGlite and, when
 * 127.0.0.1:5432 answers, PostgreSQL. Prints the time and rate of both and whether the order
 * held: positions 1..N without gaps, each admitted exactly one interval (1 ÷ admitPerSecond)
 * after the one before, none earlier. Run: npx tsx scripts/bench/waiting-room.ts
 * Requests are injected in the server's process (no sockets), so the figures are the server's
 * own work, comparable between runs on the same machine.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  A,
  EVENTS,
  FIXTURE_EVENTS,
  backends,
  createRunners,
  startServer,
  toForm,
} from '../../tests/server/helpers';

const JOINS = Number(process.env.BENCH_JOINS ?? 1000);
const RATE = 200;

/** The server tests' open race, its room opened a minute ago for an hour. */
function racesDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-waiting-'));
  const race = JSON.parse(readFileSync(join(FIXTURE_EVENTS, 'open-race.json'), 'utf8'));
  race.registration.opens = new Date(Date.now() - 60_000).toISOString();
  race.registration.waitingRoom = { admitPerSecond: RATE, activeMinutes: 60 };
  writeFileSync(join(dir, 'open-race.json'), JSON.stringify(race));
  return dir;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

for (const backend of backends) {
  const database = await backend.open();
  const app = await startServer(database, { eventsDir: racesDir() });
  const runners = await createRunners(database.db, JOINS, new Date());
  const [admissions, joinMs] = await timed(() =>
    Promise.all(
      runners.map(async (runner) => {
        const reply = await app.inject({
          method: 'POST',
          url: `${A}/waiting/join`,
          headers: {
            authorization: runner.token,
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: toForm({ matchEventID: EVENTS.open.id }),
        });
        if (reply.statusCode !== 200) throw new Error(`join: ${reply.statusCode} ${reply.body}`);
        return (reply.json() as { data: { admission: string } }).data.admission;
      }),
    ),
  );
  const [, statusMs] = await timed(() =>
    Promise.all(
      runners.map((runner, i) =>
        app.inject({
          method: 'GET',
          url: `${A}/waiting/status?${toForm({ matchEventID: EVENTS.open.id, admission: admissions[i] })}`,
          headers: { authorization: runner.token },
        }),
      ),
    ),
  );
  // The baseline: a logged-in read of one indexed query, the runner's own applications.
  const [, baselineMs] = await timed(() =>
    Promise.all(
      runners.map((runner) =>
        app.inject({
          method: 'GET',
          url: `${A}/matchH5/listsApplication`,
          headers: { authorization: runner.token },
        }),
      ),
    ),
  );
  const line = await database.db
    .selectFrom('waiting_room_entry')
    .select(['position', 'admit_at'])
    .where('event_id', '=', EVENTS.open.id)
    .orderBy('position')
    .execute();
  const interval = 1000 / RATE;
  const gaps = line.filter((entry, i) => entry.position !== i + 1).length;
  const early = line.filter(
    (entry, i) =>
      i > 0 && entry.admit_at.getTime() - line[i - 1].admit_at.getTime() < Math.floor(interval),
  ).length;
  const span = (line.at(-1)!.admit_at.getTime() - line[0].admit_at.getTime()) / 1000;
  console.log(
    `${backend.name}: ${JOINS} joins in ${(joinMs / 1000).toFixed(2)} s (${Math.round((JOINS * 1000) / joinMs)}/s), ` +
      `${JOINS} statuses in ${(statusMs / 1000).toFixed(2)} s (${Math.round((JOINS * 1000) / statusMs)}/s); ` +
      `baseline ${JOINS} listsApplication in ${(baselineMs / 1000).toFixed(2)} s ` +
      `(join ${(joinMs / baselineMs).toFixed(2)}×, status ${(statusMs / baselineMs).toFixed(2)}× its time); ` +
      `positions out of order or missing: ${gaps}, admitted less than 1/${RATE} s after the one before: ${early}, ` +
      `line admitted over ${span.toFixed(2)} s (expected ${((JOINS - 1) / RATE).toFixed(2)} s)`,
  );
  await app.close();
  await database.close();
}
