import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../e2e/support/test';
import { loadEventConfig } from '../../core/config/eventConfigs';
import type { EventConfig } from '../../core/generated/config/event';
import { appUrl, prepareApp } from '../e2e/support/session';
import { startChildServer, type ChildServer } from './support/processes';

const ROOT = join(import.meta.dirname, '..', '..');
const KEY = 'gz-marathon-2027';

/** Markup that runs script if a config's HTML reaches the page unsanitised. */
const HOSTILE = [
  '<p>The committee is hostile today.</p>',
  "<img src=x onerror=\"window.__xss = 'img'; alert('img')\">",
  '<script>window.__xss = "script"; alert("script")</script>',
  '<svg onload="window.__xss = \'svg\'"></svg>',
  '<a href="javascript:window.__xss=\'link\'">Read more</a>',
].join('');

/**
 * The sample race served from a fixture folder whose committee declaration (HTML from the config,
 * sent by the server and shown on the statement page) is hostile markup.
 */
function hostileEvents(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hostile-events-'));
  // The race as the app gets it (its shared fields resolved), so the folder needs no library.
  const config = loadEventConfig(join(ROOT, 'configs', 'events'), KEY);
  const declaration = config.committee!.declaration!;
  declaration.body = { 'zh-CN': HOSTILE, 'en-US': HOSTILE };
  writeFileSync(join(dir, `${KEY}.json`), JSON.stringify(config));
  return dir;
}

let server: ChildServer | undefined;
let eventsDir = '';

test.beforeAll(async () => {
  eventsDir = hostileEvents();
  // The app the Playwright web server built; this server only brings its own configs.
  server = await startChildServer({
    EVENTS_DIR: eventsDir,
    STATIC_DIR: join(ROOT, 'dist'),
    DATA_DIR: 'memory://',
  });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(eventsDir, { recursive: true, force: true });
});

test('a config text with <img onerror> and <script> shows as text and runs nothing', async ({
  page,
}) => {
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  const config = JSON.parse(
    readFileSync(join(ROOT, 'configs', 'events', `${KEY}.json`), 'utf8'),
  ) as EventConfig;
  await prepareApp(page, { language: 'en-US' });
  await page.goto(`${server!.url}${appUrl(`/statement?eventId=${config.id}`)}`);

  const committee = page.getByRole('region', { name: 'Organising committee document' });
  await expect(committee.getByText('The committee is hostile today.')).toBeVisible();
  await expect(committee.locator('[onerror], [onload], script')).toHaveCount(0);
  await committee.getByText('Read more').click();
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toBe(0);
});
