/**
 * What a runner sees first: the default entry `/` is the default edition's home with its tab bar,
 * so "my registrations" and the language switch are reachable from there; signing out forgets the
 * runner, and going back asks for a login again. A race number, once taken, shows on the event
 * home card and in my registrations.
 */
import { expect, test } from './support/test';
import appConfig from '../../configs/app.json' with { type: 'json' };
import { payInSandbox } from './support/cashier';
import { editionConfig } from './support/editions';
import { CHINESE, logInThroughPage } from './support/login-page';
import { applyByApi, sampleEvent } from './support/runners';
import {
  apiAs,
  BASE_A,
  currentRoute,
  freshPhone,
  login,
  openApp,
  TOKEN_KEY,
} from './support/session';

const edition = editionConfig(appConfig.defaultEdition);
const gz = sampleEvent('gz-marathon-2027');
const tabTitle = (key: string, language: 'zh-CN' | 'en-US') =>
  edition.tabs.find((tab) => tab.key === key)!.title[language];

test('`/` opens the home tab; my registrations and English are reached from it; after signing out, back asks for a login', async ({
  page,
}) => {
  await page.goto('/');
  await expect.poll(() => currentRoute(page)).toBe(`/${edition.prefix}/index`);
  const tabs = page.locator('.edition__tabs');
  await expect(tabs.getByText(tabTitle('sign', 'zh-CN'), { exact: true })).toBeVisible();

  // "Me" belongs to the runner: a visitor is asked to log in and comes back to it.
  await logInThroughPage(
    page,
    () => tabs.getByText(tabTitle('my', 'zh-CN'), { exact: true }).click(),
    freshPhone(),
    CHINESE,
  );
  await page.waitForURL((url) => url.hash === `#/${edition.prefix}/my`);
  await expect(page.getByText('我的报名', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.getByText('My registrations', { exact: true })).toBeVisible();
  await expect(tabs.getByText(tabTitle('my', 'en-US'), { exact: true })).toBeVisible();

  await page.getByText('Sign out', { exact: true }).click();
  await expect.poll(() => currentRoute(page)).toBe(`/${edition.prefix}/index`);
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  // The language is the device's choice and stays.
  await expect(tabs.getByText(tabTitle('my', 'en-US'), { exact: true })).toBeVisible();

  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/html/login.html');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('signing out forgets the form draft holding the runner’s personal details (zh-CN)', async ({
  page,
  request,
}) => {
  const session = await login(request);
  await openApp(page, `/${edition.prefix}/my`, { session });
  const draft = `signDraft:${gz.id}`;
  await page.evaluate((key) => localStorage.setItem(key, '{"name":"张小跑"}'), draft);
  await page.getByText('退出登录', { exact: true }).click();
  await expect.poll(() => currentRoute(page)).toBe(`/${edition.prefix}/index`);
  expect(await page.evaluate((key) => localStorage.getItem(key), draft)).toBeNull();
});

test('a taken race number shows on the event home card and in my registrations (en-US)', async ({
  page,
  request,
}) => {
  const session = await login(request, { language: 'en-US' });
  const order = await applyByApi(request, session, gz, { language: 'en-US' });
  await payInSandbox(request, session, order.id);
  const api = apiAs(request, session, 'en-US');
  const { cno } = await api.get<{ cno: string }>(`${BASE_A}/matchH5/randNo`, {
    applicationID: order.id,
  });
  await api.post(`${BASE_A}/matchH5/setCNO`, { applicationID: order.id, cno });

  await openApp(page, `/index/${gz.id}`, { session, language: 'en-US' });
  const card = page.getByRole('region', { name: 'Your registration' });
  await expect(card.getByText('Your race number')).toBeVisible();
  await expect(card.getByText(cno, { exact: true })).toBeVisible();

  await page.goto(`/#/${edition.prefix}/my`);
  const row = page.locator('.adm-list-item', { hasText: gz.name['en-US'] });
  await expect(row.getByText(cno, { exact: true })).toBeVisible();
});

test('before any script has run, the page already shows the top bar and the loading dots', async ({
  page,
}) => {
  // As on a slow network: the page and its styles have arrived, the app's code not yet.
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('status', { name: /Loading/ })).toBeVisible();
  await expect(page.locator('.boot__bar')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
});
