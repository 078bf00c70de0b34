/**
 * Tap "sign up" on a cold event home → the first gate page shown, on a cheap phone: 390×844,
 * slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up) and 4× CPU slowdown through the DevTools
 * protocol. Each sample is a new browser context (empty cache); the runner reads the home for two
 * seconds before tapping, as a runner would. Prints medians, and with --before the same figures
 * of another build measured in the same run, alternating, and the ratio.
 *
 * Run: npm run bench:tap [-- --before /path/to/old/dist] [-- --runs 3]
 *   --dist    the build to measure (default dist/, made by `npx vite build`)
 *   --before  a build to compare with (e.g. one made from the main branch)
 *   --port    the port of the server this starts (default 4441)
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import fastifyStatic from '@fastify/static';
import { chromium, type Browser } from '@playwright/test';
import appConfig from '../../configs/app.json';
import { buildServer } from '../../server/app';
import { MEMORY_DATA_DIR } from '../../server/db/connect';

const { values: args } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    before: { type: 'string' },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4441' },
  },
});

const READING_MS = 2000;
const RTT_MS = 150;
const DOWN_BPS = 1.6e6;
const UP_BPS = 750e3;

function checkBuild(dir: string): string {
  const resolved = path.resolve(dir);
  if (!existsSync(path.join(resolved, 'index.html'))) {
    console.error(`No build in ${resolved}: run "npx vite build" first.`);
    process.exit(1);
  }
  return resolved;
}

const builds: Record<string, string> = { after: checkBuild(args.dist) };
if (args.before) builds.before = checkBuild(args.before);

// One server: the API, and each build under a prefix of its own (the app's base is relative).
const server = await buildServer({
  dataDir: MEMORY_DATA_DIR,
  staticDir: null,
  logLevel: undefined,
});
for (const [name, root] of Object.entries(builds)) {
  await server.register(fastifyStatic, { root, prefix: `/${name}/`, decorateReply: false });
}
await server.listen({ host: '127.0.0.1', port: Number(args.port) });
const origin = `http://127.0.0.1:${args.port}`;

interface Sample {
  /** Navigation start → the sign-up button enabled. */
  ready: number;
  /** Tap → the first gate page's step line painted. */
  tap: number;
}

async function sample(browser: Browser, build: string): Promise<Sample> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: RTT_MS,
    downloadThroughput: DOWN_BPS / 8,
    uploadThroughput: UP_BPS / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const marks = { tap: 0, gate: 0 };
    (window as unknown as { benchMarks: typeof marks }).benchMarks = marks;
    window.addEventListener('pointerdown', () => (marks.tap = performance.now()), true);
    new MutationObserver(() => {
      if (!marks.gate && marks.tap && document.querySelector('.gate__step')) {
        marks.gate = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${origin}/${build}/#/index/${appConfig.defaultEventId}`);
  const button = page.getByRole('button', { name: '立即报名' });
  await button.waitFor();
  await page.waitForFunction(
    () => !document.querySelector('.block-apply .adm-button')?.hasAttribute('disabled'),
  );
  const ready = await page.evaluate(() => performance.now());
  await page.waitForTimeout(READING_MS);
  await button.tap();
  await page.locator('.gate__step').waitFor();
  const marks = await page.evaluate(
    () => (window as unknown as { benchMarks: { tap: number; gate: number } }).benchMarks,
  );
  await context.close();
  return { ready, tap: marks.gate - marks.tap };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${Math.round(value)} ms`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const samples: Record<string, Sample[]> = Object.fromEntries(
    Object.keys(builds).map((name) => [name, []]),
  );
  for (let run = 0; run < Number(args.runs); run += 1) {
    // Alternating, so that the machine's load falls on both builds alike.
    for (const name of Object.keys(builds)) samples[name].push(await sample(browser, name));
  }
  console.log(
    `phone 390×844, ${RTT_MS} ms RTT, ${DOWN_BPS / 1e6} Mbps, 4× CPU; medians of ${args.runs}`,
  );
  const result: Record<string, { ready: number; tap: number }> = {};
  for (const [name, list] of Object.entries(samples)) {
    result[name] = { ready: median(list.map((s) => s.ready)), tap: median(list.map((s) => s.tap)) };
    console.log(
      `${name.padEnd(6)} button ready ${ms(result[name].ready)}, tap → gate page ${ms(result[name].tap)}` +
        `  (taps: ${list.map((s) => ms(s.tap)).join(', ')})`,
    );
  }
  if (result.before) {
    const ratio = (key: 'ready' | 'tap') => (result.before[key] / result.after[key]).toFixed(1);
    console.log(`before/after: button ready ${ratio('ready')}×, tap → gate page ${ratio('tap')}×`);
  }
} finally {
  await browser.close();
  await server.close();
}
