import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { eventForRole } from '../../core/domain/team/roleForm';
import { payAtCashier, payWith } from './support/cashier';
import { passGates } from './support/gates';
import { runnerPhone } from './support/phones';
import { newRunner, sampleEvent } from './support/runners';
import { fillSignForm } from './support/signForm';
import { appUrl, login, openApp, type Session } from './support/session';

const relay = sampleEvent('cd-relay-2027');
const [LEG1_TICKET, MEMBER_TICKET] = [300101, 300102];
/** Only the last leg, who crosses the line in the stadium, is asked how they finish. */
const LAST_LEG = 4;
const finishLine = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(`^${title}\\*?$`) });

async function joinAs(
  page: Page,
  session: Session,
  link: string,
  leg: { name: string; role: number },
  name: string,
) {
  await page.goto(link);
  await page.getByRole('button', { name: `选择${leg.name}` }).click();
  // Every member passes the race's gates, which lead back to their role's form.
  await passGates(page, relay, 'zh-CN');
  // Each leg fills the form of its own role.
  const form = eventForRole(relay, leg.role);
  await expect(page.getByRole('textbox', { name: /^姓名\*?$/ })).toBeVisible();
  if (leg.role === LAST_LEG) await expect(finishLine(page, '冲线方式')).toBeVisible();
  else await expect(finishLine(page, '冲线方式')).toHaveCount(0);
  await fillSignForm(page, form, newRunner(session, name), { ticket: MEMBER_TICKET });
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
  await passGates(page, relay, 'zh-CN');
  await fillSignForm(page, relay, newRunner(captain, '王队长'), { ticket: LEG1_TICKET });
  await page.getByRole('button', { name: '创建队伍' }).click();
  await expect(page.locator('.team-page__state')).toHaveText('队伍尚未组齐');

  await page.getByRole('button', { name: '邀请队友' }).click();
  await expect(page.getByRole('img', { name: '邀请链接二维码' })).toBeVisible();
  await expect(page.locator('.team-share__code')).toHaveText(/^[A-Z2-9]{8}$/);
  const link = (await page.getByTestId('invite-link').textContent()) ?? '';
  expect(link).toContain('/role/select?');

  const legs = [
    { name: '第二棒', role: 2 },
    { name: '第三棒', role: 3 },
    { name: '第四棒', role: LAST_LEG },
  ];
  const members = [];
  for (const [index, leg] of legs.entries()) {
    const member = await runnerPhone(browser, request);
    await joinAs(member.page, member.session, link, leg, `队员${index + 1}`);
    await expect(member.page.locator('.team-page__state')).toBeVisible();
    members.push(member);
  }
  const [first] = members;
  // A runner in a team cannot create a second team for the race (the gates are passed already).
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
  await joinAs(late.page, late.session, link, legs[0], '迟到者');
  await expect(late.page.getByRole('alert')).toHaveText('该队伍已满：已有4名队员');

  await page.goto(appUrl(`/team?eventId=${relay.id}`));
  await expect(page.locator('.team-page__state')).toHaveText('队伍已组齐，可以缴费');
  await page.getByRole('button', { name: '为全队缴费' }).click();
  await payWith(page, '钱包支付');
  // 150 yuan for leg 1 and 120 for each other leg, priced by the server.
  await payAtCashier(page, 'approve', { amount: /510\.00/ });
  await expect(page.getByText('支付成功')).toBeVisible();

  // A member's own registration, paid in the captain's order, is on "my registrations" as paid
  // and leads to their race pack, with no refund of their own.
  await first.page.goto(appUrl('/cd/my'));
  const entry = first.page.locator('.adm-list-item').filter({ hasText: '已由队长的队伍订单缴费' });
  await expect(entry).toContainText('报名成功');
  await entry.click();
  await expect(first.page.getByText('您已完成支付，请按时领取参赛物品。')).toBeVisible();
  await expect(first.page.getByRole('button', { name: '申请退款' })).toHaveCount(0);
  await first.page.getByRole('button', { name: '领物预约' }).click();
  await expect(first.page.getByText('尚未预约领物时间')).toBeVisible();

  for (const [index, member] of members.entries()) {
    await member.page.goto(appUrl(`/team?eventId=${relay.id}`));
    // A phone that already showed the team page reads it anew.
    await member.page.reload();
    await expect(member.page.locator('.team-page__state')).toHaveText('报名成功');
    const mine = member.page.locator('.adm-list-item').filter({ hasText: `队员${index + 1}` });
    await expect(mine).toContainText(legs[index].name);
    await expect(mine).toContainText('已缴费');
    await expect(member.page.getByRole('button', { name: '查看我的报名' })).toBeVisible();
    await member.context.close();
  }
  await late.context.close();
});

test("the last leg's own form asks how they cross the line, and a blank answer blocks them (en-US)", async ({
  page,
  request,
}) => {
  const anchor = await login(request);
  const form = `/role/form?eventId=${relay.id}&roleId=${LAST_LEG}&invite=ABCDEFGH`;
  await openApp(page, form, { session: anchor, language: 'en-US' });
  // The role's form is not opened before the race's gates, which lead back to it.
  await expect(page).toHaveURL(
    appUrl(`/${relay.gates[0].type}?eventId=${relay.id}&then=${encodeURIComponent(form)}`),
  );
  await passGates(page, relay, 'en-US');
  await expect(page).toHaveURL(appUrl(form));
  const question = finishLine(page, 'Crossing the finish line');
  await expect(question).toBeVisible();
  await expect(
    page.getByText('Leg 4 finishes in the stadium; teammates may run the last 200 m with you'),
  ).toBeVisible();
  // Everything else filled in, the unanswered question alone stops the form.
  const lastLegForm = eventForRole(relay, LAST_LEG).form;
  const schema = lastLegForm.schema as unknown as {
    properties: Record<string, unknown>;
    required: string[];
  };
  const others = Object.fromEntries(
    Object.entries(schema.properties).filter(([name]) => name !== 'finishLine'),
  );
  const required = schema.required.filter((name) => name !== 'finishLine');
  const unanswered = {
    ...relay,
    form: { ...lastLegForm, schema: { ...lastLegForm.schema, properties: others, required } },
  };
  await fillSignForm(page, unanswered, newRunner(anchor, 'Lia Chen'), {
    ticket: MEMBER_TICKET,
    language: 'en-US',
  });
  await page.getByRole('button', { name: 'Join the team' }).click();
  await expect(page.locator('#root_finishLine__error')).toHaveText('Can not be empty');
  await expect(page.locator('[id$="__error"]')).toHaveCount(1);
  await question.click();
  const picker = page.locator('.form-picker').last();
  await picker
    .locator('.adm-picker-view-column-item-label')
    .filter({ hasText: 'The whole team runs the last 200 m with me' })
    .dispatchEvent('click');
  await picker.locator('.form-picker__action').last().click();
  await expect(question).toContainText('The whole team runs the last 200 m with me');

  // A middle leg's form does not ask it.
  await page.goto(appUrl(`/role/form?eventId=${relay.id}&roleId=2&invite=ABCDEFGH`));
  await expect(page.getByRole('textbox', { name: /^Full name\*?$/ })).toBeVisible();
  await expect(finishLine(page, 'Crossing the finish line')).toHaveCount(0);
});
