import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';

/**
 * The README's table of what to open after `npm start`, opened exactly as written (on the test
 * server's origin instead of the README's): each address shows what the table says it shows.
 */
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const section = readme.split('### What to open after `npm start`')[1]?.split('\n\n')[1] ?? '';
const rows = [...section.matchAll(/^\| (http:\/\/127\.0\.0\.1:8080\S+)\s*\| (.+?) \(/gm)].map(
  ([, address, shows]) => ({ address, shows }),
);

test('the README lists the addresses to open', () => {
  expect(rows.length).toBeGreaterThanOrEqual(5);
});

for (const { address, shows } of rows) {
  test(`${address} shows ${shows}`, async ({ page }) => {
    const { pathname, hash } = new URL(address);
    await page.goto(pathname + hash);
    await expect(page.getByText(shows, { exact: true }).first()).toBeVisible();
  });
}
