/**
 * A cheap phone on a slow network, for the benchmarks that time what a runner sees: 390×844,
 * slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up) and 4× CPU slowdown through the DevTools
 * protocol, and one server that serves the API and each build to compare under a prefix of its
 * own (`/after/`, `/before/`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { buildServer } from '../../server/app';
import { MEMORY_DATA_DIR } from '../../server/db/connect';
import { registerStaticApp } from '../../server/http/delivery';

export const RTT_MS = 150;
export const DOWN_BPS = 1.6e6;
export const UP_BPS = 750e3;
export const CPU_SLOWDOWN = 4;
export const PHONE_PROFILE = `phone 390×844, ${RTT_MS} ms RTT, ${DOWN_BPS / 1e6} Mbps, ${CPU_SLOWDOWN}× CPU`;

/**
 * The flags of a benchmark that measures a build beside another: --dist (default dist/), --before,
 * --runs and --port, with this benchmark's defaults.
 */
export function comparisonArgs(defaults: { runs: number; port: number }) {
  return parseArgs({
    options: {
      dist: { type: 'string', default: 'dist' },
      before: { type: 'string' },
      runs: { type: 'string', default: String(defaults.runs) },
      port: { type: 'string', default: String(defaults.port) },
    },
  }).values;
}

/** The builds to measure: `after` (the --dist build) and, with --before, the one to compare. */
function buildsToCompare(dist: string, before?: string): Record<string, string> {
  const check = (dir: string) => {
    const resolved = path.resolve(dir);
    if (!existsSync(path.join(resolved, 'index.html'))) {
      console.error(`No build in ${resolved}: run "npx vite build" first.`);
      process.exit(1);
    }
    return resolved;
  };
  return before ? { after: check(dist), before: check(before) } : { after: check(dist) };
}

/**
 * The API with in-memory data, and each build under `/{name}/` (the app's base is relative),
 * delivered as the server delivers the app: compressed copies, hashed assets cached.
 */
async function serveBuilds(builds: Record<string, string>, port: number) {
  const server = await buildServer({
    dataDir: MEMORY_DATA_DIR,
    staticDir: null,
    logLevel: undefined,
  });
  for (const [name, root] of Object.entries(builds)) {
    await registerStaticApp(server, root, `/${name}/`);
  }
  await server.listen({ host: '127.0.0.1', port });
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** A page in a new context (empty cache), throttled to the phone profile. */
async function newPhonePage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
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
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/** The event home's sign-up button. */
const SIGN_UP_BUTTON = '.block-apply .adm-button';

interface Watched {
  binding: string;
  selector: string;
  /** Whether it counts only once it is not disabled. */
  enabled: boolean;
}

/**
 * Runs in the page from its first byte (an init script): reports through `binding` when an
 * element matching `selector` first shows (enabled, if asked), on the page's clock, in the task
 * after the frame that paints it, as a runner first sees it.
 */
function reportShown({ binding, selector, enabled }: Watched): void {
  const observer = new MutationObserver(() => {
    const element = document.querySelector(selector);
    if (!element || (enabled && element.hasAttribute('disabled'))) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () =>
        (window as unknown as Record<string, (at: number) => void>)[binding]!(performance.now());
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
}

/**
 * Answers a function that opens an address in `page` and answers when `selector` first showed
 * there (see reportShown), from navigation start. The page tells it itself: waiting for it from
 * outside (`waitForFunction`) starts only once the page has loaded, and the script it injects
 * then takes the page's main thread while the screen renders (30–40 ms at 4× CPU), so it read
 * late, and no earlier than the load event.
 */
export async function shownAt(
  page: Page,
  selector: string,
  { enabled = false } = {},
): Promise<(url: string) => Promise<number>> {
  const binding = 'benchShown';
  let report: ((at: number) => void) | undefined;
  await page.exposeBinding(binding, (_source, at: number) => report?.(at));
  await page.addInitScript(reportShown, { binding, selector, enabled });
  return async (url) => {
    const shown = new Promise<number>((resolve) => (report = resolve));
    await page.goto(url);
    return shown;
  };
}

/** `shownAt` for an event home's sign-up button, ready: enabled, so a tap works. */
export const signUpReadiness = (page: Page) => shownAt(page, SIGN_UP_BUTTON, { enabled: true });

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * The median of `values` in milliseconds, with the middle half of them (first to third quartile)
 * beside it: runs of one build on one machine spread by a few hundred milliseconds under the
 * throttled CPU, and the spread tells a change from that noise.
 */
export function medianWithSpread(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  // Outward to the nearest run: with few runs the range widens rather than collapses on the median.
  const last = sorted.length - 1;
  const low = Math.round(sorted[Math.floor(0.25 * last)]);
  const high = Math.round(sorted[Math.ceil(0.75 * last)]);
  return `${ms(median(values))} (${low}–${high})`;
}

/**
 * The phone-profile comparison the page benchmarks share: the --dist build (`after`) and, with
 * --before, the other one, served side by side; `runs` samples of each, the builds taking turns
 * so that the machine's load falls on all alike, each sample on a new phone page (empty cache)
 * given the address of a route of its build. The browser and the server are closed after.
 */
export async function comparePhoneBuilds<T>(
  args: ReturnType<typeof comparisonArgs>,
  sample: (page: Page, routeUrl: (route: string) => string) => Promise<T>,
): Promise<Record<string, T[]>> {
  const builds = buildsToCompare(args.dist, args.before);
  const server = await serveBuilds(builds, Number(args.port));
  const browser = await launchChromium();
  try {
    const samples: Record<string, T[]> = Object.fromEntries(
      Object.keys(builds).map((name) => [name, []]),
    );
    for (let run = 0; run < Number(args.runs); run += 1) {
      for (const name of Object.keys(builds)) {
        const { context, page } = await newPhonePage(browser);
        try {
          samples[name].push(await sample(page, (route) => `${server.origin}/${name}/${route}`));
        } finally {
          await context.close();
        }
      }
    }
    return samples;
  } finally {
    await browser.close();
    await server.close();
  }
}
