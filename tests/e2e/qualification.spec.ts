/**
 * A race that asks for a qualifying result (the sample elite race: a marathon in 3:30:00 net or
 * faster, recorded in this system, in the two years before it). The server decides at sign-up:
 * a runner whose Guangzhou Marathon finish is one second too slow is told which rule failed and
 * what qualifies, and keeps what they typed and their place; a runner under the limit reaches
 * the order.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { newRunner, sampleEvent, type Runner } from './support/runners';
import {
  apiAs,
  BASE_A,
  BASE_B,
  currentRoute,
  login,
  openApp,
  type Language,
} from './support/session';
import { expectSignFormFilled, fillSignForm } from './support/signForm';
import { signUp } from './support/signup';

const elite = sampleEvent('gz-elite-2028');
const gz = sampleEvent('gz-marathon-2027');
const GZ_MARATHON = gz.tickets[0].id;

/** The runner's Guangzhou Marathon finish, imported as the organiser's results file. */
async function finishedGz(request: APIRequestContext, runner: Runner, net: string) {
  const csv = ['bib,id,course,gun,net', `E0001,${runner.idNumber},${GZ_MARATHON},${net},${net}`];
  // The in-memory server's database is out of the command's reach; this runs the same import.
  const response = await request.post(`${BASE_B}/dev/importResults`, {
    form: { event: gz.key, csv: csv.join('\n') },
  });
  expect(response.status()).toBe(200);
}

const TEXT: Record<Language, { submit: string; refusal: string }> = {
  'zh-CN': {
    submit: '提交并支付',
    refusal:
      '本赛事需要资格成绩：您该距离的完赛净成绩慢于 03:30:00。符合资格的成绩：近两年内在本系统有全程马拉松净成绩3小时30分以内',
  },
  'en-US': {
    submit: 'Submit and pay',
    refusal:
      'This race needs a qualifying result: your finish of the distance is slower than 03:30:00 net. What qualifies: A marathon in 3:30:00 net or faster, run in the two years before this race and recorded in this system',
  },
};

for (const language of ['zh-CN', 'en-US'] as const) {
  test(`a runner one second over the limit is refused with the rule, and loses nothing (${language})`, async ({
    page,
    request,
  }) => {
    const session = await login(request, { language });
    const runner = newRunner(session);
    await finishedGz(request, runner, '3:30:01');
    const before = await apiAs(request, session).get<{ remaining: number }>(
      `${BASE_A}/matchH5/detailSimple`,
      { matchEventID: elite.id },
    );

    await openApp(page, `/sign/${elite.id}/1`, { session, language });
    await fillSignForm(page, elite, runner, { language });
    await page.getByRole('button', { name: TEXT[language].submit }).click();

    await expect(page.getByRole('alert').filter({ hasText: TEXT[language].refusal })).toBeVisible();
    expect(currentRoute(page)).toBe(`/sign/${elite.id}/1`);
    await expectSignFormFilled(page, elite, runner, { language });
    const api = apiAs(request, session);
    expect(await api.get<unknown[]>(`${BASE_A}/matchH5/listsApplication`)).toEqual([]);
    const after = await api.get<{ remaining: number }>(`${BASE_A}/matchH5/detailSimple`, {
      matchEventID: elite.id,
    });
    expect(after.remaining).toBe(before.remaining);
  });
}

test('a runner with a qualifying marathon signs up and reaches the order (en-US)', async ({
  page,
  request,
}) => {
  const session = await login(request, { language: 'en-US' });
  const runner = newRunner(session);
  await finishedGz(request, runner, '3:30:00');
  const { applicationId } = await signUp(page, elite, session, {
    language: 'en-US',
    runner,
    signUpButton: 'Sign up now',
  });
  expect(currentRoute(page)).toBe(`/pay/${applicationId}`);
  await expect(page.getByText('Guangzhou Elite Marathon 2028')).toBeVisible();
});
