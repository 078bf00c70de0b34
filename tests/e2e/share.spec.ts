/**
 * The share card of a registration (/share/{applicationid}): drawn on a canvas from the server's
 * drawShareData and saved as a PNG where there is no host share bridge (a plain phone browser).
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { PNG } from 'pngjs';
import { exportSize } from '../../core/domain/results/imageTemplate';
import { SHARE_CARD_TEMPLATE } from '../../core/domain/share/card';
import { payInSandbox } from './support/cashier';
import { isPng, pixelsUnlike } from './support/png';
import { applyByApi, sampleEvent } from './support/runners';
import { apiAs, BASE_A, login, openApp, type Language } from './support/session';

const gz = sampleEvent('gz-marathon-2027');

const TEXT = {
  'zh-CN': { card: '报名分享卡', save: '保存图片', saved: '图片已保存', failed: '加载失败' },
  'en-US': {
    card: 'Share card of your registration',
    save: 'Save image',
    saved: 'Image saved',
    failed: 'Could not load',
  },
} as const;

/** Saves the card shown on the page and reads the file back. */
async function savedCard(page: Page, language: Language): Promise<{ bytes: Buffer; png: PNG }> {
  await expect(page.getByRole('img', { name: TEXT[language].card })).toBeVisible();
  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: TEXT[language].save }).click(),
  ]);
  await expect(page.getByText(TEXT[language].saved)).toBeVisible();
  const bytes = readFileSync(await saved.path());
  return { bytes, png: PNG.sync.read(bytes) };
}

test('a paid runner saves the share card of their registration as a PNG, in both languages', async ({
  page,
  request,
}) => {
  const session = await login(request);
  const order = await applyByApi(request, session, gz);
  await payInSandbox(request, session, order.id);
  const card = await apiAs(request, session).get<{ matchName: string; name: string }>(
    `${BASE_A}/matchH5/drawShareData`,
    { applicationID: order.id },
  );
  expect(card.matchName).toBe(gz.name['zh-CN']);

  // The phone-size export of the card's template, its proportions kept.
  const { width, height } = exportSize(SHARE_CARD_TEMPLATE, 'phone');
  const cards: Partial<Record<Language, Buffer>> = {};
  await openApp(page, `/share/${order.id}`, { session });
  for (const language of ['zh-CN', 'en-US'] as const) {
    // The card is drawn again in the language chosen on the page.
    await page
      .getByRole('button', { name: language === 'zh-CN' ? '中' : 'EN', exact: true })
      .click();
    const { bytes, png } = await savedCard(page, language);
    expect(isPng(bytes)).toBe(true);
    expect([png.width, png.height]).toEqual([width, height]);
    // A drawn card: the background and the texts, not one colour.
    expect(pixelsUnlike(png)).toBeGreaterThan((width * height) / 10);
    cards[language] = png.data;
  }
  // Each language draws its own texts.
  expect(cards['zh-CN']!.equals(cards['en-US']!)).toBe(false);

  // Another runner cannot draw this runner's card.
  const other = await login(request, { language: 'en-US' });
  const otherPage = await page.context().newPage();
  await openApp(otherPage, `/share/${order.id}`, { session: other, language: 'en-US' });
  await expect(otherPage.getByText(TEXT['en-US'].failed)).toBeVisible();
  await expect(otherPage.getByRole('button', { name: TEXT['en-US'].save })).toHaveCount(0);
});
