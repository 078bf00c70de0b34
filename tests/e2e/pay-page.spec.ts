import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { payButton, payInSandbox } from './support/cashier';
import { applyByApi, sampleEvent } from './support/runners';
import { login, openApp, type Language } from './support/session';

// The phone the pay page is laid out for: every channel and the pay button on the first screen.
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const gz = sampleEvent('gz-marathon-2027');
const cd = sampleEvent('cd-half-2027');

const CHANNELS: Record<Language, string[]> = {
  'zh-CN': ['钱包支付', '消息App支付', '银联支付', '中国银行', '招商银行', '分期支付'],
  'en-US': [
    'Wallet app',
    'Messaging app pay',
    'UnionPay',
    'Bank of China',
    'China Merchants Bank',
    'Pay in instalments',
  ],
};

/** Whether the whole of `locator` lies inside the window as it is scrolled now. */
async function onScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
}

async function openOrder(page: Page, request: Parameters<typeof login>[0], language: Language) {
  const session = await login(request, { language });
  const order = await applyByApi(request, session, gz, { language });
  await openApp(page, `/pay/${order.id}`, { session, language });
  await expect(page.getByText(order.orderNo)).toBeVisible();
}

for (const language of ['zh-CN', 'en-US'] as const) {
  test(`every channel, with its mark and fee, and the pay button are on the first screen (${language})`, async ({
    page,
    request,
  }) => {
    await openOrder(page, request, language);
    for (const name of CHANNELS[language]) {
      const channel = page.getByRole('radio', { name: new RegExp(`^${name} `) });
      // The mark is an image named after its channel; the row also says what it costs on top.
      await expect(page.getByRole('img', { name, exact: true })).toBeVisible();
      expect(await onScreen(page.locator('.channel', { has: channel }))).toBe(true);
    }
    await expect(page.getByRole('radio', { name: /^(钱包支付|Wallet app) / })).toHaveAccessibleName(
      /(免手续费|No fee)$/,
    );
    await expect(
      page.getByRole('radio', { name: /^(分期支付|Pay in instalments) / }),
    ).toHaveAccessibleName(/(手续费 1\.8% 起|Fee from 1\.8%)$/);
    await expect(payButton(page)).toBeVisible();
    expect(await onScreen(payButton(page))).toBe(true);
    await expect(page.locator('.pay-bar')).toContainText('¥260.00');

    // The bar with the amount and the button stays at the bottom of the screen while scrolling.
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    expect(await onScreen(page.locator('.channel').first())).toBe(false);
    expect(await onScreen(page.locator('.pay-bar'))).toBe(true);
    await expect(payButton(page)).toBeEnabled();
  });
}

test('the way back to the registration leads to its form (en-US)', async ({ page, request }) => {
  await openOrder(page, request, 'en-US');
  await page.getByRole('link', { name: 'Back to the registration form' }).click();
  await expect(page).toHaveURL(/#\/edit\/\d+$/);
});

/** The colour of `locator`'s text or icon, as [r, g, b]. */
async function colourOf(locator: Locator): Promise<number[]> {
  const colour = await locator.evaluate((node) => getComputedStyle(node).color);
  return colour.match(/\d+/g)!.slice(0, 3).map(Number);
}

test('pending is amber and paid is green, on the edition whose own colour is green (zh-CN)', async ({
  page,
  request,
}) => {
  const session = await login(request);
  const order = await applyByApi(request, session, cd);
  await openApp(page, `/pay/${order.id}`, { session });
  await expect(page.locator('.order-state')).toHaveText('待支付');
  // The label and the banner's icon.
  const marks = [page.locator('.order-state'), page.locator('.pay-status .antd-mobile-icon')];
  for (const mark of marks) {
    const [r, g, b] = await colourOf(mark);
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
  }

  await payInSandbox(request, session, order.id);
  await page.reload();
  await expect(page.locator('.order-state')).toHaveText('报名成功');
  for (const mark of marks) {
    const [r, g] = await colourOf(mark);
    expect(g).toBeGreaterThan(r);
  }
});
