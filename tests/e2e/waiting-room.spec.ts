/**
 * A race whose sign-up goes through a waiting room (the sample fun run admits one runner a
 * second for its whole sign-up). Runners who joined the line first are ahead: the form shows the
 * runner their number in line and the wait, keeps what they type across a reload with their
 * place, and a submit made before their turn leaves on its own once they are admitted. A group's
 * leader waits in the same line on the group form.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { newRunner, sampleEvent } from './support/runners';
import { apiAs, BASE_A, login, openApp, type Language } from './support/session';
import { expectSignFormFilled, fillSignForm } from './support/signForm';

const race = sampleEvent('cd-fun-5k-2027');
const AHEAD = 20;

/**
 * `count` other runners take their places in the race's line together, so the line holds them
 * for `count` admissions (a second each) however slowly the logins before went.
 */
async function runnersAhead(request: APIRequestContext, count: number) {
  const others = [];
  for (let i = 0; i < count; i++) others.push(await login(request));
  await Promise.all(
    others.map((other) =>
      apiAs(request, other).post(`${BASE_A}/waiting/join`, { matchEventID: race.id }),
    ),
  );
}

const TEXT: Record<Language, { line: RegExp; waitSubmit: string }> = {
  'zh-CN': { line: /^您排在第 (\d+) 位，约需 1 分钟。/, waitSubmit: '轮到我时提交' },
  'en-US': {
    line: /^You are number (\d+) in line, about 1 min\./,
    waitSubmit: 'Submit when it is my turn',
  },
};

for (const language of ['zh-CN', 'en-US'] as const) {
  test(`the form shows the runner's place in line and sends once admitted (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await runnersAhead(request, AHEAD);
    const session = await login(request, { language });
    const runner = newRunner(session);
    await openApp(page, `/sign/${race.id}/1`, { session, language });

    const line = page.getByRole('status');
    await expect(line).toHaveText(TEXT[language].line);
    const first = Number(TEXT[language].line.exec((await line.textContent()) ?? '')?.[1]);
    expect(first).toBeGreaterThan(1);
    await fillSignForm(page, race, runner, { language });

    // A reload keeps the form as typed and the place in line: never further back.
    await page.reload();
    await expectSignFormFilled(page, race, runner, { language });
    await expect(line).toHaveText(TEXT[language].line);
    const again = Number(TEXT[language].line.exec((await line.textContent()) ?? '')?.[1]);
    expect(again).toBeLessThanOrEqual(first);

    await page.getByRole('button', { name: TEXT[language].waitSubmit }).click();
    await page.waitForURL(/#\/pay\/\d+$/, { timeout: 60_000 });
    await expect(page.getByText(language === 'zh-CN' ? '订单号' : 'Order number')).toBeVisible();
  });
}

test('a group leader waits in the same line: the group is saved with the ticket once admitted (zh-CN)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Longer than filling in two people takes, so the send is made before the leader's turn.
  await runnersAhead(request, 30);
  const leader = await login(request);
  await openApp(page, `/index/${race.id}`, { session: leader });
  await page.getByRole('button', { name: '团体报名' }).click();

  const line = page.getByRole('status');
  await expect(line).toHaveText(/^您排在第 (\d+) 位，约需 1 分钟。/);
  const send = page.getByRole('button', { name: '轮到我时提交' });
  await expect(send).toBeDisabled();
  const person = (name: string) => page.getByRole('region', { name, exact: true });
  const [li, wang] = ['李一', '王二'].map((name) => newRunner(leader, name));
  await fillSignForm(page, race, li, { within: person('第1人') });
  await fillSignForm(page, race, wang, { within: person('第2人') });
  for (const number of [1, 2]) {
    await page.getByRole('button', { name: `确认第${number}人信息` }).click();
    await expect(person(`第${number}人`).getByText('已确认')).toBeVisible();
  }
  await expect(line).toHaveText(/^您排在第 (\d+) 位/);
  await send.click();

  // Refused without the ticket while the room is active, so the group page proves it was sent.
  await page.waitForURL(/#\/group\/\d+$/, { timeout: 60_000 });
  await expect(page.getByRole('status')).toHaveText('已保存，待缴费');
  for (const name of ['李一', '王二']) await expect(page.getByText(name)).toBeVisible();
  // 60 yuan a person.
  await expect(page.locator('.group-page__total')).toHaveText(/120\.00/);
});

test('the form of a race without a waiting room shows no line and asks for none', async ({
  page,
  request,
}) => {
  const plain = sampleEvent('gz-elite-2028');
  const session = await login(request);
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/waiting/')) asked.push(sent.url());
  });
  await openApp(page, `/sign/${plain.id}/1`, { session });
  await expect(page.getByRole('button', { name: '提交并支付' })).toBeVisible();
  await expect(page.getByText(/您排在第|正在为您排队|已轮到您/)).toHaveCount(0);
  expect(asked).toEqual([]);
});
