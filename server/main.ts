import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { staleBuildReason } from './appBuild';
import { buildServer } from './app';
import { serverOptionsFromEnv } from './config';
import { openDatabase } from './db/connect';
import { DIST_DIR, EVENTS_DIR, PROJECT_ROOT } from './paths';

/**
 * Builds the app first whenever dist/ does not show what is in the project now (no build yet, a
 * config or source file newer than it, another events folder), so that `npm start` always serves
 * the configs as they are. The API starts either way.
 */
function ensureAppBuilt(eventsDir: string): void {
  const reason = staleBuildReason(eventsDir);
  if (!reason) return;
  console.log(`${reason}: running "npx vite build"…`);
  const result = spawnSync('npx', ['vite', 'build'], {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
    // The app is always built for production: a NODE_ENV of the server's own (test) would
    // otherwise give React's development build, which runs each effect twice.
    env: { ...process.env, EVENTS_DIR: eventsDir, NODE_ENV: 'production' },
  });
  if (result.status !== 0) console.warn('The app build failed; serving a placeholder page at /.');
}

const env = process.env;
const options = serverOptionsFromEnv(env);
ensureAppBuilt(options.eventsDir ?? EVENTS_DIR);
const database = await openDatabase(options);
const app = await buildServer({ ...options, database, staticDir: DIST_DIR });
const host = env.HOST || '127.0.0.1';
await app.listen({ port: Number(env.PORT || 8080), host });

// The port the server got, which is a free one when PORT is 0.
const { port } = app.server.address() as AddressInfo;
const shownHost = host.includes(':') ? `[${host}]` : host;
console.log(`Race sign-up is running at http://${shownHost}:${port}/`);
console.log(`API: base A ${options.baseA ?? '/api/v2'}, base B ${options.baseB ?? '/api'}`);
console.log(`Data: ${database.location}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await app.close();
    await database.close();
    process.exit(0);
  });
}
