/** Nothing a runner entered is lost until their place is paid for. */
import { expect, test } from './support/test';
import { payAtCashier, payWith } from './support/cashier';
import { passGates } from './support/gates';
import { sampleEvent } from './support/runners';
import { currentRoute, login } from './support/session';
import { expectSignFormFilled } from './support/signForm';
import { signUp } from './support/signup';

const gz = sampleEvent('gz-marathon-2027');

const draftOf = (eventId: number) => localStorage.getItem(`signDraft:${eventId}`);

test('after a declined payment, a runner who cancels and signs up again finds the form filled in (zh-CN)', async ({
  page,
  request,
}) => {
  const session = await login(request);
  const { applicationId, runner } = await signUp(page, gz, session, { signUpButton: '立即报名' });
  await payWith(page, '钱包支付');
  await payAtCashier(page, 'decline');
  await expect(page.getByText('支付未完成，请重新选择支付方式')).toBeVisible();

  await page.getByRole('button', { name: '取消报名' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定取消' }).click();
  await expect(page.getByText('报名已取消').first()).toBeVisible();

  // A new sign-up from the race's home, in a page loaded afresh.
  await page.goto(`/#/index/${gz.id}`);
  await page.reload();
  await page.getByRole('button', { name: '立即报名', exact: true }).click();
  await passGates(page, gz, 'zh-CN');
  await expect.poll(() => currentRoute(page)).toBe(`/sign/${gz.id}/1`);
  await expectSignFormFilled(page, gz, runner);

  await page.getByRole('button', { name: '提交并支付' }).click();
  await page.waitForURL(/#\/pay\/\d+$/);
  expect(currentRoute(page)).not.toBe(`/pay/${applicationId}`);
  // The new order holds the same runner (the order page masks the middle of the ID number).
  await expect(
    page.getByText(`${runner.idNumber.slice(0, 3)}${'*'.repeat(11)}${runner.idNumber.slice(-4)}`),
  ).toBeVisible();
  await payWith(page, '银联支付');
  await payAtCashier(page, 'approve');
  await expect(page.getByText('支付成功')).toBeVisible();
  // Paid: the draft has done its work.
  expect(await page.evaluate(draftOf, gz.id)).toBeNull();
});
