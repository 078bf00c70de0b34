/**
 * A premium race number: the number page shows its price, taking it holds it with a pay step on
 * the race's channels, and once the supplementary order is paid through the sandbox cashier the
 * number is the runner's.
 */
import { expect, test } from '@playwright/test';
import { payInSandbox } from './support/cashier';
import { applyByApi, sampleEvent } from './support/runners';
import { BASE_A, BASE_B, apiAs, apiData, login, openApp } from './support/session';

const gz = sampleEvent('gz-marathon-2027');

const TEXTS = {
  'en-US': {
    wanted: 'Wanted race number',
    search: 'Search',
    premium: 'Premium number: ¥88.00 on top of your registration',
    take: (cno: string) => `Take ${cno} for ¥88.00`,
    held: (cno: string) => `${cno} is held for you: pay ¥88.00 to make it yours`,
    yours: 'Your race number',
  },
  'zh-CN': {
    wanted: '想要的参赛号码',
    search: '查询',
    premium: '靓号：在报名费之外另付 ¥88.00',
    take: (cno: string) => `以 ¥88.00 选用 ${cno}`,
    held: (cno: string) => `${cno} 已为您保留：支付 ¥88.00 后即归您所有`,
    yours: '您的参赛号码',
  },
} as const;

// One lucky number per language, so the two runs never want the same one.
for (const [language, digit] of [
  ['en-US', 7],
  ['zh-CN', 6],
] as const) {
  const text = TEXTS[language];
  const cno = `MAR${String(digit).repeat(4)}`;

  test(`a runner takes premium number ${cno}, pays for it and it is theirs (${language})`, async ({
    page,
    request,
  }) => {
    const session = await login(request, { language });
    const order = await applyByApi(request, session, gz, { language });
    await payInSandbox(request, session, order.id);
    await openApp(page, `/number/index?applicationId=${order.id}`, { session, language });

    await page.getByRole('textbox', { name: text.wanted }).fill(cno);
    await page.getByRole('button', { name: text.search }).click();
    await expect(page.getByText(text.premium)).toBeVisible();
    await page.getByRole('button', { name: text.take(cno) }).click();
    await expect(page.getByText(text.held(cno))).toBeVisible();
    await expect(page.locator('.pay-channels')).toBeVisible();

    // The cashier approves the supplementary order as it approves a registration.
    const api = apiAs(request, session, language);
    const view = await api.get<{ pending: { numberOrderID: number } }>(
      `${BASE_A}/matchH5/searchNo`,
      { applicationID: order.id },
    );
    const { tradeNo } = await api.get<{ tradeNo: string }>(`${BASE_A}/payorder/zfbH5Sign`, {
      applicationID: order.id,
      numberOrderID: view.pending.numberOrderID,
    });
    await apiData(
      await request.post(`${BASE_B}/sandbox/pay`, { form: { tradeNo, outcome: 'approve' } }),
      'sandbox/pay',
    );
    await page.reload();
    await expect(page.getByText(text.yours)).toBeVisible();
    await expect(page.getByText(cno, { exact: true })).toBeVisible();
  });
}
