import { expect, test } from '@playwright/test';
import appConfig from '../../configs/app.json' with { type: 'json' };
import { CHINESE, ENGLISH, logInThroughPage } from './support/login-page';
import { freshPhone } from './support/session';

test('a page of the app sends the runner to the login page, and login brings them back', async ({
  page,
}) => {
  const phone = freshPhone();

  await logInThroughPage(
    page,
    async () => {
      await page.goto(`/#/login?redirect=${encodeURIComponent('/pay/1')}`);
      await page.waitForURL((url) => url.pathname === '/html/login.html');
    },
    phone,
    CHINESE,
  );

  await page.waitForURL((url) => url.pathname === '/' && url.hash === '#/pay/1');
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(token).toBeTruthy();
  const me = await page.request.get('/api/v2/matchH5/userInfo', {
    headers: { AUTHORIZATION: token!, 'app-source': 'h5', 'app-language': 'zh-CN' },
  });
  expect(((await me.json()) as { data: { phone: string } }).data.phone).toBe(phone);
});

test('the login page speaks English when the runner chose English', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));

  await logInThroughPage(
    page,
    () => page.goto(`/html/login.html#/login?redirect=${encodeURIComponent('#/detail/7')}`),
    freshPhone(),
    ENGLISH,
  );

  await page.waitForURL((url) => url.pathname === '/index.html' && url.hash === '#/detail/7');
});

test('a redirect to another site ends on the default event instead', async ({ page, baseURL }) => {
  await logInThroughPage(
    page,
    () => page.goto(`/html/login.html#/login?redirect=${encodeURIComponent('//evil.example/#/x')}`),
    freshPhone(),
    CHINESE,
  );

  await page.waitForURL((url) => url.hash.startsWith('#/index/'));
  const landed = new URL(page.url());
  expect(landed.origin).toBe(new URL(baseURL!).origin);
  expect(landed.pathname + landed.hash).toBe(`/index.html#/index/${appConfig.defaultEventId}`);
});
