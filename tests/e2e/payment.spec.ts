import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { payAtCashier, payWith } from './support/cashier';
import { applyByApi, sampleEvent } from './support/runners';
import { appUrl, currentRoute, login, openApp, prepareApp, type Language } from './support/session';

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
    notCompleted: '支付未完成，请重新选择支付方式',
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
    notCompleted: 'The payment did not go through. Please choose a way to pay again.',
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
    await payWith(page, text.channel[channel]);
    await payAtCashier(page, 'approve', { amount: /260\.00/ });

    await expect(page.getByText(text.success)).toBeVisible();
    await expect.poll(() => currentRoute(page)).toBe('/success');
    await expect(page.getByText(order.orderNo)).toBeVisible();
  });
}

test('pays in instalments from the rate table (en-US)', async ({ page, request }) => {
  await openOrder(page, request, 'en-US');
  await payWith(page, 'Pay in instalments');
  // 260.00 with a 3.6 % fee over 6 months: 269.36 in all, 44.89 a month.
  const sixMonths = page.getByText('6 months · ¥44.89 a month');
  await expect(sixMonths).toBeVisible();
  await expect(page.getByText('Total ¥269.36 (fee ¥9.36 included)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose a number of months' })).toBeDisabled();
  await sixMonths.click();
  await page.getByRole('button', { name: 'Pay in 6 instalments' }).click();
  await payAtCashier(page, 'approve', { amount: '¥269.36' });
  await expect(page.getByText('Payment successful')).toBeVisible();
});

test('a declined payment leaves the order payable, and a retry pays it (zh-CN)', async ({
  page,
  request,
}) => {
  const { order } = await openOrder(page, request, 'zh-CN');
  await payWith(page, '钱包支付');
  await payAtCashier(page, 'decline');

  await expect(page.getByText(TEXT['zh-CN'].notCompleted)).toBeVisible();
  await expect.poll(() => currentRoute(page)).toBe(`/pay/${order.id}`);
  // The cashier's own report stays out of the address, so a reload is not a second return.
  expect(new URL(page.url()).search).toBe('');
  await expect(page.locator('.order-state')).toHaveText('待支付');

  await payWith(page, '银联支付');
  await payAtCashier(page, 'approve');
  await expect(page.getByText('支付成功')).toBeVisible();
});

test('after paying, the detail page offers the pickup slip and a refund (en-US)', async ({
  page,
  request,
}) => {
  const { order } = await openOrder(page, request, 'en-US');
  await payWith(page, 'Wallet app');
  await payAtCashier(page, 'approve');
  await page.getByRole('button', { name: 'View registration' }).click();
  await expect.poll(() => currentRoute(page)).toBe(`/detail/${order.id}`);
  await expect(page.getByText('Registration complete')).toBeVisible();
  await expect(page.getByText('Choose how to pay')).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download pickup slip' }).click();
  expect((await download).suggestedFilename()).toBe(`pickup-slip-${order.orderNo}.png`);

  await page.getByRole('button', { name: 'Apply for a refund' }).click();
  await expect.poll(() => currentRoute(page)).toBe(`/refund/${order.id}`);
  await page.getByRole('button', { name: 'Apply for a refund' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Apply for a refund' }).click();
  await expect(page.getByText('Refund requested').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply for a refund' })).toHaveCount(0);
});

test('cancels an unpaid order after confirming (zh-CN)', async ({ page, request }) => {
  await openOrder(page, request, 'zh-CN');
  await page.getByRole('button', { name: '取消报名' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '暂不取消' }).click();
  await expect(page.getByText('钱包支付', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: '取消报名' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定取消' }).click();
  await expect(page.getByText('报名已取消').first()).toBeVisible();
  await expect(page.getByText('钱包支付', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '修改报名信息' })).toHaveCount(0);
});

test.describe('inside the messaging app', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 MicroMessenger/8.0.47',
  });

  test('a race without messaging pay advises copying the link (en-US)', async ({
    page,
    request,
  }) => {
    const { order } = await openOrder(page, request, 'en-US');
    await expect(
      page.getByText(/Copy the link below and open it in your phone's browser/),
    ).toBeVisible();
    await expect(page.getByText('Wallet app', { exact: true })).toHaveCount(0);
    await expect(page.getByText(new RegExp(`#/pay/${order.id}$`))).toBeVisible();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
  });
});

test.describe('inside the payment mini-program', () => {
  const HOST = 'https://pay-host.example.com';
  // The app on a public origin of its own (proxied to the test server): a public host page may
  // not frame a loopback address.
  const APP = 'https://app.example.com';
  test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 14) AlipayClient/10.5.36 MiniProgram' });

  test('hands the order to the host, which pays it (zh-CN)', async ({ page, request, baseURL }) => {
    const session = await login(request);
    const order = await applyByApi(request, session, gz);
    // The host page embeds the app, as the mini-program's web-view does, from an origin of
    // configs/app.json hostOrigins, and reports the messages it receives.
    const received: { origin: string; message: { type: string; data: HostOrder } }[] = [];
    await page.exposeFunction('hostReceived', (origin: string, message: never) => {
      received.push({ origin, message });
    });
    await page.route(`${APP}/**`, async (route) => {
      const { pathname, search } = new URL(route.request().url());
      await route.fulfill({
        response: await route.fetch({ url: `${baseURL}${pathname}${search}` }),
      });
    });
    await page.route(`${HOST}/host.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><meta name="viewport" content="width=device-width">
<body style="margin:0"><iframe id="app" src="${APP}${appUrl(`/pay/${order.id}`)}"
style="border:0;width:100vw;height:100vh"></iframe>
<script>addEventListener('message', (e) => hostReceived(e.origin, e.data));</script>`,
      }),
    );
    await prepareApp(page, { session });
    await page.goto(`${HOST}/host.html`);
    const app = page.frameLocator('#app');

    await expect(app.getByText(order.orderNo)).toBeVisible();
    await expect(app.getByText('钱包支付', { exact: true })).toHaveCount(0);
    await app.getByRole('button', { name: '立即支付' }).click();

    await expect.poll(() => received.length).toBe(1);
    const [{ origin, message }] = received;
    expect(origin).toBe(APP);
    expect(message.type).toBe('getOrderToPay');
    expect(message.data.successUrl).toContain(`#/pay/${order.id}`);

    // The host's cashier takes the payment, then loads the success address in its web-view.
    const paid = await request.post('/api/sandbox/pay', {
      form: { tradeNo: message.data.tokenId, outcome: 'approve' },
    });
    expect(paid.ok()).toBe(true);
    await page.frame({ url: /#\/pay\// })!.goto(message.data.successUrl);
    await expect(app.getByText('支付成功')).toBeVisible();
  });
});

interface HostOrder {
  tokenId: string;
  successUrl: string;
  failUrl: string;
}
