/**
 * Live preview (`npm run dev`): how long from saving a race's config to the open page showing the
 * change, and from saving a broken config to its problem showing over the page. Starts the API
 * server and the Vite dev server as `npm run dev` does, opens the race's home in Chromium, then
 * saves the race's config with a new name again and again (restoring the file at the end).
 *
 * Run: npm run bench:preview [-- --race gz-marathon-2027] [-- --runs 7]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createServer } from 'vite';
import { buildServer } from '../../server/app';
import { MEMORY_DATA_DIR } from '../../server/db/connect';
import { launchChromium, median, ms } from './phone';

const { values: args } = parseArgs({
  options: {
    race: { type: 'string', default: 'gz-marathon-2027' },
    runs: { type: 'string', default: '7' },
    port: { type: 'string', default: '4452' },
  },
});

const ROOT = path.resolve(import.meta.dirname, '../..');
const file = path.join(ROOT, 'configs/events', `${args.race}.json`);
const original = readFileSync(file, 'utf8');
const config = JSON.parse(original) as { name: Record<string, string> };
const restore = () => writeFileSync(file, original);
process.on('SIGINT', () => {
  restore();
  process.exit(130);
});

// The API on any free port: the dev server's port is the only one the run needs free.
const api = await buildServer({ dataDir: MEMORY_DATA_DIR, staticDir: null });
await api.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
const vite = await createServer({
  root: ROOT,
  logLevel: 'warn',
  server: {
    port: Number(args.port),
    strictPort: true,
    proxy: { '/api': origin, '/fields': origin },
  },
});
await vite.listen();
const browser = await launchChromium();

/** Saves the config with `edit` applied and times until `shown` is true of the page. */
async function saveAndWait(edit: (text: string) => string, shown: () => Promise<unknown>) {
  const started = performance.now();
  writeFileSync(file, edit(original));
  await shown();
  return performance.now() - started;
}

const reloads: number[] = [];
const problems: number[] = [];
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`http://localhost:${args.port}/?race=${args.race}`);
  await page.getByRole('heading', { name: config.name['zh-CN'] }).first().waitFor();
  for (let run = 1; run <= Number(args.runs); run += 1) {
    const name = `${config.name['zh-CN']} ${run}`;
    reloads.push(
      await saveAndWait(
        (text) => text.replace(`"zh-CN": "${config.name['zh-CN']}"`, `"zh-CN": "${name}"`),
        () => page.getByRole('heading', { name }).first().waitFor(),
      ),
    );
    problems.push(
      await saveAndWait(
        (text) => text.replace(/"edition": "\w+"/, '"edition": "nowhere"'),
        () => page.locator('vite-error-overlay').waitFor(),
      ),
    );
    await saveAndWait(
      (text) => text,
      () => page.locator('vite-error-overlay').waitFor({ state: 'detached' }),
    );
  }
} finally {
  restore();
  await browser.close();
  await vite.close();
  await api.close();
}

console.log(`Live preview of ${args.race}, ${args.runs} saves each (Vite dev server, Chromium):`);
console.log(
  `  save → page shows the change:        median ${ms(median(reloads))}, max ${ms(Math.max(...reloads))}`,
);
console.log(
  `  save → the problem shows over the page: median ${ms(median(problems))}, max ${ms(Math.max(...problems))}`,
);
