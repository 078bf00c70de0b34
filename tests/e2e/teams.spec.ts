import { expect, test, type Browser, type Page } from '@playwright/test';
import { payAtCashier } from './support/cashier';
import { newRunner, sampleEvent } from './support/runners';
import { fillSignForm } from './support/signForm';
import { appUrl, login, openApp, prepareApp, type Session } from './support/session';

const relay = sampleEvent('cd-relay-2027');
const [LEG1_TICKET, MEMBER_TICKET] = [300101, 300102];

/** A runner of their own, in a browser context of their own, as on their own phone. */
async function runnerPhone(browser: Browser, request: Parameters<typeof login>[0]) {
  const session = await login(request);
  const context = await browser.newContext({ viewport: { width: 375, height: 667 } });
  const page = await context.newPage();
  await prepareApp(page, { session });
  return { session, page, context };
}

async function joinAs(page: Page, session: Session, link: string, leg: string, name: string) {
  await page.goto(link);
  await page.getByRole('button', { name: `选择${leg}` }).click();
  await fillSignForm(page, relay, newRunner(session, name), { ticket: MEMBER_TICKET });
  await page.getByRole('button', { name: '加入队伍' }).click();
}

test('a captain forms a relay team by invite and pays one order for all four legs (zh-CN)', async ({
  page,
  browser,
  request,
}) => {
  // Five runners each fill in the whole relay form on their own phone.
  test.setTimeout(300_000);
  const captain = await login(request);
  await openApp(page, `/role/select?eventId=${relay.id}`, { session: captain });
  await page.getByRole('textbox', { name: '队伍名称' }).fill('闪电四棒');
  await page.getByRole('button', { name: '选择第一棒（队长）' }).click();
  await fillSignForm(page, relay, newRunner(captain, '王队长'), { ticket: LEG1_TICKET });
  await page.getByRole('button', { name: '创建队伍' }).click();
  await expect(page.locator('.team-page__state')).toHaveText('队伍尚未组齐');

  await page.getByRole('button', { name: '邀请队友' }).click();
  await expect(page.getByRole('img', { name: '邀请链接二维码' })).toBeVisible();
  await expect(page.locator('.team-share__code')).toHaveText(/^[A-Z2-9]{8}$/);
  const link = (await page.getByTestId('invite-link').textContent()) ?? '';
  expect(link).toContain('/role/select?');

  const legs = ['第二棒', '第三棒', '第四棒'];
  const members = [];
  for (const [index, leg] of legs.entries()) {
    const member = await runnerPhone(browser, request);
    await joinAs(member.page, member.session, link, leg, `队员${index + 1}`);
    await expect(member.page.locator('.team-page__state')).toBeVisible();
    members.push(member);
  }
  const [first] = members;
  // A runner in a team cannot create a second team for the race.
  await first.page.goto(appUrl(`/role/select?eventId=${relay.id}`));
  await first.page.getByRole('textbox', { name: '队伍名称' }).fill('另一队');
  await first.page.getByRole('button', { name: '选择第一棒（队长）' }).click();
  await fillSignForm(first.page, relay, newRunner(first.session, '队员1'), {
    ticket: LEG1_TICKET,
  });
  await first.page.getByRole('button', { name: '创建队伍' }).click();
  await expect(first.page.getByRole('alert')).toHaveText('您已加入本赛事的队伍（闪电四棒）');

  // A fifth runner finds the team full.
  const late = await runnerPhone(browser, request);
  await joinAs(late.page, late.session, link, '第二棒', '迟到者');
  await expect(late.page.getByRole('alert')).toHaveText('该队伍已满：已有4名队员');

  await page.goto(appUrl(`/team?eventId=${relay.id}`));
  await expect(page.locator('.team-page__state')).toHaveText('队伍已组齐，可以缴费');
  await page.getByRole('button', { name: '为全队缴费' }).click();
  await page.getByText('钱包支付', { exact: true }).click();
  // 150 yuan for leg 1 and 120 for each other leg, priced by the server.
  await payAtCashier(page, 'approve', { amount: /510\.00/ });
  await expect(page.getByText('支付成功')).toBeVisible();

  for (const [index, member] of members.entries()) {
    await member.page.goto(appUrl(`/team?eventId=${relay.id}`));
    // A phone that already showed the team page reads it anew.
    await member.page.reload();
    await expect(member.page.locator('.team-page__state')).toHaveText('报名成功');
    const mine = member.page.locator('.adm-list-item').filter({ hasText: `队员${index + 1}` });
    await expect(mine).toContainText(legs[index]);
    await expect(mine).toContainText('已缴费');
    await member.context.close();
  }
  await late.context.close();
});
