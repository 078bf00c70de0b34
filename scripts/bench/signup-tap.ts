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
import appConfig from '../../configs/app.json';
import {
  comparePhoneBuilds,
  comparisonArgs,
  median,
  medianWithSpread,
  ms,
  PHONE_PROFILE,
  signUpReadiness,
} from './phone';

const args = comparisonArgs({ runs: 3, port: 4441 });

const READING_MS = 2000;

interface Sample {
  /** Navigation start → the sign-up button enabled. */
  ready: number;
  /** Tap → the first gate page's step line painted. */
  tap: number;
}

const samples = await comparePhoneBuilds(args, async (page, routeUrl): Promise<Sample> => {
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
  const open = await signUpReadiness(page);
  const ready = await open(routeUrl(`#/index/${appConfig.defaultEventId}`));
  const button = page.getByRole('button', { name: '立即报名' });
  await page.waitForTimeout(READING_MS);
  await button.tap();
  await page.locator('.gate__step').waitFor();
  const marks = await page.evaluate(
    () => (window as unknown as { benchMarks: { tap: number; gate: number } }).benchMarks,
  );
  return { ready, tap: marks.gate - marks.tap };
});
console.log(`${PHONE_PROFILE}; medians of ${args.runs} (middle half)`);
const result: Record<string, { ready: number; tap: number }> = {};
for (const [name, list] of Object.entries(samples)) {
  const ready = list.map((s) => s.ready);
  const tap = list.map((s) => s.tap);
  result[name] = { ready: median(ready), tap: median(tap) };
  console.log(
    `${name.padEnd(6)} button ready ${medianWithSpread(ready)}, ` +
      `tap → gate page ${medianWithSpread(tap)}` +
      `  (taps: ${tap.map(ms).join(', ')})`,
  );
}
if (result.before) {
  const ratio = (key: 'ready' | 'tap') => (result.before[key] / result.after[key]).toFixed(1);
  console.log(`before/after: button ready ${ratio('ready')}×, tap → gate page ${ratio('tap')}×`);
}
