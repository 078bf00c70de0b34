import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { PNG } from 'pngjs';
import { editionConfig, editionPrefixes } from './support/editions';
import { sampleEvent } from './support/runners';

type Rgb = [number, number, number];

/** Holds back the app's code (every script but the boot script), so the shell stays on screen. */
async function withoutTheApp(page: Page): Promise<void> {
  await page.route(/\/assets\/[^/]+\.js$/, (route) =>
    /\/boot-theme-[^/]+\.js$/.test(route.request().url()) ? route.continue() : route.abort(),
  );
}

/** The colour painted at (x, y), the pulse of the dots stopped. */
async function colourAt(page: Page, x: number, y: number): Promise<Rgb> {
  const shot = await page.screenshot({
    clip: { x: Math.round(x), y: Math.round(y), width: 1, height: 1 },
    animations: 'disabled',
    scale: 'css',
  });
  const { data } = PNG.sync.read(shot);
  return [data[0], data[1], data[2]];
}

/** The colour painted at the middle of `locator`. */
async function colourOf(page: Page, locator: Locator): Promise<Rgb> {
  const box = (await locator.boundingBox())!;
  return colourAt(page, box.x + box.width / 2, box.y + box.height / 2);
}

const rgbOf = (hex: string): Rgb =>
  [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as Rgb;

function expectColour(actual: Rgb, hex: string): void {
  const expected = rgbOf(hex);
  actual.forEach((channel, i) => expect(Math.abs(channel - expected[i])).toBeLessThanOrEqual(2));
}

async function openShell(page: Page, route: string) {
  await withoutTheApp(page);
  await page.goto(`/#${route}`);
  const dots = page.locator('.boot__dots');
  await expect(dots).toBeVisible();
  // The app never ran: what is seen is index.html and the boot script alone.
  await expect(page.locator('.app')).toHaveCount(0);
  return { dot: dots.locator('circle').nth(1), dots };
}

for (const prefix of editionPrefixes()) {
  test(`the ${prefix} edition's shell is painted in its colours before the app runs`, async ({
    page,
  }) => {
    const colours = editionConfig(prefix).theme.cssVariables;
    const shell = await openShell(page, `/${prefix}/index`);
    expectColour(await colourOf(page, shell.dot), colours['--color-primary']);
    // The page around the dots, below the top bar.
    const { y } = (await shell.dots.boundingBox())!;
    expectColour(await colourAt(page, 8, y - 20), colours['--color-background']);
  });
}

test("a race's page paints the shell in the colours of the race's edition", async ({ page }) => {
  const race = sampleEvent('cd-half-2027');
  const shell = await openShell(page, `/index/${race.id}`);
  expectColour(
    await colourOf(page, shell.dot),
    editionConfig(race.edition).theme.cssVariables['--color-primary'],
  );
});

test('an address that does not tell the edition keeps the shell neutral', async ({ page }) => {
  const shell = await openShell(page, '/pay/1');
  const dot = await colourOf(page, shell.dot);
  for (const prefix of editionPrefixes()) {
    const primary = rgbOf(editionConfig(prefix).theme.cssVariables['--color-primary']);
    expect(dot).not.toEqual(primary);
  }
  // Grey: no channel stands out.
  expect(Math.max(...dot) - Math.min(...dot)).toBeLessThan(24);
});

test("a race's home asks for its screen's code and the race's config before the app runs", async ({
  page,
}) => {
  const race = sampleEvent('cd-half-2027');
  await withoutTheApp(page);
  const screen = page.waitForRequest(/\/assets\/IndexScreen-[^/]+\.js$/);
  const config = page.waitForRequest(new RegExp(`/assets/${race.key}-[^/]+\\.js$`));
  await page.goto(`/#/index/${race.id}`);
  await Promise.all([screen, config]);
  // Asked for by the boot script alone: the app's entry never ran.
  await expect(page.locator('.app')).toHaveCount(0);
  await expect(page.locator('.boot__dots')).toBeVisible();
});
