/**
 * A premium race number: the number page shows its price, taking it holds it with a pay step on
 * the race's channels, and once the supplementary order is paid at the sandbox cashier the number
 * is the runner's, shown as its own paid order on the registration's pages.
 */
import { expect, test } from './support/test';
import { payAtCashier, payInSandbox, payWith } from './support/cashier';
import { applyByApi, sampleEvent } from './support/runners';
import { login, openApp } from './support/session';

const gz = sampleEvent('gz-marathon-2027');

const TEXTS = {
  'en-US': {
    wanted: 'Wanted race number',
    search: 'Search',
    premium: 'Premium number: ¥88.00 on top of your registration',
    take: (cno: string) => `Take ${cno} for ¥88.00`,
    held: (cno: string) => `${cno} is held for you: pay ¥88.00 to make it yours`,
    yours: 'Your race number',
    wallet: 'Wallet app',
    instalment: 'Pay in instalments',
    heading: 'Premium race number',
    paid: 'Registered',
    paidAt: 'Payment time',
    line: (cno: string) => `Premium number ${cno} · ¥88.00 · Registered`,
  },
  'zh-CN': {
    wanted: '想要的参赛号码',
    search: '查询',
    premium: '靓号：在报名费之外另付 ¥88.00',
    take: (cno: string) => `以 ¥88.00 选用 ${cno}`,
    held: (cno: string) => `${cno} 已为您保留：支付 ¥88.00 后即归您所有`,
    yours: '您的参赛号码',
    wallet: '钱包支付',
    instalment: '分期支付',
    heading: '靓号订单',
    paid: '报名成功',
    paidAt: '支付时间',
    line: (cno: string) => `靓号 ${cno} · ¥88.00 · 报名成功`,
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
    // The bar asks for the number's price, not the registration's, and instalments (priced on
    // the registration) are not offered for it.
    await expect(page.locator('.pay-bar')).toContainText('¥88.00');
    await expect(page.getByRole('radio', { name: text.wallet })).toBeVisible();
    await expect(page.getByRole('radio', { name: text.instalment })).toHaveCount(0);

    // The cashier charges the supplementary order and sends the runner back to the number page.
    await payWith(page, text.wallet);
    await payAtCashier(page, 'approve', { amount: /88\.00/ });
    await expect(page.getByText(text.yours)).toBeVisible();
    await expect(page.getByText(cno, { exact: true })).toBeVisible();

    // The number's own order, paid, on the registration's detail and pay pages and in the list.
    for (const route of [`/detail/${order.id}`, `/pay/${order.id}`]) {
      await openApp(page, route, { session, language });
      const card = page.locator('.premium-number');
      await expect(card).toContainText(text.heading);
      await expect(card).toContainText(cno);
      await expect(card).toContainText('¥88.00');
      await expect(card).toContainText(text.paid);
      await expect(card.locator('.adm-list-item', { hasText: text.paidAt })).toContainText(
        /\d:\d{2}/,
      );
    }
    await openApp(page, '/gz/my', { session, language });
    await expect(page.getByText(text.line(cno))).toBeVisible();
  });
}
