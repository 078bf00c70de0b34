import { expect, test } from './support/test';
import { payAtCashier, payWith } from './support/cashier';
import { applyByApi, sampleEvent } from './support/runners';
import { apiAs, BASE_A, currentRoute, login, openApp, type Session } from './support/session';
import { signUp } from './support/signup';

const gz = sampleEvent('gz-marathon-2027');
const tenK = sampleEvent('cd-10k-2027');

test('when every place of a race is taken, the next runner sees it full (zh-CN)', async ({
  page,
  request,
}) => {
  const taken: { session: Session; id: number }[] = [];
  try {
    // Each ticket of this race has two places.
    for (const ticket of tenK.tickets) {
      for (let place = 0; place < ticket.capacity; place += 1) {
        const session = await login(request);
        const { id } = await applyByApi(request, session, tenK, { ticket: ticket.id });
        taken.push({ session, id });
      }
    }

    await openApp(page, `/index/${tenK.id}`, { session: await login(request) });
    const button = page.getByRole('button', { name: '名额已满' });
    await expect(button).toBeVisible();
    await expect(button).toBeDisabled();
    await expect(page.getByText('本次报名名额已满，感谢关注')).toBeVisible();
  } finally {
    // The runners cancel, so the later tests of this race find its places again.
    for (const { session, id } of taken) {
      await apiAs(request, session).post(`${BASE_A}/matchH5/cancelApplication`, {
        applicationID: id,
      });
    }
  }
});

test('a runner signs up through gates and form, is declined, and pays on the retry (zh-CN)', async ({
  page,
  request,
}) => {
  const session = await login(request);
  const { applicationId, runner } = await signUp(page, gz, session, { signUpButton: '立即报名' });
  await expect(page.getByText('待支付').first()).toBeVisible();
  // The amount at the top, and again beside the pay button.
  await expect(page.locator('.pay-amount')).toHaveText('¥260.00');
  await expect(page.locator('.pay-bar')).toContainText('¥260.00');
  await expect(page.getByText(runner.name)).toBeVisible();

  await payWith(page, '钱包支付');
  await payAtCashier(page, 'decline');
  await expect(page.getByText('支付未完成，请重新选择支付方式')).toBeVisible();
  await expect(page.getByText('银联支付', { exact: true })).toBeVisible();

  // Nothing the runner entered is lost: the edit form still has it.
  await page.getByRole('button', { name: '修改报名信息' }).click();
  await expect(page.getByRole('textbox', { name: '姓名*', exact: true })).toHaveValue(runner.name);
  await page.goBack();

  await payWith(page, '银联支付');
  await payAtCashier(page, 'approve', { amount: '¥260.00' });
  await expect(page.getByText('支付成功')).toBeVisible();
  expect(await page.evaluate((id) => localStorage.getItem(`signDraft:${id}`), gz.id)).toBeNull();

  await page.getByRole('button', { name: '我的报名' }).click();
  await expect(page.getByText('2027广州马拉松赛')).toBeVisible();
  await expect(page.getByText('报名成功')).toBeVisible();
  await page.getByText('2027广州马拉松赛').click();
  await expect.poll(() => currentRoute(page)).toBe(`/detail/${applicationId}`);
});
