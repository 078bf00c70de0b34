/**
 * What the runner is shown is what the server stored: the order's amount and currency on every
 * order page and at the cashier, its state's label and colour, the runner's own registration on
 * the event home, and no way into a race that takes no entries.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { formatInCurrency, rmbEquivalentCents } from '../../core/domain/money';
import type { ExchangeRate as ExchangeRateCall } from '../../core/generated/api';
import { payAtCashier, payWith } from './support/cashier';
import { chooseOption } from './support/signForm';
import { applyByApi, formValues, newRunner, passQuiz, sampleEvent } from './support/runners';
import {
  apiAs,
  BASE_A,
  currentRoute,
  login,
  openApp,
  type Language,
  type Session,
} from './support/session';

const gz = sampleEvent('gz-marathon-2027');

type ExchangeRate = ExchangeRateCall['response'] & { amount: number };
const closedRace = sampleEvent('htc-2017');

interface StoredOrder {
  application: {
    id: number;
    orderNo: string;
    amount: number;
    currency: string;
    fee: number;
    paidAmount: number | null;
    state: string;
  };
}

function storedOrder(request: APIRequestContext, session: Session, id: number) {
  return apiAs(request, session).get<StoredOrder>(`${BASE_A}/matchH5/detailApplicationv2`, {
    applicationID: id,
  });
}

/** Applies for gz as a runner from the United States, as the form sends it. */
async function applyAsForeigner(request: APIRequestContext, session: Session, language: Language) {
  const ticket = gz.tickets[0].id;
  const values = { ...formValues(gz, newRunner(session), ticket), country: 'US' };
  const api = apiAs(request, session, language);
  return api.post<{ id: number; orderNo: string }>(`${BASE_A}/matchH5/apply`, {
    matchEventID: gz.id,
    ticketDefIDs: String(ticket),
    countryType: 2,
    applyType: '1',
    formValues: JSON.stringify(values),
    ...(await passQuiz(api, gz)),
  });
}

test('a foreign runner sees, is charged and pays the same US dollar amount (en-US)', async ({
  page,
  request,
}) => {
  const session = await login(request, { language: 'en-US' });
  const order = await applyAsForeigner(request, session, 'en-US');
  const before = await storedOrder(request, session, order.id);
  expect([before.application.amount, before.application.currency]).toEqual([5000, 'USD']);

  // The race shows the RMB equivalent (payment.showRmbEquivalent): the server's rate × amount.
  const rate = await apiAs(request, session).get<ExchangeRate>(`${BASE_A}/matchH5/exchangeRate`, {
    amount: 5000,
  });
  expect(rate.amount).toBe(rmbEquivalentCents(5000, rate.rate));
  const yuan = formatInCurrency(rate.amount, 'CNY');

  await openApp(page, `/pay/${order.id}`, { session, language: 'en-US' });
  await expect(page.getByText(order.orderNo)).toBeVisible();
  // The amount at the top, and again beside the pay button.
  await expect(page.locator('.pay-amount')).toContainText('US$50.00');
  await expect(page.locator('.pay-bar')).toContainText('US$50.00');
  // The only yuan on the page is that equivalent, beside the dollar amount.
  await expect(page.getByText('¥', { exact: false })).toHaveText([
    `≈ ${yuan} (rate of ${rate.date})`,
  ]);
  // Only the channels that can charge dollars are offered.
  await expect(page.locator('.channel__name')).toHaveText(['UnionPay', 'Bank of China']);
  // Nothing on the order page asks for a price with half its inputs.
  await expect(page.getByText(/ticketDefIDs/)).toHaveCount(0);

  await payWith(page, 'UnionPay');
  await payAtCashier(page, 'approve', { amount: 'US$50.00' });
  await expect(page.getByText('Payment successful')).toBeVisible();
  await expect(page.getByText('US$50.00').first()).toBeVisible();

  const after = await storedOrder(request, session, order.id);
  expect(after.application).toMatchObject({
    state: 'paid',
    amount: 5000,
    currency: 'USD',
    paidAmount: 5000,
  });

  // The order detail shows the same equivalent, in either language; the charge stayed in dollars.
  const detail = await page.context().newPage();
  await openApp(detail, `/detail/${order.id}`, { session, language: 'zh-CN' });
  await expect(detail.getByText('US$50.00').first()).toBeVisible();
  await expect(detail.getByTestId('rmb-equivalent')).toHaveText(`≈ ${yuan}（${rate.date} 汇率）`);
});

test('the success page shows what an instalment payment took, fee included (zh-CN)', async ({
  page,
  request,
}) => {
  const session = await login(request);
  const order = await applyByApi(request, session, gz);
  await openApp(page, `/pay/${order.id}`, { session });
  await payWith(page, '分期支付');
  await page.getByText(/^6 期 · /).click();
  await page.getByRole('button', { name: '分 6 期支付' }).click();
  await payAtCashier(page, 'approve', { amount: '¥269.36' });

  await expect(page.getByText('支付成功')).toBeVisible();
  await expect(page.locator('.adm-list-item', { hasText: '实付金额' })).toContainText('¥269.36');
  await expect(page.locator('.adm-list-item', { hasText: '分期手续费' })).toContainText('¥9.36');
  const stored = await storedOrder(request, session, order.id);
  expect([stored.application.paidAmount, stored.application.fee]).toEqual([26936, 936]);
});

test('a cancelled registration is not shown as paid (zh-CN)', async ({ page, request }) => {
  const session = await login(request);
  const order = await applyByApi(request, session, gz);
  await apiAs(request, session).post(`${BASE_A}/matchH5/cancelApplication`, {
    applicationID: order.id,
  });

  await openApp(page, `/detail/${order.id}`, { session });
  await expect(page.getByText('报名已取消', { exact: true })).toBeVisible();
  await expect(page.locator('.order-state')).toHaveText('已取消');
  await expect(page.locator('.order-state--success, .pay-status--success')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '下载领物凭证' })).toHaveCount(0);

  await openApp(page, `/${gz.edition}/my`, { session });
  const row = page.locator('.adm-list-item', { hasText: gz.name['zh-CN'] });
  await expect(row.locator('.order-state')).toHaveText('已取消');
  await expect(row.locator('.order-state--neutral')).toBeVisible();
});

test('a registered runner opening the event home sees their registration (en-US)', async ({
  page,
  request,
}) => {
  const session = await login(request, { language: 'en-US' });
  const order = await applyByApi(request, session, gz, { language: 'en-US' });
  await openApp(page, `/index/${gz.id}`, { session, language: 'en-US' });

  await expect(page.getByText('Your registration')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign up now' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect.poll(() => currentRoute(page)).toBe(`/pay/${order.id}`);
});

for (const [language, closed] of [
  ['zh-CN', '报名已截止'],
  ['en-US', 'Sign-up closed'],
] as const) {
  test(`a deep link into a closed race's form or gate is refused, nothing stored (${language})`, async ({
    page,
    request,
  }) => {
    const session = await login(request, { language });
    await openApp(page, `/sign/${closedRace.id}/1`, { session, language });
    await expect(page.getByText(closed, { exact: true })).toBeVisible();
    await expect(page.locator('form')).toHaveCount(0);

    await openApp(page, `/${closedRace.gates[0].type}?eventId=${closedRace.id}`, {
      session,
      language,
    });
    await expect(page.getByText(closed, { exact: true })).toBeVisible();

    const mine = await apiAs(request, session).get<unknown[]>(
      `${BASE_A}/matchH5/listsApplication`,
      { matchEventID: closedRace.id },
    );
    expect(mine).toEqual([]);
  });
}

test('editing the ticket before payment shows the new price, and saving stores it (en-US)', async ({
  page,
  request,
}) => {
  const session = await login(request, { language: 'en-US' });
  const order = await applyByApi(request, session, gz, { language: 'en-US' });
  await openApp(page, `/edit/${order.id}`, { session, language: 'en-US' });
  await expect(page.locator('.sign__amount')).toHaveText('¥260.00');

  await chooseOption(page, 'ticket', 'Half marathon', 'Confirm');
  await expect(page.locator('.sign__amount')).toHaveText('¥180.00');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. Amount to pay: ¥180.00')).toBeVisible();
  await expect.poll(() => currentRoute(page)).toBe(`/detail/${order.id}`);
  await expect(page.getByText('¥180.00', { exact: true })).toBeVisible();
  const stored = await storedOrder(request, session, order.id);
  expect([stored.application.amount, stored.application.currency]).toEqual([18000, 'CNY']);
});
