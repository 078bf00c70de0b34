/**
 * Add-ons and charity places on the order page, the order's line items, and editing a
 * registration before and after payment: every amount is the server's, and the screens show it.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { payAtCashier, payInSandbox, payWith } from './support/cashier';
import { chooseOption } from './support/signForm';
import { applyByApi, sampleEvent } from './support/runners';
import { apiAs, BASE_A, currentRoute, login, openApp, type Session } from './support/session';

const cd = sampleEvent('cd-half-2027');
const gz = sampleEvent('gz-marathon-2027');

interface StoredOrder {
  application: {
    amount: number;
    paidAmount: number | null;
    state: string;
    tickets: { id: number }[];
  };
}

function storedOrder(request: APIRequestContext, session: Session, id: number) {
  return apiAs(request, session).get<StoredOrder>(`${BASE_A}/matchH5/detailApplicationv2`, {
    applicationID: id,
  });
}

const amountLine = (page: import('@playwright/test').Page) =>
  page.locator('.adm-list-item', { has: page.locator('.pay-amount') });

test('a runner adds a shuttle and a charity donation, pays that total, and the detail lists the lines (en-US)', async ({
  page,
  request,
}) => {
  const session = await login(request, { language: 'en-US' });
  const order = await applyByApi(request, session, cd, { language: 'en-US' });
  await openApp(page, `/pay/${order.id}`, { session, language: 'en-US' });
  await expect(amountLine(page)).toContainText('¥120.00');

  await page.getByRole('button', { name: 'One more Race-morning shuttle bus' }).click();
  await expect(page.getByLabel('Race-morning shuttle bus: quantity')).toHaveText('1');
  await expect(amountLine(page)).toContainText('¥140.00');

  await page.getByText('Panda Trail Care', { exact: true }).click();
  const donation = page.getByRole('textbox', { name: 'Donation amount' });
  await expect(donation).toHaveValue('50.00');
  await donation.fill('80');
  await page.getByRole('button', { name: 'Save charity choice' }).click();
  await expect(amountLine(page)).toContainText('¥220.00');
  const items = page.locator('.order-items');
  await expect(items.locator('.adm-list-item')).toHaveText([
    /Half marathon \(21\.0975 km\).*¥120\.00/,
    /Race-morning shuttle bus.*¥20\.00/,
    /Panda Trail Care.*¥80\.00/,
    /Total.*¥220\.00/,
  ]);

  await payWith(page, 'Wallet app');
  await payAtCashier(page, 'approve', { amount: '¥220.00' });
  await expect(page.getByText('Payment successful')).toBeVisible();
  await page.getByRole('button', { name: 'View registration' }).click();
  await expect.poll(() => currentRoute(page)).toBe(`/detail/${order.id}`);
  await expect(items.locator('.adm-list-item')).toHaveText([
    /Half marathon \(21\.0975 km\).*¥120\.00/,
    /Race-morning shuttle bus.*¥20\.00/,
    /Panda Trail Care.*¥80\.00/,
    /Total.*¥220\.00/,
  ]);
  // Paid: the choice can no longer change, so it is not offered.
  await expect(page.getByText('Save charity choice')).toHaveCount(0);
  const stored = await storedOrder(request, session, order.id);
  expect([stored.application.state, stored.application.paidAmount]).toEqual(['paid', 22000]);
});

test('editing the ticket before payment shows the new amount before saving (zh-CN)', async ({
  page,
  request,
}) => {
  const session = await login(request);
  const order = await applyByApi(request, session, gz);
  await openApp(page, `/sign/${order.id}`, { session });
  await chooseOption(page, 'ticket', '半程马拉松', '确定');
  await page.getByRole('button', { name: '保存修改' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('修改后订单金额为 ¥180.00（原为 ¥260.00）');
  // Nothing is stored until the runner confirms.
  expect((await storedOrder(request, session, order.id)).application.amount).toBe(26000);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已保存，应付金额 ¥180.00')).toBeVisible();
  await expect.poll(() => currentRoute(page)).toBe(`/pay/${order.id}`);
  await expect(amountLine(page)).toContainText('¥180.00');
  expect((await storedOrder(request, session, order.id)).application.amount).toBe(18000);
});

test('after payment a change of price is refused with the message, and read-only fields stay (zh-CN)', async ({
  page,
  request,
}) => {
  const session = await login(request);
  const order = await applyByApi(request, session, gz);
  await payInSandbox(request, session, order.id);
  await openApp(page, `/edit/${order.id}`, { session });
  // The name may not change after payment; the ticket and the shirt size still may.
  await expect(page.locator('#root_name')).not.toBeEditable();

  await chooseOption(page, 'ticket', '半程马拉松', '确定');
  await page.getByRole('button', { name: '保存修改' }).click();
  await expect(page.locator('.sign__failure')).toHaveText(
    '该报名已支付，改变报名费的修改（¥260.00 → ¥180.00）无法保存。请申请退款后重新报名',
  );
  const stored = await storedOrder(request, session, order.id);
  expect([stored.application.amount, stored.application.tickets.map((t) => t.id)]).toEqual([
    26000,
    [gz.tickets[0].id],
  ]);
});
