import { devices, expect, test, type Page } from '@playwright/test';
import { payAtCashier } from './support/cashier';
import { sampleEvent } from './support/runners';
import {
  apiAs,
  apiData,
  BASE_A,
  currentRoute,
  login,
  openApp,
  type Language,
  type Session,
} from './support/session';
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

interface Entrant {
  page: Page;
  session: Session;
  language: Language;
  applicationId: number;
}

/** The deadline as the runner's page writes an instant in its language. */
function shownInstant(page: Page, iso: string, language: Language): Promise<string> {
  return page.evaluate(
    ([at, lang]) =>
      new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(at),
      ),
    [iso, language] as const,
  );
}

test('with one place, the draw gives it to one of two entrants, who pays by the deadline; the other is not drawn (zh-CN, en-US)', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // Each runner on a phone of their own: one in Chinese, one in English.
  const other = await browser.newContext({
    ...devices['iPhone SE'],
    viewport: { width: 375, height: 667 },
    baseURL,
  });
  const entrants: Entrant[] = [];
  for (const [runnerPage, language] of [
    [page, 'zh-CN'],
    [await other.newPage(), 'en-US'],
  ] as const) {
    const session = await login(request, { language });
    const { applicationId } = await signUp(runnerPage, night, session, {
      language,
      signUpButton: DRAW_TEXT[language].enter,
    });
    entrants.push({ page: runnerPage, session, language, applicationId });
  }

  const draw = await apiData<{ entries: number; winners: number; payDeadline: string }>(
    await request.post('/api/dev/draw', { form: { event: night.key } }),
    'dev/draw',
  );
  expect(draw).toMatchObject({ entries: 2, winners: 1 });

  const states = await Promise.all(
    entrants.map((entrant) =>
      apiAs(request, entrant.session).get<{ payState: number }>(
        `${BASE_A}/matchH5/detailApplication`,
        { applicationID: entrant.applicationId },
      ),
    ),
  );
  // PayState 9: drawn, pay now; 7: not drawn.
  expect(states.map((state) => state.payState).sort()).toEqual([7, 9]);
  const winner = entrants[states.findIndex((state) => state.payState === 9)];
  const loser = entrants[states.findIndex((state) => state.payState === 7)];

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
  const deadline = await shownInstant(winner.page, draw.payDeadline, winner.language);
  await expect(winner.page.getByText(text.payBy(deadline))).toBeVisible();
  await winner.page.getByRole('button', { name: text.toPayment }).click();
  await winner.page.getByText(text.wallet, { exact: true }).click();
  await payAtCashier(winner.page, 'approve', { amount: /120\.00/ });
  await expect(winner.page.getByText(text.paid)).toBeVisible();
  await other.close();
});
