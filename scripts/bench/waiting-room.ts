/**
 * Waiting room: N runners (BENCH_JOINS, 1,000 by default) join one race's line at the same
 * moment through `waiting/join`, then each asks `waiting/status` once, against a baseline of
 * one logged-in read each (`matchH5/listsApplication`); on PGlite and, when
 * 127.0.0.1:5432 answers, PostgreSQL. Prints the time and rate of both and whether the order
 * held: positions 1..N without gaps, each admitted exactly one interval (1 ÷ admitPerSecond)
 * after the one before, none earlier. Run: npx tsx scripts/bench/waiting-room.ts
 * Then a rush (BENCH_WAVES waves of BENCH_WAVE runners, 10 × 50 by default): each wave joins at
 * once while every runner of the waves before applies as soon as admitted; after each wave it
 * prints the p99 of the applies that finished while it joined, the admission rate the server
 * allows then, and how far apart the wave's joiners were admitted, so the rate is seen falling
 * when applies slow down and the line spacing growing with it.
 * Requests are injected in the server's process (no sockets), so the figures are the server's
 * own work, comparable between runs on the same machine.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { p99 } from '../../core/domain/admissionRate';
import type { WaitingPlace } from '../../core/generated/api';
import { admissionRateOf } from '../../server/services/waiting-rate';
import {
  A,
  EVENTS,
  FIXTURE_EVENTS,
  applyForm,
  backends,
  createRunners,
  startServer,
  toForm,
  type Runner,
} from '../../tests/server/helpers';

const JOINS = Number(process.env.BENCH_JOINS ?? 1000);
const WAVES = Number(process.env.BENCH_WAVES ?? 10);
const WAVE = Number(process.env.BENCH_WAVE ?? 50);
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
  await rush(app, database.db, backend.name);
  await app.close();
  await database.close();
}

type App = Awaited<ReturnType<typeof startServer>>;
type Db = Awaited<ReturnType<(typeof backends)[number]['open']>>['db'];

/** The rush: waves of joiners while the admitted ones apply; prints the rate after each wave. */
async function rush(app: App, db: Db, name: string) {
  const send = (runner: Runner, method: 'GET' | 'POST', path: string, form: object) =>
    app.inject({
      method,
      url: method === 'GET' ? `${A}/${path}?${toForm({ ...form })}` : `${A}/${path}`,
      headers: { authorization: runner.token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: method === 'POST' ? toForm({ ...form }) : undefined,
    });
  const matchEventID = EVENTS.open.id;
  const latencies: number[] = [];
  const applies: Promise<void>[] = [];
  /** Waits for the runner's turn, then applies with the ticket, timing the apply. */
  const applyWhenAdmitted = async (runner: Runner, admission: string, waitSeconds: number) => {
    await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000));
    for (;;) {
      const status = (
        await send(runner, 'GET', 'waiting/status', { matchEventID, admission })
      ).json() as { data: WaitingPlace };
      if (status.data.applyTicket) {
        const start = performance.now();
        await send(
          runner,
          'POST',
          'matchH5/apply',
          applyForm({ applyTicket: status.data.applyTicket }),
        );
        latencies.push(performance.now() - start);
        return;
      }
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(1, status.data.waitSeconds ?? 0) * 1000),
      );
    }
  };
  const started = performance.now();
  for (let wave = 1; wave <= WAVES; wave += 1) {
    const runners = await createRunners(db, WAVE, new Date());
    latencies.length = 0;
    const places = await Promise.all(
      runners.map(async (runner) => {
        const reply = await send(runner, 'POST', 'waiting/join', { matchEventID });
        return (reply.json() as { data: Required<WaitingPlace> }).data;
      }),
    );
    places.forEach((place, i) =>
      applies.push(applyWhenAdmitted(runners[i], place.admission, place.waitSeconds)),
    );
    const line = await db
      .selectFrom('waiting_room_entry')
      .select(['admit_at'])
      .where('event_id', '=', matchEventID)
      .where(
        'position',
        'in',
        places.map((place) => place.position),
      )
      .orderBy('position')
      .execute();
    const spacing =
      (line.at(-1)!.admit_at.getTime() - line[0].admit_at.getTime()) / (line.length - 1);
    const rate = admissionRateOf(db).shareAt(Date.now()) * RATE;
    const p = p99(latencies);
    console.log(
      `${name} rush ${((performance.now() - started) / 1000).toFixed(1)} s: wave ${wave}, ` +
        `applies since the last wave ${latencies.length} (p99 ${p === null ? '–' : Math.round(p)} ms), ` +
        `admission rate now ${rate.toFixed(0)}/s of ${RATE}/s, this wave admitted 1 per ${spacing.toFixed(1)} ms`,
    );
  }
  await Promise.all(applies);
}
