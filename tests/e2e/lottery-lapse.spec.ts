import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { payAtCashier, payWith } from './support/cashier';
import { drawBetweenTwo, shownInstant } from './support/draw';
import { sampleEvent } from './support/runners';
import { apiData, type Language } from './support/session';

/** One place, drawn by ballot; a drawn runner who does not pay passes it to the next in line. */
const race = sampleEvent('bj-night-5k-2027');

const TEXT = {
  'zh-CN': {
    language: '中',
    enter: '报名抽签',
    race: '2027北京长安街夜跑5公里',
    drawnLabel: '中签待支付',
    payNow: '恭喜中签，请立即支付',
    payBy: (deadline: string) => `请在 ${deadline} 前完成支付，逾期名额将被取消。`,
    expiredLabel: '逾期未支付',
    expired: '已超过支付期限',
    toPayment: '去支付',
    wallet: '钱包支付',
    paid: '支付成功',
    sms: (deadline: string) =>
      `2027北京长安街夜跑5公里：有中签名额释放，您已递补中签。请于北京时间 ${deadline}前完成支付，逾期名额将顺延给下一位跑者。`,
  },
  'en-US': {
    language: 'EN',
    enter: 'Enter the ballot',
    race: "Beijing Chang'an Night 5K 2027",
    drawnLabel: 'Drawn, pay now',
    payNow: 'You were drawn: pay now',
    payBy: (deadline: string) => `Please pay by ${deadline}, or the place goes to someone else.`,
    expiredLabel: 'Not paid in time',
    expired: 'Payment deadline passed',
    toPayment: 'Go to payment',
    wallet: 'Wallet app',
    paid: 'Payment successful',
    sms: (deadline: string) =>
      `Beijing Chang'an Night 5K 2027: a place has come free in the draw and it is yours. Please pay by ${deadline} Beijing time, or it passes to the next runner.`,
  },
} as const;

const OTHER: Record<Language, Language> = { 'zh-CN': 'en-US', 'en-US': 'zh-CN' };

interface Lapse {
  lapsed: number;
  returned: number;
  offered: { applicationId: number; lang: Language; payDeadline: string; sms: string }[];
}

/** An instant in Beijing time as the server's messages write it (yyyy-mm-dd hh:mm). */
function beijingTime(iso: string): string {
  return new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

async function switchLanguage(page: Page, language: Language) {
  await page.getByRole('button', { name: TEXT[language].language, exact: true }).click();
}

test("a drawn runner's unpaid place passes to the next in line, who is told in their language, sees the offer on my and pays (zh-CN, en-US)", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // Two whole sign-ups in the browser, a payment and four screens in two languages.
  test.setTimeout(120_000);
  const {
    drawn,
    notDrawn: next,
    payDeadline,
    close,
  } = await drawBetweenTwo({ page, browser, request, baseURL }, race, {
    'zh-CN': TEXT['zh-CN'].enter,
    'en-US': TEXT['en-US'].enter,
  });

  // The drawn runner does not pay. The scheduled `npm run draw` comes round a minute after the
  // deadline (run here as of that instant, so no one waits two days).
  const at = new Date(Date.parse(payDeadline) + 60_000).toISOString();
  const lapse = await apiData<Lapse>(
    await request.post('/api/dev/lapse', { form: { event: race.key, at } }),
    'dev/lapse',
  );
  expect(lapse).toMatchObject({ lapsed: 1, returned: 0 });
  expect(lapse.offered).toHaveLength(1);
  const [offer] = lapse.offered;
  expect(offer).toMatchObject({ applicationId: next.applicationId, lang: next.language });
  // 48 hours to pay, counted from when the place was offered.
  expect(Date.parse(offer.payDeadline) - Date.parse(at)).toBe(48 * 3_600_000);
  // The text message is in the language the runner signed up in.
  expect(offer.sms).toBe(TEXT[next.language].sms(beijingTime(offer.payDeadline)));

  // The next in line finds the offer on "my", in their language and in the other one.
  await next.page.goto('/#/bj/my');
  for (const language of [next.language, OTHER[next.language], next.language]) {
    await switchLanguage(next.page, language);
    await expect(next.page.getByText(TEXT[language].race)).toBeVisible();
    await expect(next.page.getByText(TEXT[language].drawnLabel)).toBeVisible();
  }
  const text = TEXT[next.language];
  await next.page.getByText(text.race).click();
  await expect(next.page).toHaveURL(new RegExp(`#/detail/${next.applicationId}$`));
  await expect(next.page.getByText(text.payNow)).toBeVisible();
  const deadline = await shownInstant(next.page, offer.payDeadline, next.language);
  await expect(next.page.getByText(text.payBy(deadline))).toBeVisible();
  await next.page.getByRole('button', { name: text.toPayment }).click();
  await payWith(next.page, text.wallet);
  await payAtCashier(next.page, 'approve', { amount: /80\.00/ });
  await expect(next.page.getByText(text.paid)).toBeVisible();

  // The runner who let the deadline pass sees it was not paid in time, in both languages, and
  // can no longer pay.
  await drawn.page.goto('/#/bj/my');
  for (const language of [drawn.language, OTHER[drawn.language]]) {
    await switchLanguage(drawn.page, language);
    await expect(drawn.page.getByText(TEXT[language].expiredLabel)).toBeVisible();
  }
  const late = TEXT[OTHER[drawn.language]];
  await drawn.page.getByText(late.race).click();
  await expect(drawn.page.getByText(late.expired)).toBeVisible();
  await expect(drawn.page.getByRole('button', { name: late.toPayment })).toHaveCount(0);

  // Running again changes nothing: the place moved once.
  const again = await apiData<Lapse>(
    await request.post('/api/dev/lapse', { form: { event: race.key, at } }),
    'dev/lapse',
  );
  expect(again).toEqual({ lapsed: 0, returned: 0, offered: [] });
  await close();
});
