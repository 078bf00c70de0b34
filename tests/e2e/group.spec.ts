import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { payAtCashier, payInSandbox, payWith } from './support/cashier';
import { passGates } from './support/gates';
import { newRunner, sampleEvent } from './support/runners';
import { fillSignForm } from './support/signForm';
import { appUrl, currentRoute, login, openApp, type Language } from './support/session';

/** The sample race whose config turns group registration on (2 to 10 people, 120 yuan each). */
const half = sampleEvent('cd-half-2027');

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('a leader signs up three people on one page and pays one order for them (zh-CN)', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const leader = await login(request);
  await openApp(page, `/index/${half.id}`, { session: leader });
  await page.getByRole('button', { name: '团体报名' }).click();
  await expect(page.getByText('一次为2至10人报名')).toBeVisible();
  await page.getByRole('button', { name: '添加一人' }).click();

  const [li, wang, zhao] = ['李一', '王二', '赵三'].map((name) => newRunner(leader, name));
  await fillSignForm(page, half, li, { within: card(page, '第1人') });
  // What the leader typed is still there after a reload, people and all.
  await page.reload();
  await expect(card(page, '第3人')).toBeVisible();
  await expect(card(page, '第1人').getByRole('textbox', { name: /^姓名/ })).toHaveValue('李一');

  await fillSignForm(
    page,
    half,
    { ...wang, idNumber: '110101199003070000' },
    {
      within: card(page, '第2人'),
    },
  );
  await fillSignForm(page, half, zhao, { within: card(page, '第3人') });
  for (const number of [1, 2, 3]) {
    await page.getByRole('button', { name: `确认第${number}人信息` }).click();
  }
  // The bad ID number holds up the second person only.
  await expect(card(page, '第2人').getByText('请输入正确的18位居民身份证号码')).toBeVisible();
  await expect(card(page, '第1人').getByText('已确认')).toBeVisible();
  await expect(card(page, '第3人').getByText('已确认')).toBeVisible();
  await expect(card(page, '第2人').getByText('已确认')).toBeHidden();
  const send = page.getByRole('button', { name: '提交团体报名（3人）' });
  await expect(send).toBeDisabled();

  const idNumber = card(page, '第2人').getByRole('textbox', { name: /^身份证号码/ });
  await idNumber.fill(wang.idNumber);
  await idNumber.blur();
  await expect(card(page, '第2人').getByText('请输入正确的18位居民身份证号码')).toBeHidden();
  await page.getByRole('button', { name: '确认第2人信息' }).click();
  await expect(card(page, '第2人').getByText('已确认')).toBeVisible();
  await send.click();

  await expect(page.getByRole('status')).toHaveText('已保存，待缴费');
  for (const name of ['李一', '王二', '赵三']) await expect(page.getByText(name)).toBeVisible();
  // 120 yuan a person, added up by the server.
  await expect(page.locator('.group-page__total')).toHaveText(/360\.00/);
  await page.getByRole('button', { name: /^去缴费/ }).click();
  await payWith(page, '钱包支付');
  await payAtCashier(page, 'approve', { amount: /360\.00/ });
  await expect(page.getByText('支付成功')).toBeVisible();

  // Each person is a paid registration of their own in the leader's list.
  await page.goto(appUrl('/cd/my'));
  for (const name of ['李一', '王二', '赵三']) {
    const entry = page.locator('.adm-list-item').filter({ hasText: ` · ${name}` });
    await expect(entry).toContainText('报名成功');
  }
});

test('a group refused for a person entered twice says who, then registers (en-US)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const language: Language = 'en-US';
  const leader = await login(request, { language });
  await openApp(page, `/groupevent/${half.id}`, { session: leader, language });
  const [ann, bob] = ['Ann Lee', 'Bob Wu'].map((name) => newRunner(leader, name));
  await fillSignForm(page, half, ann, { within: card(page, 'Person 1'), language });
  await fillSignForm(
    page,
    half,
    { ...bob, idNumber: ann.idNumber },
    {
      within: card(page, 'Person 2'),
      language,
    },
  );
  await page.getByRole('button', { name: 'Check person 1' }).click();
  await page.getByRole('button', { name: 'Check person 2' }).click();
  await page.getByRole('button', { name: 'Send the group (2 people)' }).click();
  await expect(page.getByRole('alert')).toHaveText('Person 2 has the same ID number as person 1');

  await card(page, 'Person 2')
    .getByRole('textbox', { name: /^Chinese ID number/ })
    .fill(bob.idNumber);
  await page.getByRole('button', { name: 'Check person 2' }).click();
  await page.getByRole('button', { name: 'Send the group (2 people)' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved, waiting for payment');
  await expect(page.locator('.group-page__total')).toHaveText(/240\.00/);
  const group = currentRoute(page);

  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/#\/pay\/\d+/);
  await payInSandbox(request, leader, Number(currentRoute(page).split('/').pop()));
  await page.goto(appUrl(group));
  await expect(page.getByRole('status')).toHaveText('Registered');
  await page.getByRole('button', { name: "See each person's registration" }).click();
  for (const name of ['Ann Lee', 'Bob Wu']) {
    await expect(page.locator('.adm-list-item').filter({ hasText: name })).toContainText(
      'Registered',
    );
  }
});

test("a group race's gates come first: the leader passes them to the group form, and the form's address leads to the first gate (zh-CN)", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  /** A sample race with an entry statement before both team and group sign-up. */
  const gated = sampleEvent('cd-greenway-teams-2027');
  const leader = await login(request);
  const form = `/groupevent/${gated.id}`;
  await openApp(page, form, { session: leader });
  await expect(page).toHaveURL(
    appUrl(`/${gated.gates[0].type}?eventId=${gated.id}&then=${encodeURIComponent(form)}`),
  );

  await page.goto(appUrl(`/index/${gated.id}`));
  await page.getByRole('button', { name: '团体报名' }).click();
  await passGates(page, gated, 'zh-CN');
  await expect(page).toHaveURL(appUrl(form));
  await expect(page.getByText('一次为2至5人报名')).toBeVisible();
  const people = ['孙一', '钱二'].map((name) => newRunner(leader, name));
  for (const [index, person] of people.entries()) {
    await fillSignForm(page, gated, person, {
      within: card(page, `第${index + 1}人`),
      // The individual 10 km ticket: the team ticket is for team roles only.
      ticket: 300402,
    });
    await page.getByRole('button', { name: `确认第${index + 1}人信息` }).click();
  }
  // The server takes the group only with the pass the gates gave.
  await page.getByRole('button', { name: '提交团体报名（2人）' }).click();
  await expect(page.getByRole('status')).toHaveText('已保存，待缴费');
  await expect(page.locator('.group-page__total')).toHaveText(/160\.00/);
});
