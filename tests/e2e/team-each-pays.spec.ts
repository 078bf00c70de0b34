import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { payAtCashier, payWith } from './support/cashier';
import { passGates } from './support/gates';
import { runnerPhone } from './support/phones';
import { newRunner, sampleEvent } from './support/runners';
import { fillSignForm } from './support/signForm';
import {
  apiData,
  appUrl,
  BASE_B,
  login,
  openApp,
  type Language,
  type Session,
} from './support/session';

/** The sample race whose teams of two or three pay each member's own entry (90 yuan a runner). */
const race = sampleEvent('cd-greenway-teams-2027');
const TEAM_TICKET = 300401;

const TEXT = {
  'zh-CN': {
    take: (role: string) => `选择${role}`,
    captain: '队长',
    teammate: '队员',
    teamName: '队伍名称',
    create: '创建队伍',
    join: '加入队伍',
    invite: '邀请队友',
    payMine: '为我缴费',
    wallet: '钱包支付',
    paidOk: '支付成功',
    forming: '队伍尚未组齐',
    ordered: '等待缴费',
    registered: '报名成功',
    paid: '已缴费',
    ageRule: '全队比赛日年龄之和至少60岁',
  },
  'en-US': {
    take: (role: string) => `Take ${role}`,
    captain: 'Captain',
    teammate: 'Teammate',
    teamName: 'Team name',
    create: 'Create the team',
    join: 'Join the team',
    invite: 'Invite teammates',
    payMine: 'Pay for my entry',
    wallet: 'Wallet app',
    paidOk: 'Payment successful',
    forming: 'The team is not complete yet',
    ordered: 'Waiting for payment',
    registered: 'Registered',
    paid: 'Paid',
    ageRule: "The team's ages on race day add up to 60 or more",
  },
} as const;

const state = (page: Page) => page.locator('.team-page__state');

/** The captain names the team, takes the captain's role through the gates and creates it. */
async function createTeam(
  page: Page,
  captain: Session,
  { team, lead }: { team: string; lead: string },
  language: Language,
) {
  const text = TEXT[language];
  await openApp(page, `/role/select?eventId=${race.id}`, { session: captain, language });
  await page.getByRole('textbox', { name: text.teamName }).fill(team);
  await page.getByRole('button', { name: text.take(text.captain) }).click();
  await passGates(page, race, language);
  await fillSignForm(page, race, newRunner(captain, lead), { ticket: TEAM_TICKET, language });
  await page.getByRole('button', { name: text.create }).click();
  await expect(state(page)).toHaveText(text.forming);
}

/** The captain's invite card: the link to share and the short code to type. */
async function invite(page: Page, language: Language) {
  await page.getByRole('button', { name: TEXT[language].invite }).click();
  const code = (await page.locator('.team-share__code').textContent()) ?? '';
  const link = (await page.getByTestId('invite-link').textContent()) ?? '';
  return { code, link };
}

/**
 * A runner opens an invite (its address) as a teammate, passes the gates unless they have passed
 * them for the race already, and sends their form.
 */
async function join(
  page: Page,
  session: Session,
  url: string,
  { name, language, gates = true }: { name: string; language: Language; gates?: boolean },
) {
  const text = TEXT[language];
  await page.goto(url);
  await page.getByRole('button', { name: text.take(text.teammate) }).click();
  if (gates) await passGates(page, race, language);
  await fillSignForm(page, race, newRunner(session, name), { ticket: TEAM_TICKET, language });
  await page.getByRole('button', { name: text.join }).click();
}

/** On the team page, the runner pays their own entry at the sandbox cashier. */
async function payMine(page: Page, language: Language) {
  const text = TEXT[language];
  await page.getByRole('button', { name: text.payMine }).click();
  await payWith(page, text.wallet);
  // 90 yuan: the runner's own entry, priced by the server.
  await payAtCashier(page, 'approve', { amount: /90\.00/ });
  await expect(page.getByText(text.paidOk)).toBeVisible();
  await page.goto(appUrl(`/team?eventId=${race.id}`));
}

test('each member of a team pays their own entry, and the team is registered when all have (en-US, zh-CN)', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const en = TEXT['en-US'];
  const captain = await login(request, { language: 'en-US' });
  await createTeam(page, captain, { team: 'Greenway Pair', lead: 'Ann Lee' }, 'en-US');
  // Alone, the captain misses a teammate and the age sum: nobody can pay yet.
  const gaps = page.getByRole('list', { name: 'Still missing' });
  await expect(gaps).toContainText('Teammate: 1 more');
  await expect(gaps).toContainText(en.ageRule);
  await expect(page.getByRole('button', { name: en.payMine })).toBeDisabled();
  const { link } = await invite(page, 'en-US');

  const mate = await runnerPhone(browser, request, 'zh-CN');
  await join(mate.page, mate.session, link, { name: '周队员', language: 'zh-CN' });
  await expect(state(mate.page)).toHaveText('队伍已组齐，可以缴费');
  await payMine(mate.page, 'zh-CN');
  await expect(state(mate.page)).toHaveText(TEXT['zh-CN'].ordered);

  await page.goto(appUrl(`/team?eventId=${race.id}`));
  await page.reload();
  await expect(state(page)).toHaveText(en.ordered);
  await expect(page.locator('.adm-list-item').filter({ hasText: '周队员' })).toContainText(en.paid);
  await payMine(page, 'en-US');
  await expect(state(page)).toHaveText(en.registered);
  await expect(page.getByRole('button', { name: en.payMine })).toHaveCount(0);

  await mate.page.reload();
  await expect(state(mate.page)).toHaveText(TEXT['zh-CN'].registered);
  for (const member of ['周队员', 'Ann Lee']) {
    await expect(mate.page.locator('.adm-list-item').filter({ hasText: member })).toContainText(
      TEXT['zh-CN'].paid,
    );
  }
  await mate.context.close();
});

test('an expired invite is refused with when it expired; a runner in one team cannot join another (zh-CN)', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const captain = await login(request);
  await createTeam(page, captain, { team: '绿道一队', lead: '郑队长' }, 'zh-CN');
  const { code } = await invite(page, 'zh-CN');
  await apiData(
    await request.post(`${BASE_B}/dev/expireInvite`, { form: { code } }),
    'dev/expireInvite',
  );

  const runner = await runnerPhone(browser, request);
  const byCode = appUrl(`/role/select?eventId=${race.id}&invite=${code}`);
  await join(runner.page, runner.session, byCode, { name: '吴跑者', language: 'zh-CN' });
  await expect(runner.page.getByRole('alert')).toHaveText(/^邀请已于.+过期，请向队长索取新的邀请$/);

  const again = { name: '吴跑者', language: 'zh-CN' } as const;
  // Another team's invite takes them in; the first team's, shared anew, then does not.
  const other = await runnerPhone(browser, request);
  await createTeam(other.page, other.session, { team: '绿道二队', lead: '钱队长' }, 'zh-CN');
  const second = await invite(other.page, 'zh-CN');
  await join(runner.page, runner.session, second.link, { ...again, gates: false });
  await expect(state(runner.page)).toHaveText('队伍已组齐，可以缴费');
  await page.goto(appUrl(`/team?eventId=${race.id}`));
  const fresh = await invite(page, 'zh-CN');
  expect(fresh.code).not.toBe(code);
  await join(runner.page, runner.session, fresh.link, { ...again, gates: false });
  await expect(runner.page.getByRole('alert')).toHaveText('您已加入本赛事的队伍（绿道二队）');
  await runner.context.close();
  await other.context.close();
});
