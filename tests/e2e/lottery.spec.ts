import { expect, test } from './support/test';
import { payAtCashier, payWith } from './support/cashier';
import { drawBetweenTwo, shownInstant } from './support/draw';
import { sampleEvent } from './support/runners';
import { apiData, currentRoute, login, openApp } from './support/session';
import { signUp } from './support/signup';

const bj = sampleEvent('bj-marathon-2027');
// One place, drawn by ballot.
const night = sampleEvent('bj-night-10k-2027');

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
  await expect(page.getByText(/The draw results are announced on Mar 8, 2027/)).toBeVisible();
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

  await payWith(page, 'Wallet app');
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

const DRAW_TEXT = {
  'zh-CN': {
    enter: '报名抽签',
    payNow: '恭喜中签，请立即支付',
    payBy: (deadline: string) => `请在 ${deadline} 前完成支付，逾期名额将被取消。`,
    notDrawn: '未中签',
    notDrawnText: '很遗憾，您本次未中签，感谢您的支持。',
    toPayment: '去支付',
    wallet: '钱包支付',
    paid: '支付成功',
  },
  'en-US': {
    enter: 'Enter the ballot',
    payNow: 'You were drawn: pay now',
    payBy: (deadline: string) => `Please pay by ${deadline}, or the place goes to someone else.`,
    notDrawn: 'Not drawn',
    notDrawnText: 'Sorry, you were not drawn this time. Thank you for entering.',
    toPayment: 'Go to payment',
    wallet: 'Wallet app',
    paid: 'Payment successful',
  },
} as const;

test('with one place, the draw gives it to one of two entrants, who pays by the deadline; the other is not drawn (zh-CN, en-US)', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const {
    drawn: winner,
    notDrawn: loser,
    payDeadline,
    close,
  } = await drawBetweenTwo({ page, browser, request, baseURL }, night, {
    'zh-CN': DRAW_TEXT['zh-CN'].enter,
    'en-US': DRAW_TEXT['en-US'].enter,
  });

  // The runner who was not drawn reads it in their language, then in the other one.
  await loser.page.goto(`/#/detail/${loser.applicationId}`);
  for (const language of [loser.language, winner.language]) {
    await loser.page.getByRole('button', { name: language === 'zh-CN' ? '中' : 'EN' }).click();
    await expect(
      loser.page.getByText(DRAW_TEXT[language].notDrawn, { exact: true }).first(),
    ).toBeVisible();
    await expect(loser.page.getByText(DRAW_TEXT[language].notDrawnText)).toBeVisible();
    await expect(loser.page.getByText(DRAW_TEXT[language].wallet)).toHaveCount(0);
  }

  const text = DRAW_TEXT[winner.language];
  await winner.page.goto(`/#/detail/${winner.applicationId}`);
  await expect(winner.page.getByText(text.payNow)).toBeVisible();
  const deadline = await shownInstant(winner.page, payDeadline, winner.language);
  await expect(winner.page.getByText(text.payBy(deadline))).toBeVisible();
  await winner.page.getByRole('button', { name: text.toPayment }).click();
  await payWith(winner.page, text.wallet);
  await payAtCashier(winner.page, 'approve', { amount: /120\.00/ });
  await expect(winner.page.getByText(text.paid)).toBeVisible();
  await close();
});
