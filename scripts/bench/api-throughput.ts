/**
 * API throughput on PostgreSQL as a registration morning sees it: detailSimple (read) and apply
 * (write, a new runner per request) against 1 and then 2 server processes on one database, each
 * on a fresh database and again after a rush of BENCH_RUSH applies. The load generator is a
 * process of its own (scripts/bench/api-load.ts). Prints req/s, p50, p99, the CPU time each
 * answered request cost the server processes and the database, oversell and lost applications,
 * the machine's load, and the ratios against the figures of the one-row design
 * this replaced (docs/scaling.md), which no longer exists to be measured in the same run.
 * Run: npm run bench:api   (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_RUSH, BENCH_PORTS to change)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/connect';
import { PROJECT_ROOT } from '../../server/paths';
import { findOrCreateRunners, issueTokens } from '../../server/services/auth';
import { EVENTS, FIXTURE_EVENTS } from '../../tests/server/helpers';
import type { LoadJob, LoadResult } from './api-load';
import { cpuMeter, named, treeOf, type ProcessGroup } from './cpu-time';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const RUSH = Number(process.env.BENCH_RUSH ?? 30_000);
const PORTS = (process.env.BENCH_PORTS ?? '4451,4452').split(',').map(Number);
/** 1, then 2 server processes: as many as BENCH_PORTS names ports for. */
const PROCESS_COUNTS = [1, 2].filter((count) => count <= PORTS.length);
/** Tokens for each timed apply run: more than the fastest run can use (a run that uses them all says so). */
const APPLY_TOKENS = Number(process.env.BENCH_APPLY_TOKENS ?? 40_000);
/** Requests of each kind before measuring. */
const WARM_UP = 500;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const EVENT_ID = EVENTS.open.id;
/** Timed applies take this ticket, which never fills. */
const TICKET_ID = EVENTS.open.marathon;
/** The rush takes this one, sold out by its last tenth: oversell would show there. */
const RUSH_TICKET_ID = 900102;
const RUSH_PLACES = RUSH - Math.floor(RUSH / 10);
/** The one-row design's figures (docs/scaling.md, 23 Nov 2026, PostgreSQL, load average 17). */
const BEFORE = { read: 87, apply: 29 };
const TSX = join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx');

function writeEvent(dir: string): void {
  mkdirSync(dir, { recursive: true });
  const event = JSON.parse(readFileSync(join(FIXTURE_EVENTS, 'open-race.json'), 'utf8')) as {
    id: number;
    tickets: { id: number; capacity: number }[];
  };
  const ids = event.tickets.map((ticket) => ticket.id);
  if (event.id !== EVENT_ID || !ids.includes(TICKET_ID) || !ids.includes(RUSH_TICKET_ID)) {
    throw new Error('open-race.json no longer has the race and tickets the bench loads');
  }
  for (const ticket of event.tickets) {
    ticket.capacity = ticket.id === RUSH_TICKET_ID ? RUSH_PLACES : 1_000_000;
  }
  writeFileSync(join(dir, 'bench-race.json'), JSON.stringify(event));
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 1500 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function freshDatabase(): Promise<{ url: string; name: string }> {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

async function prepareTokens(database: Database, count: number): Promise<string[]> {
  const tokens: string[] = [];
  const now = new Date();
  for (let start = 0; start < count; start += 2000) {
    const phones = Array.from(
      { length: Math.min(2000, count - start) },
      (_, i) => `13${String(start + i).padStart(9, '0')}`,
    );
    const ids = await findOrCreateRunners(database.db, phones, now);
    tokens.push(...(await issueTokens(database.db, ids, now)).map((issued) => issued.token));
  }
  return tokens;
}

function startServer(port: number, url: string, eventsDir: string): Promise<ChildProcess> {
  const child = spawn(TSX, [join(PROJECT_ROOT, 'scripts/bench/api-server.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      EVENTS_DIR: eventsDir,
      BENCH_SECRET: randomBytes(32).toString('hex'),
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`server on port ${port} exited with ${code}`)));
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function runLoad(job: LoadJob, work: string): Promise<LoadResult> {
  const file = join(work, `load-${randomBytes(4).toString('hex')}.json`);
  writeFileSync(file, JSON.stringify(job));
  const child = spawn(TSX, [join(PROJECT_ROOT, 'scripts/bench/api-load.ts'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as LoadResult)
        : reject(new Error(`load generator exited with ${code}`)),
    );
  });
}

function applyBody(ticketId: number): string {
  return new URLSearchParams({
    matchEventID: String(EVENT_ID),
    ticketDefIDs: String(ticketId),
    countryType: '1',
    applyType: '1',
    formValues: JSON.stringify({ name: 'Bench Runner', gender: 1 }),
  }).toString();
}

interface Row {
  processes: number;
  phase: string;
  endpoint: string;
  load: string;
  result: LoadResult;
  /** CPU milliseconds the run cost, in all: the server processes' and PostgreSQL's. */
  cpu?: { server: number; database: number };
}

const uptime = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function benchProcesses(processes: number, work: string, eventsDir: string) {
  const { url, name } = await freshDatabase();
  const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
  try {
    const rows = await measureAll(processes, url, database, work, eventsDir);
    await checkConsistency(processes, database, rows);
    return rows;
  } finally {
    await database.close();
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

async function measureAll(
  processes: number,
  url: string,
  database: Database,
  work: string,
  eventsDir: string,
): Promise<Row[]> {
  const servers: ChildProcess[] = [];
  const rows: Row[] = [];
  const serverProcesses: ProcessGroup = (all) =>
    servers.flatMap((server) => (server.pid ? treeOf(server.pid)(all) : []));
  /** `runLoad` with the CPU time the server processes and the database spent meanwhile. */
  const timedLoad = async (job: LoadJob) => {
    const meter = cpuMeter({ server: serverProcesses, database: named('postgres') });
    const result = await runLoad(job, work);
    return { result, cpu: meter() };
  };
  try {
    // The first server creates the schema and the race; the others start on it.
    for (const port of PORTS.slice(0, processes))
      servers.push(await startServer(port, url, eventsDir));
    const tokens = await prepareTokens(database, RUSH + 2 * APPLY_TOKENS + WARM_UP);
    const urls = (path: string) =>
      PORTS.slice(0, processes).map((port) => `http://127.0.0.1:${port}/api/v2/${path}`);
    const measure = async (phase: string, applyTokens: string[]) => {
      for (const [endpoint, job] of [
        [
          'GET detailSimple',
          { urls: urls(`matchH5/detailSimple?matchEventID=${EVENT_ID}`), method: 'GET' },
        ],
        [
          'POST apply',
          {
            urls: urls('matchH5/apply'),
            method: 'POST',
            body: applyBody(TICKET_ID),
            tokens: applyTokens,
          },
        ],
      ] as const) {
        const load = uptime();
        const run = await timedLoad({ ...job, connections: CONNECTIONS, duration: SECONDS });
        rows.push({ processes, phase, endpoint, load, ...run });
      }
    };
    // Compiled code and warm pools first, so that "fresh" measures the database, not start-up.
    await runLoad(
      {
        urls: urls(`matchH5/detailSimple?matchEventID=${EVENT_ID}`),
        method: 'GET',
        connections: CONNECTIONS,
        amount: WARM_UP,
      },
      work,
    );
    await runLoad(
      {
        urls: urls('matchH5/apply'),
        method: 'POST',
        body: applyBody(TICKET_ID),
        connections: CONNECTIONS,
        amount: WARM_UP,
        tokens: tokens.slice(-WARM_UP),
      },
      work,
    );
    await measure('fresh', tokens.slice(RUSH, RUSH + APPLY_TOKENS));
    const load = uptime();
    const rush = await timedLoad({
      urls: urls('matchH5/apply'),
      method: 'POST',
      body: applyBody(RUSH_TICKET_ID),
      connections: CONNECTIONS,
      amount: RUSH,
      tokens: tokens.slice(0, RUSH),
    });
    rows.push({ processes, phase: `rush of ${RUSH}`, endpoint: 'POST apply', load, ...rush });
    await measure(`after ${RUSH}`, tokens.slice(RUSH + APPLY_TOKENS, RUSH + 2 * APPLY_TOKENS));
  } finally {
    // Stopping waits for requests still in flight, so the check below sees all of them.
    await Promise.all(servers.map(stopServer));
  }
  return rows;
}

/** Oversell and lost applications, read in one statement, one snapshot. */
async function checkConsistency(processes: number, database: Database, rows: Row[]) {
  const accepted = rows
    .filter((row) => row.endpoint === 'POST apply')
    .reduce((sum, row) => sum + row.result.ok, 0);
  const check = await sql<{ orders: number; holding: number; taken: number; oversold: number }>`
    select (select count(*)::int from application) as orders,
           (select count(*)::int from application_ticket at join application a
              on a.id = at.application_id where a.holds_capacity) as holding,
           (select count(*)::int from ticket_place where taken) as taken,
           (select coalesce(sum(greatest(0, (select count(*) from ticket_place p
              where p.ticket_id = t.id and p.taken) - t.capacity)), 0)::int from ticket t) as oversold`
    .execute(database.db)
    .then((result) => result.rows[0]);
  const lost = Math.max(0, accepted - check.orders);
  const verdict = lost === 0 && check.oversold === 0 && check.holding === check.taken;
  console.log(
    `${processes} process(es): ${accepted} applies answered 200, ${check.orders} orders stored, ` +
      `${check.taken} places taken for ${check.holding} order tickets holding one, ` +
      `oversell ${check.oversold}, lost ${lost} (${verdict ? 'consistent' : 'MISMATCH'})`,
  );
}

/** CPU milliseconds per answered request, or "n/a" where CPU time cannot be read. */
function perRequest(ms: number | undefined, result: LoadResult): string {
  const answered = result.ok + result.notOk;
  return ms === undefined || answered === 0 ? 'n/a' : (ms / answered).toFixed(3);
}

function printTable(rows: Row[]): void {
  const lines = [
    [
      'processes',
      'phase',
      'endpoint',
      'req/s',
      'p50 ms',
      'p99 ms',
      'server CPU ms/req',
      'db CPU ms/req',
      '2xx',
      'non-2xx',
      'errors',
      'load avg',
    ],
    ...rows.map(({ processes, phase, endpoint, load, result, cpu }) => [
      String(processes),
      phase,
      endpoint,
      result.reqPerSec.toFixed(0),
      String(result.p50),
      String(result.p99),
      perRequest(cpu?.server, result),
      perRequest(cpu?.database, result),
      String(result.ok),
      String(result.notOk),
      result.tokensRanOut ? `${result.errors}, tokens ran out` : String(result.errors),
      load,
    ]),
  ];
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  for (const [index, line] of lines.entries()) {
    console.log(line.map((cell, column) => cell.padEnd(widths[column])).join('  '));
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  }
  if (rows.some((row) => row.result.tokensRanOut)) {
    console.log(
      'A run sent requests after its last token, so its figures are not of sign-ups alone: ' +
        'run again with a larger BENCH_APPLY_TOKENS.',
    );
  }
}

function printRatios(rows: Row[]): void {
  const rate = (processes: number, phase: string, endpoint: string) =>
    rows.find(
      (row) => row.processes === processes && row.phase === phase && row.endpoint === endpoint,
    )?.result.reqPerSec ?? 0;
  const after = `after ${RUSH}`;
  const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : 'n/a');
  for (const processes of PROCESS_COUNTS) {
    console.log(
      `${processes} process(es): apply ${ratio(rate(processes, 'fresh', 'POST apply'), BEFORE.apply)} ` +
        `and detail ${ratio(rate(processes, 'fresh', 'GET detailSimple'), BEFORE.read)} the one-row design's ` +
        `(${BEFORE.apply} apply/s, ${BEFORE.read} detail/s); after the rush detail is ` +
        `${ratio(rate(processes, after, 'GET detailSimple'), rate(processes, 'fresh', 'GET detailSimple'))} ` +
        `and apply ${ratio(rate(processes, after, 'POST apply'), rate(processes, 'fresh', 'POST apply'))} of fresh`,
    );
  }
  if (!PROCESS_COUNTS.includes(2)) return;
  console.log(
    `2 processes vs 1: apply ${ratio(rate(2, 'fresh', 'POST apply'), rate(1, 'fresh', 'POST apply'))}, ` +
      `detail ${ratio(rate(2, 'fresh', 'GET detailSimple'), rate(1, 'fresh', 'GET detailSimple'))}`,
  );
}

const work = mkdtempSync(join(tmpdir(), 'bench-api-'));
const eventsDir = join(work, 'events');
writeEvent(eventsDir);
console.log(
  `API throughput on PostgreSQL: ${SECONDS} s per run, ${CONNECTIONS} connections, load generator ` +
    `in its own process, servers on ports ${PORTS.join(', ')}; load average at start ${uptime()}.`,
);
const rows: Row[] = [];
try {
  for (const processes of PROCESS_COUNTS) {
    const measured = await benchProcesses(processes, work, eventsDir);
    printTable(measured);
    rows.push(...measured);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
printRatios(rows);
