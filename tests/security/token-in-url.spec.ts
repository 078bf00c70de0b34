import { expect, test } from '../e2e/support/test';
import { payAtCashier, payWith } from '../e2e/support/cashier';
import { sampleEvent } from '../e2e/support/runners';
import { currentRoute, login, TOKEN_KEY } from '../e2e/support/session';
import { signUp } from '../e2e/support/signup';

test('no URL of a sign-up and a full-page payment carries the session token (zh-CN)', async ({
  page,
  request,
}) => {
  const urls: string[] = [];
  page.on('request', (sent) => urls.push(sent.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));

  const session = await login(request);
  // Through the gates (the quiz checked by the server), the form, then the bank's page.
  await signUp(page, sampleEvent('gz-marathon-2027'), session, { signUpButton: '立即报名' });
  await payWith(page, '银联支付');
  await payAtCashier(page, 'approve', { amount: /260\.00/ });
  await expect(page.getByText('支付成功')).toBeVisible();
  await expect.poll(() => currentRoute(page)).toBe('/success');

  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  expect(token).toBe(session.token);
  // The cashier and the pages before and after it were all reached, by navigation and by calls.
  expect(urls.some((url) => url.includes('/sandbox/cashier/'))).toBe(true);
  expect(urls.some((url) => url.includes('/matchH5/apply'))).toBe(true);
  const leaks = urls.filter((url) => {
    const decoded = decodeURIComponent(url);
    return url.includes(token!) || decoded.includes(token!);
  });
  expect(leaks).toEqual([]);
});
