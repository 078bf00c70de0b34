/**
 * First paint of a cold event home on a cheap phone (see phone.ts): first contentful paint,
 * largest contentful paint, and "sign-up button ready" (enabled, so a tap works, as first
 * painted), cold (empty cache) and warm (the same browser opening it again). Prints medians, and
 * with --before the same figures of another build measured in the same run, alternating.
 *
 * Run: npm run bench:paint [-- --before /path/to/old/dist] [-- --runs 5]
 *   --dist    the build to measure (default dist/, made by `npx vite build`)
 *   --before  a build to compare with (e.g. one made from the main branch)
 *   --port    the port of the server this starts (default 4442)
 */
import type { Page } from '@playwright/test';
import appConfig from '../../configs/app.json';
import {
  comparePhoneBuilds,
  comparisonArgs,
  medianWithSpread,
  PHONE_PROFILE,
  signUpReadiness,
} from './phone';

const args = comparisonArgs({ runs: 5, port: 4442 });

interface Visit {
  fcp: number;
  lcp: number;
  ready: number;
}
interface Sample {
  cold: Visit;
  warm: Visit;
}

/** Opens the default event's home; times from navigation start, read from the page itself. */
async function visit(
  page: Page,
  open: (url: string) => Promise<number>,
  url: string,
): Promise<Visit> {
  const ready = await open(url);
  return page.evaluate(
    (ready) =>
      new Promise<Visit>((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
        // The largest paint so far is reported to a buffered observer on its first callback.
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve({ fcp, lcp: entries[entries.length - 1]?.startTime ?? NaN, ready });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
    ready,
  );
}

const samples = await comparePhoneBuilds(args, async (page, routeUrl): Promise<Sample> => {
  const home = routeUrl(`#/index/${appConfig.defaultEventId}`);
  const open = await signUpReadiness(page);
  const cold = await visit(page, open, home);
  await page.goto('about:blank');
  const warm = await visit(page, open, home);
  return { cold, warm };
});
console.log(
  `${PHONE_PROFILE}; event home ${appConfig.defaultEventId}; medians of ${args.runs} (middle half)`,
);
for (const [name, list] of Object.entries(samples)) {
  for (const when of ['cold', 'warm'] as const) {
    const of = (key: keyof Visit) => medianWithSpread(list.map((s) => s[when][key]));
    console.log(
      `${name.padEnd(6)} ${when}  FCP ${of('fcp')}, LCP ${of('lcp')}, sign-up button ready ${of('ready')}`,
    );
  }
}
