/**
 * The form's choice sheet slides up, from its very first opening (which mounts it) on. For a
 * runner who asked the system for less motion it stands in its place at once instead, and slides
 * again once the setting is turned back, without a reload.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { startPastGates } from './support/gates';
import { formField } from './support/signForm';
import { sampleEvent } from './support/runners';
import { login, openApp } from './support/session';

const gz = sampleEvent('gz-marathon-2027');

interface Watched {
  sheetPositions: number[];
  sheetWatcher: MutationObserver;
}

/**
 * Opens the gender field's sheet and closes it again, and returns every height, in percent of
 * its own, at which the sheet was drawn below its place on the way up (0 is in place, 100 hidden).
 */
async function sheetPositionsOnOpening(page: Page): Promise<number[]> {
  await page.evaluate(() => {
    const watched = window as unknown as Watched;
    watched.sheetPositions = [];
    watched.sheetWatcher = new MutationObserver(() => {
      for (const body of document.querySelectorAll<HTMLElement>('.form-picker .adm-popup-body')) {
        const shift = /translate\(0(?:px)?, ([\d.]+)%\)/.exec(body.style.transform);
        if (shift) watched.sheetPositions.push(Number(shift[1]));
      }
    });
    watched.sheetWatcher.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['style'],
    });
  });
  await formField(page, 'gender').click();
  // In its place: translate(0, 0%) as the browser computes it.
  await expect(page.locator('.form-picker .adm-popup-body').last()).toHaveCSS(
    'transform',
    'matrix(1, 0, 0, 1, 0, 0)',
  );
  const positions = await page.evaluate(() => {
    const watched = window as unknown as Watched;
    watched.sheetWatcher.disconnect();
    return watched.sheetPositions;
  });
  await page.locator('.form-picker').last().locator('.form-picker__action').first().click();
  await expect(page.locator('.form-picker').last()).toBeHidden();
  return positions;
}

const inBetween = (positions: number[]) => positions.filter((shift) => shift > 0 && shift < 100);

test('the choice sheet slides up unless the runner asked for less motion', async ({
  page,
  request,
}) => {
  const session = await login(request);
  await startPastGates(page, gz);
  await openApp(page, `/sign/${gz.id}/1`, { session });
  await expect(formField(page, 'gender')).toBeVisible();

  // The first opening, which mounts the sheet's code.
  expect(inBetween(await sheetPositionsOnOpening(page)).length).toBeGreaterThan(0);

  // Asked for from the start: the app loads the spring switch as it starts, before any sheet.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(formField(page, 'gender')).toBeVisible();
  const reduced = await sheetPositionsOnOpening(page);
  expect(reduced.length).toBeGreaterThan(0);
  expect(inBetween(reduced)).toEqual([]);

  // Turned back while the page is open.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(inBetween(await sheetPositionsOnOpening(page)).length).toBeGreaterThan(0);
});
