/**
 * JavaScript a runner's phone downloads to show an event home, as Chromium really fetches it and
 * in the encoding the server really sends (the brotli copies of the build): the built app is
 * served by the reference server (in-memory database), the page is opened at phone size and every
 * JavaScript response until the page is settled is counted, in two parts: the files asked for
 * before the home's blocks were on screen (what the runner waits for), and those the home fetches
 * for the pages after it once it is shown and idle. Beside it, the floor app of issue 17 (React,
 * react-dom, the data router, i18next, axios; no form) built from the installed packages and
 * weighed the same way: the goal is a home within 15 KB of it.
 *
 * Run: npm run bench:home [-- --dist dist] [-- --event 1001] [-- --lang zh-CN]
 *   --dist   the build to measure (default dist/, made by `npx vite build`)
 *   --event  the event whose home is opened (default: the app's default event)
 *   --lang   the runner's saved language (default: the app's first language)
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import appConfig from '../../configs/app.json';
import { buildServer } from '../../server/app';
import { MEMORY_DATA_DIR } from '../../server/db/connect';
import { floorAppSize } from './floor-app';

/** Issue 17: the home may weigh at most this much more than the floor app. */
const OVER_FLOOR = 15 * 1024;

const { values: args } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    event: { type: 'string', default: String(appConfig.defaultEventId) },
    lang: { type: 'string', default: appConfig.languages[0] },
  },
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const staticDir = path.resolve(args.dist);
if (!existsSync(path.join(staticDir, 'index.html'))) {
  console.error(`No build in ${staticDir}: run "npx vite build" first.`);
  process.exit(1);
}

const server = await buildServer({ dataDir: MEMORY_DATA_DIR, staticDir, logLevel: undefined });
await server.listen({ host: '127.0.0.1', port: 0 });
const origin = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

/** Marks when the home's blocks are first on screen, on the page's own clock. */
function markHomeShown(): void {
  new MutationObserver((_, observer) => {
    if (!document.querySelector('.block-list')) return;
    performance.mark('home-shown');
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

interface Script {
  file: string;
  raw: number;
  /** Body bytes as sent, and in which encoding. */
  sent: number;
  encoding: string;
}

try {
  const page = await browser.newPage({ viewport: { width: 375, height: 667 } });
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), args.lang);
  await page.addInitScript(markHomeShown);
  const pending: Promise<Script | null>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin || !url.pathname.endsWith('.js')) return;
    pending.push(
      Promise.all([response.body(), response.request().sizes(), response.allHeaders()]).then(
        ([body, sizes, headers]) => ({
          file: url.pathname.slice(1),
          raw: body.length,
          sent: sizes.responseBodySize,
          encoding: headers['content-encoding'] ?? 'none',
        }),
        () => null,
      ),
    );
  });
  await page.goto(`${origin}/#/index/${args.event}`);
  await page.locator('.block-list').waitFor();
  await page.waitForLoadState('networkidle');

  const scripts = (await Promise.all(pending))
    .filter((script): script is Script => script !== null)
    .sort((a, b) => b.sent - a.sent);
  const { shownAt, starts } = await page.evaluate(() => ({
    shownAt: performance.getEntriesByName('home-shown')[0]?.startTime ?? Infinity,
    starts: performance
      .getEntriesByType('resource')
      .map((entry) => [new URL(entry.name).pathname.slice(1), entry.startTime] as const),
  }));
  const startOf = new Map(starts);
  const forHome = scripts.filter((script) => (startOf.get(script.file) ?? 0) < shownAt);
  const forNext = scripts.filter((script) => !forHome.includes(script));
  const sum = (list: Script[]) => list.reduce((total, script) => total + script.sent, 0);
  const total = sum(forHome);
  const encodings = [...new Set(scripts.map((script) => script.encoding))].join(', ');

  const list = (title: string, part: Script[]) => {
    console.log(`${title}: ${kb(sum(part))} in ${part.length} files\n`);
    console.log(`${'sent'.padStart(10)}${'raw'.padStart(11)}  file`);
    for (const script of part) {
      console.log(`${kb(script.sent).padStart(10)}${kb(script.raw).padStart(11)}  ${script.file}`);
    }
    console.log('');
  };
  console.log(`JavaScript fetched by the event home #/index/${args.event} (${args.lang})\n`);
  list('to show the home', forHome);
  list('for the pages after it, once the home is shown and idle', forNext);
  const floor = await floorAppSize();
  const over = total - floor;
  console.log(
    `the home ${kb(total)} as sent (${encodings}) in ${forHome.length} files; ` +
      `with what it fetches for the next pages ${kb(sum(scripts))} in ${scripts.length}`,
  );
  console.log(`floor app (react, react-dom, data router, i18next, axios; brotli): ${kb(floor)}`);
  console.log(
    `home − floor ${kb(over)}; goal ≤ ${kb(OVER_FLOOR)}: ${over <= OVER_FLOOR ? 'met' : 'NOT MET'} ` +
      `(load average ${loadavg()[0].toFixed(1)})`,
  );
} finally {
  await browser.close();
  await server.close();
}
