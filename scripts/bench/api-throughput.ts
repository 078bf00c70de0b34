/**
 * API throughput: requests per second and latency for detailSimple (read) and apply (write,
 * a new runner per request) on PGlite and, when 127.0.0.1:5432 answers, PostgreSQL.
 * Run: npx tsx scripts/bench/api-throughput.ts   (BENCH_SECONDS, BENCH_CONNECTIONS to change)
 * The load generator shares the process (and the 2 cores) with the server, so the figures are
 * a floor, comparable between runs on the same machine.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { buildServer } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/connect';
import { findOrCreateRunners, issueTokens } from '../../server/services/auth';
import { EVENTS, FIXTURE_EVENTS } from '../../tests/server/helpers';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const EVENT_ID = EVENTS.open.id;
const TICKET_ID = EVENTS.open.marathon;
/** Tokens prepared for apply: more than the fastest run can use, so every apply is a new runner. */
const RUNNERS = Number(process.env.BENCH_RUNNERS ?? 40_000);

/**
 * The race under load: the server tests' open race (a whole, checked config, so that it keeps up
 * with the config schema), with room for every runner of the run.
 */
function writeEvent(dir: string): void {
  mkdirSync(dir, { recursive: true });
  const event = JSON.parse(readFileSync(join(FIXTURE_EVENTS, 'open-race.json'), 'utf8')) as {
    id: number;
    tickets: { id: number; capacity: number }[];
  };
  if (event.id !== EVENT_ID || !event.tickets.some((ticket) => ticket.id === TICKET_ID)) {
    throw new Error('open-race.json no longer has the race and ticket the bench loads');
  }
  for (const ticket of event.tickets) ticket.capacity = 1_000_000;
  writeFileSync(join(dir, 'bench-race.json'), JSON.stringify(event));
}

async function postgresDatabase(): Promise<(Database & { drop(): Promise<void> }) | null> {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 1500 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
  return {
    ...database,
    drop: async () => {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function prepareTokens(database: Database): Promise<string[]> {
  const tokens: string[] = [];
  const now = new Date();
  for (let start = 0; start < RUNNERS; start += 2000) {
    const phones = Array.from(
      { length: Math.min(2000, RUNNERS - start) },
      (_, i) => `13${String(start + i).padStart(9, '0')}`,
    );
    const ids = await findOrCreateRunners(database.db, phones, now);
    tokens.push(...(await issueTokens(database.db, ids, now)).map((issued) => issued.token));
  }
  return tokens;
}

interface Row {
  database: string;
  endpoint: string;
  result: Result;
}

async function benchDatabase(label: string, database: Database, eventsDir: string): Promise<Row[]> {
  const app = await buildServer({
    database,
    eventsDir,
    production: true,
    paymentSecret: randomBytes(32).toString('hex'),
    logLevel: undefined,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const tokens = await prepareTokens(database);
  try {
    const read = await autocannon({
      url: `${base}/api/v2/matchH5/detailSimple?matchEventID=${EVENT_ID}`,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    let next = 0;
    const body = new URLSearchParams({
      matchEventID: String(EVENT_ID),
      ticketDefIDs: String(TICKET_ID),
      countryType: '1',
      applyType: '1',
      formValues: JSON.stringify({ name: 'Bench Runner', gender: 1 }),
    }).toString();
    const write = await autocannon({
      url: `${base}/api/v2/matchH5/apply`,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, authorization: tokens[next++ % tokens.length] },
          }),
        },
      ],
    });
    return [
      { database: label, endpoint: 'GET detailSimple', result: read },
      { database: label, endpoint: 'POST apply', result: write },
    ];
  } finally {
    // Closing waits for requests still in flight, so the check below sees all of them.
    await app.close();
  }
}

/** Every stored order took exactly one place: read in one statement, one snapshot. */
async function checkConsistency(
  label: string,
  database: Database,
  accepted: number,
): Promise<void> {
  const { orders, sold } = await sql<{ orders: number; sold: number }>`
    select (select count(*)::int from application) as orders,
           (select sold from ticket where id = ${TICKET_ID}) as sold`
    .execute(database.db)
    .then((result) => result.rows[0]);
  const verdict = orders === sold && orders >= accepted ? 'consistent' : 'MISMATCH';
  console.log(
    `${label}: ${accepted} applications answered 200 in time, ${orders} orders stored, ${sold} places taken (${verdict})`,
  );
}

function printTable(rows: Row[]): void {
  const lines = [
    ['database', 'endpoint', 'req/s', 'p50 ms', 'p99 ms', '2xx', 'non-2xx', 'errors'],
    ...rows.map(({ database, endpoint, result }) => [
      database,
      endpoint,
      result.requests.average.toFixed(0),
      String(result.latency.p50),
      String(result.latency.p99),
      String(result['2xx']),
      String(result.non2xx),
      String(result.errors + result.timeouts),
    ]),
  ];
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  for (const [index, line] of lines.entries()) {
    console.log(line.map((cell, column) => cell.padEnd(widths[column])).join('  '));
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  }
}

const work = mkdtempSync(join(tmpdir(), 'bench-api-'));
const eventsDir = join(work, 'events');
writeEvent(eventsDir);
console.log(
  `API throughput: ${SECONDS} s per endpoint, ${CONNECTIONS} connections, loopback, server and load in one process.`,
);
const rows: Row[] = [];
try {
  const pglite = await openDatabase({ dataDir: join(work, 'pglite') });
  try {
    rows.push(...(await benchDatabase('PGlite (folder)', pglite, eventsDir)));
    await checkConsistency('PGlite (folder)', pglite, rows[1].result['2xx']);
  } finally {
    await pglite.close();
  }
  const postgres = await postgresDatabase();
  if (postgres) {
    try {
      rows.push(...(await benchDatabase('PostgreSQL', postgres, eventsDir)));
      await checkConsistency('PostgreSQL', postgres, rows[3].result['2xx']);
    } finally {
      await postgres.close();
      await postgres.drop();
    }
  } else {
    console.log(`PostgreSQL not reachable at ${ADMIN_URL}: skipped.`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
printTable(rows);
