/**
 * README `npm run dev`: the live preview of configs. A race's home is open in the Vite dev server;
 * saving its config shows the change on the open page, and a mistake shows over the page as
 * `file:line:col  /pointer  message` until the file is right again. The config is restored after.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { sampleEvent } from './support/runners';

const ROOT = path.resolve(import.meta.dirname, '../..');
const race = sampleEvent('cd-10k-2027');
const FILE = `configs/events/${race.key}.json`;
const original = readFileSync(path.join(ROOT, FILE), 'utf8');
const save = (text: string) => writeFileSync(path.join(ROOT, FILE), text);

let vite: ViteDevServer;
let previewUrl = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const api = String(test.info().project.use.baseURL);
  // `npm run dev` with the API of the test server instead of one on port 8080.
  vite = await createServer({
    root: ROOT,
    logLevel: 'silent',
    server: { port: 0, proxy: { '/api': api, '/fields': api } },
  });
  await vite.listen();
  previewUrl = vite.resolvedUrls!.local[0];
});

test.afterAll(async () => {
  save(original);
  await vite?.close();
});

test('saving a config shows it on the open page; a mistake shows over the page until it is fixed (en-US)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = race.name['en-US'];
  await page.goto(`${previewUrl}?race=${race.key}&lang=en-US`);
  await expect(page.getByRole('main').getByRole('heading', { name, exact: true })).toBeVisible({
    timeout: 60_000,
  });

  const renamed = `${name} (preview)`;
  save(original.replace(`"en-US": "${name}"`, `"en-US": "${renamed}"`));
  await expect(
    page.getByRole('main').getByRole('heading', { name: renamed, exact: true }),
  ).toBeVisible();

  save(original.replace(/"edition": "\w+"/, '"edition": "nowhere"'));
  const line = original.split('\n').findIndex((text) => text.includes('"edition":')) + 1;
  const overlay = page.locator('vite-error-overlay');
  await expect(overlay).toContainText(`${FILE}:${line}:`);
  await expect(overlay).toContainText('/edition');
  await expect(overlay).toContainText('there is no edition "nowhere"');

  save(original);
  await expect(overlay).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { name, exact: true })).toBeVisible();
});
