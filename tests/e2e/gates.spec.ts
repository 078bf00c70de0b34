import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { passGates } from './support/gates';
import { newRunner, sampleEvent } from './support/runners';
import { apiAs, BASE_A, currentRoute, login, openApp } from './support/session';
import { expectSignFormFilled, fillSignForm } from './support/signForm';
import { signUp } from './support/signup';

const next = (page: Page) => page.getByRole('button', { name: /^(Next|下一步)$/ }).click();
const refusal = (page: Page) => page.getByRole('alert');

test('a runner passes the gates of a race in order on the way to the form (en-US)', async ({
  page,
  request,
}) => {
  // Logged in, because the form after the gates is for runners with an account.
  const session = await login(request, { language: 'en-US' });
  await openApp(page, '/index/1001', { session, language: 'en-US' });
  await page.getByRole('button', { name: 'Sign up now' }).click();
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await expect.poll(() => currentRoute(page)).toBe('/statement');
  // The organising committee's declaration is read with the statement.
  const committee = page.getByRole('region', { name: 'Organising committee document' });
  await expect(
    committee.getByRole('heading', {
      name: 'Declaration of the Guangzhou Marathon organising committee',
    }),
  ).toBeVisible();
  await expect(committee).toContainText('The committee insures every runner');

  await next(page);
  await expect(refusal(page)).toHaveText('Please agree to the terms');
  await page.getByText('I have read and agree').click();
  await expect(refusal(page)).toHaveCount(0);
  await next(page);

  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect.poll(() => currentRoute(page)).toBe('/answer');
  await page.getByText('Keep running to the finish').click();
  await page.getByText('No', { exact: true }).click();
  await next(page);
  await expect(refusal(page)).toHaveText('Please answer correctly');
  await page.getByText('Stop at once and ask a medical volunteer for help').click();
  await next(page);

  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await expect(committee.getByRole('heading', { name: "Runner's commitment" })).toBeVisible();
  await next(page);
  await expect(refusal(page)).toHaveText('Please read and tick the I have read box');
  await page.getByText('I have read and agree').click();
  await next(page);
  await expect.poll(() => currentRoute(page)).toBe('/sign/1001/1');
});

const APP_REQUESTS = ['script', 'stylesheet', 'fetch', 'xhr'];

test('the first gate page opens from what the event home has already read (zh-CN)', async ({
  page,
}) => {
  // The home reads the first gate's committee document once it is idle with sign-up open.
  const declarationRead = page.waitForResponse((response) =>
    response.url().includes('/committee/getDeclaration'),
  );
  await openApp(page, '/index/1001');
  const signUpButton = page.getByRole('button', { name: '立即报名' });
  await expect(signUpButton).toBeEnabled();
  expect((await declarationRead).ok()).toBe(true);

  const askedAfterTap: string[] = [];
  page.on('request', (request) => {
    // What the app asks for (the browser fetches the page's icon on its own).
    if (APP_REQUESTS.includes(request.resourceType())) {
      askedAfterTap.push(new URL(request.url()).pathname);
    }
  });
  await signUpButton.click();
  await expect(page.getByText('第 1 步，共 3 步')).toBeVisible();
  await expect(page.getByRole('heading', { name: '广州马拉松赛组委会声明' })).toBeVisible();
  // The race's stage is the one the home just showed, the document the one read there; the page's
  // code and the rest of the race's config were fetched while the home was idle.
  expect(askedAfterTap).toEqual([]);
});

test('a runner cannot skip a gate by opening a later one (zh-CN)', async ({ page }) => {
  await openApp(page, '/check?eventId=1001');
  await expect(page.getByText('第 1 步，共 3 步')).toBeVisible();
  await expect.poll(() => currentRoute(page)).toBe('/statement');
});

test('the epidemic question asks for a choice and stops a runner who cannot comply (zh-CN)', async ({
  page,
  request,
}) => {
  await openApp(page, '/statement?eventId=2001', { session: await login(request) });
  await page.getByText('我已阅读并同意').click();
  await next(page);
  await page.getByText('我确认身体状况适合参赛').click();
  await next(page);

  await expect(page.getByText('能否在赛前48小时内提供核酸检测阴性证明？')).toBeVisible();
  await next(page);
  await expect(refusal(page)).toHaveText('请选择一个答案');
  await page.getByText('不能', { exact: true }).click();
  await next(page);
  await expect(refusal(page)).toHaveText(
    '很抱歉，无法提供核酸检测阴性证明的跑者暂不能报名本次赛事。',
  );
  await expect.poll(() => currentRoute(page)).toBe('/alert');

  await page.getByText('能', { exact: true }).click();
  await next(page);
  await expect.poll(() => currentRoute(page)).toBe('/sign/2001/1');
});

test('the committee documents a runner accepted go with the application (zh-CN)', async ({
  page,
  request,
}) => {
  const gz = sampleEvent('gz-marathon-2027');
  const session = await login(request);
  await openApp(page, `/statement?eventId=${gz.id}`, { session });
  await expect(page.getByRole('heading', { name: '广州马拉松赛组委会声明' })).toBeVisible();
  await expect(page.getByText('组委会将为全体参赛者购买赛事公众责任险')).toBeVisible();

  const { applicationId } = await signUp(page, gz, session, { signUpButton: '立即报名' });
  const application = await apiAs(request, session).get<{ committeeFlow: unknown }>(
    `${BASE_A}/matchH5/detailApplication`,
    { applicationID: applicationId },
  );
  expect(application.committeeFlow).toEqual([
    { type: 'declaration', id: gz.committee!.declaration!.id },
    { type: 'commitment', id: gz.committee!.commitment!.id },
    { type: 'answer', id: gz.committee!.answerTemplateId },
  ]);
});

test('a runner whose quiz pass is gone answers the quiz again and keeps the form (zh-CN)', async ({
  page,
  request,
}) => {
  const gz = sampleEvent('gz-marathon-2027');
  const session = await login(request);
  const runner = newRunner(session);
  await openApp(page, `/index/${gz.id}`, { session });
  await page.getByRole('button', { name: '立即报名', exact: true }).click();
  await passGates(page, gz, 'zh-CN');
  await fillSignForm(page, gz, runner);
  // The pass the server gave for the quiz expired, or the tab lost it.
  await page.evaluate((id) => sessionStorage.removeItem(`gatePass:${id}`), gz.id);
  await page.getByRole('button', { name: '提交并支付' }).click();

  await expect.poll(() => currentRoute(page)).toBe('/answer');
  const quiz = gz.gates.findIndex((gate) => gate.type === 'answer');
  await passGates(page, { ...gz, gates: gz.gates.slice(quiz) }, 'zh-CN');
  await expectSignFormFilled(page, gz, runner);
  await page.getByRole('button', { name: '提交并支付' }).click();
  await page.waitForURL(/#\/pay\/\d+$/);
  await expect(page.getByText('订单号')).toBeVisible();
});
