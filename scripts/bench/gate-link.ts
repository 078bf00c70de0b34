/**
 * A link straight to a race's first gate page, opened cold on a cheap phone (see phone.ts), as a
 * runner opens one that was shared, or reloads that page: time to the gate's step line painted,
 * and the script files and bytes the page asked for by then. Prints medians, and with --before
 * the same figures of another build measured in the same run, alternating.
 *
 * Run: npm run bench:gate [-- --before /path/to/old/dist] [-- --runs 15]
 *   --dist    the build to measure (default dist/, made by `npx vite build`)
 *   --before  a build to compare with (e.g. one made from the main branch)
 *   --port    the port of the server this starts (default 4443)
 */
import appConfig from '../../configs/app.json';
import { loadEventConfigs } from '../../core/config/eventConfigs';
import {
  comparePhoneBuilds,
  comparisonArgs,
  median,
  medianWithSpread,
  PHONE_PROFILE,
  shownAt,
} from './phone';

const args = comparisonArgs({ runs: 15, port: 4443 });

/** The default race's first gate page, its config read as the app gets it. */
function firstGateRoute(): string {
  const event = loadEventConfigs('configs/events').events.find(
    ({ config }) => config.id === appConfig.defaultEventId,
  )?.config;
  const gate = event?.gates?.[0];
  if (!event || !gate) throw new Error(`Race ${appConfig.defaultEventId} has no gate page`);
  return `#/${gate.type}?eventId=${event.id}`;
}

interface Sample {
  shown: number;
  files: number;
  bytes: number;
}

const route = firstGateRoute();

const samples = await comparePhoneBuilds(args, async (page, routeUrl): Promise<Sample> => {
  const open = await shownAt(page, '.gate__step');
  const shown = await open(routeUrl(route));
  const scripts = await page.evaluate((until) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return entries
      .filter((entry) => entry.name.endsWith('.js') && entry.startTime <= until)
      .map((entry) => entry.encodedBodySize);
  }, shown);
  return { shown, files: scripts.length, bytes: scripts.reduce((sum, size) => sum + size, 0) };
});
console.log(`${PHONE_PROFILE}; cold link to ${route}; medians of ${args.runs} (middle half)`);
for (const [name, list] of Object.entries(samples)) {
  const of = (key: keyof Sample) => median(list.map((s) => s[key]));
  const shown = medianWithSpread(list.map((s) => s.shown));
  console.log(
    `${name.padEnd(6)} gate page shown ${shown}; scripts asked for by then: ` +
      `${of('files')} files, ${(of('bytes') / 1024).toFixed(1)} KB as sent`,
  );
}
