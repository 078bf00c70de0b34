import { expect, test, type Page } from '@playwright/test';
import { payAtCashier } from './support/cashier';
import { applyByApi, sampleEvent } from './support/runners';
import { currentRoute, login, openApp, type Language } from './support/session';

const gz = sampleEvent('gz-marathon-2027');

const TEXT = {
  'zh-CN': {
    channel: {
      wallet: '钱包支付',
      messaging: '消息App支付',
      unionpay: '银联支付',
      boc: '中国银行',
      cmb: '招商银行',
      instalment: '分期支付',
    },
    toPay: '待支付',
    success: '支付成功',
  },
  'en-US': {
    channel: {
      wallet: 'Wallet app',
      messaging: 'Messaging app pay',
      unionpay: 'UnionPay',
      boc: 'Bank of China',
      cmb: 'China Merchants Bank',
      instalment: 'Pay in instalments',
    },
    toPay: 'Awaiting payment',
    success: 'Payment successful',
  },
} as const;

type Channel = keyof (typeof TEXT)['zh-CN']['channel'];

async function openOrder(page: Page, request: Parameters<typeof login>[0], language: Language) {
  const session = await login(request, { language });
  const order = await applyByApi(request, session, gz, { language });
  await openApp(page, `/pay/${order.id}`, { session, language });
  await expect(page.getByText(order.orderNo)).toBeVisible();
  return { session, order };
}

const cases: [Channel, Language][] = [
  ['wallet', 'zh-CN'],
  ['messaging', 'en-US'],
  ['unionpay', 'zh-CN'],
  ['boc', 'en-US'],
  ['cmb', 'zh-CN'],
];

for (const [channel, language] of cases) {
  test(`pays through the ${channel} channel (${language})`, async ({ page, request }) => {
    const { order } = await openOrder(page, request, language);
    const text = TEXT[language];
    await expect(page.getByText(text.toPay).first()).toBeVisible();
    await page.getByText(text.channel[channel], { exact: true }).click();
    await payAtCashier(page, 'approve', { amount: /260\.00/ });

    await expect(page.getByText(text.success)).toBeVisible();
    expect(currentRoute(page)).toBe('/success');
    await expect(page.getByText(order.orderNo)).toBeVisible();
  });
}
