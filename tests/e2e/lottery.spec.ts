import { expect, test } from '@playwright/test';
import { payAtCashier } from './support/cashier';
import { sampleEvent } from './support/runners';
import { apiData, currentRoute, login, openApp } from './support/session';
import { signUp } from './support/signup';

const bj = sampleEvent('bj-marathon-2027');

test('a lottery entry waits for the draw, then the drawn runner pays by the deadline (en-US)', async ({
  page,
  request,
}) => {
  const session = await login(request, { language: 'en-US' });
  const { applicationId } = await signUp(page, bj, session, {
    language: 'en-US',
    signUpButton: 'Enter the ballot',
  });
  await expect(page.getByText('You have entered the draw')).toBeVisible();
  await expect(page.getByText(/The draw results are announced on Dec 12, 2026/)).toBeVisible();
  await expect(page.getByText('Choose how to pay')).toHaveCount(0);

  await page.goto('/#/bj/my');
  const registration = page.getByText('Beijing Marathon 2027');
  await expect(registration).toBeVisible();
  await expect(page.getByText('Waiting for the draw')).toBeVisible();

  // The organiser runs the draw (the same function as `npm run draw`).
  const draw = await apiData<{ winners: number; payDeadline: string }>(
    await request.post('/api/dev/draw', { form: { event: bj.key } }),
    'dev/draw',
  );
  expect(draw.winners).toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByText('Drawn, pay now')).toBeVisible();
  await registration.click();
  await expect.poll(() => currentRoute(page)).toBe(`/detail/${applicationId}`);
  await expect(page.getByText('You were drawn: pay now')).toBeVisible();
  await expect(
    page.getByText(/^Please pay by .+, or the place goes to someone else\.$/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Go to payment' }).click();

  await page.getByText('Wallet app', { exact: true }).click();
  await payAtCashier(page, 'approve');
  await expect(page.getByText('Payment successful')).toBeVisible();
});

test('a runner without registrations is told so on the my tab (zh-CN)', async ({
  page,
  request,
}) => {
  await openApp(page, '/gz/my', { session: await login(request) });
  await expect(page.getByText('暂无报名')).toBeVisible();
  await expect(page.getByText('暂无成绩')).toBeVisible();
});
