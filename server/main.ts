import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer } from './app';
import { serverOptionsFromEnv } from './config';
import { openDatabase } from './db/connect';
import { DIST_DIR, PROJECT_ROOT } from './paths';

/** Builds the app once when there is no build yet; the API starts either way. */
function ensureAppBuilt(): void {
  if (existsSync(join(DIST_DIR, 'index.html'))) return;
  console.log('No app build in dist/ yet: running "npx vite build"…');
  const result = spawnSync('npx', ['vite', 'build'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  if (result.status !== 0) console.warn('The app build failed; serving a placeholder page at /.');
}

const env = process.env;
ensureAppBuilt();
const options = serverOptionsFromEnv(env);
const database = await openDatabase(options);
const app = await buildServer({ ...options, database, staticDir: DIST_DIR });
const port = Number(env.PORT || 8080);
const host = env.HOST || '127.0.0.1';
await app.listen({ port, host });

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
