/**
 * Start-up time and memory of the production server: the compiled bundle `npm start` runs, beside
 * the same server started through the TypeScript loader (the former `npm start`), in one run.
 *
 * Run: npm run bench:startup [-- --port 4411] [-- --seconds 10] [-- --runs 3]
 *   --port     the servers' port (one at a time)
 *   --seconds  length of the load (autocannon, in a process of its own, on the event detail)
 *   --runs     start-ups of each server, alternating; medians are printed
 *
 * Start-up is from spawning the process to the first answer of the health check, with in-memory
 * data (migrations and seeding included), the app build being fresh. RSS idle is read once the
 * server answered and has been left alone for a second; under load, the highest of samples taken
 * every 100 ms while autocannon runs.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import appConfig from '../../configs/app.json';
import { compileServer, ROOT, rssBytes, startServer } from './production-server';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '4411' },
    seconds: { type: 'string', default: '10' },
    runs: { type: 'string', default: '3' },
  },
});
const port = Number(args.port);

const SERVERS = {
  compiled: ['node', 'dist-server/main.js'],
  'TypeScript loader': ['node', '--import', 'tsx', 'server/main.ts'],
};
type Name = keyof typeof SERVERS;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** autocannon's CLI in its own process, so that it does not share the server's CPU time slice. */
function load(url: string, seconds: number): Promise<{ requests: number; p99: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(ROOT, 'node_modules/.bin/autocannon'),
      ['-j', '-c', '20', '-d', String(seconds), url],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', () => {
      const result = JSON.parse(out) as { requests: { average: number }; latency: { p99: number } };
      resolve({ requests: result.requests.average, p99: result.latency.p99 });
    });
  });
}

interface Run {
  readyMs: number;
  idle: number;
  loaded: number;
  requests: number;
  p99: number;
}

async function run(name: Name, withLoad: boolean): Promise<Run> {
  const server = await startServer(port, SERVERS[name]);
  try {
    const pid = server.process.pid!;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = rssBytes(pid);
    if (!withLoad) return { readyMs: server.readyMs, idle, loaded: 0, requests: 0, p99: 0 };
    let loaded = idle;
    const sampler = setInterval(() => (loaded = Math.max(loaded, rssBytes(pid))), 100);
    const url = `${server.origin}/api/v2/matchH5/detailSimple?matchEventID=${appConfig.defaultEventId}`;
    const result = await load(url, Number(args.seconds));
    clearInterval(sampler);
    return { readyMs: server.readyMs, idle, loaded, ...result };
  } finally {
    await server.stop();
  }
}

compileServer();
const runs: Record<Name, Run[]> = { compiled: [], 'TypeScript loader': [] };
for (let index = 0; index < Number(args.runs); index += 1) {
  for (const name of Object.keys(SERVERS) as Name[]) {
    // Load once per server (the last run): start-up figures do not need it.
    runs[name].push(await run(name, index === Number(args.runs) - 1));
  }
}

const figures = (name: Name) => {
  const all = runs[name];
  const loaded = all[all.length - 1];
  return {
    readyMs: median(all.map((entry) => entry.readyMs)),
    idle: median(all.map((entry) => entry.idle)),
    loaded: loaded.loaded,
    requests: loaded.requests,
    p99: loaded.p99,
  };
};
const ours = figures('compiled');
const base = figures('TypeScript loader');
const row = (label: string, a: number, b: number, unit: (n: number) => string) =>
  `${label.padEnd(30)}${unit(a).padStart(12)}${unit(b).padStart(20)}${(a / b).toFixed(2).padStart(8)}`;

console.log(
  `Production server, medians of ${args.runs} start-ups; load: ${args.seconds} s, 20 connections\n`,
);
console.log(
  `${''.padEnd(30)}${'compiled'.padStart(12)}${'TypeScript loader'.padStart(20)}${'ratio'.padStart(8)}`,
);
console.log(
  row('start-up to first answer', ours.readyMs, base.readyMs, (n) => `${n.toFixed(0)} ms`),
);
console.log(row('RSS idle', ours.idle, base.idle, mb));
console.log(row('RSS under load (peak)', ours.loaded, base.loaded, mb));
console.log(
  row('detailSimple req/s under load', ours.requests, base.requests, (n) => n.toFixed(0)),
);
console.log(row('  p99 latency', ours.p99, base.p99, (n) => `${n} ms`));
