import { expect, test, type Page } from '@playwright/test';
import appConfig from '../../configs/app.json' with { type: 'json' };
import { BASE_B, freshPhone } from './support/session';

/**
 * Logging in through the real login page against the real server: the picture answer and the
 * SMS code come from the server's development routes, everything else is what a runner does.
 */

async function devData<T>(page: Page, path: string, params: Record<string, string>): Promise<T> {
  const response = await page.request.get(`${BASE_B}/${path}`, { params });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Opens the login page with `open`, fills the form the way a runner does and submits it. */
async function logInThroughPage(
  page: Page,
  open: () => Promise<unknown>,
  phone: string,
  labels: Record<string, string | RegExp>,
) {
  const captchaShown = page.waitForResponse((response) =>
    response.url().includes(`${BASE_B}/captcha/code`),
  );
  await open();
  const { data: captcha } = (await (await captchaShown).json()) as { data: { captchaId: string } };
  const { answer } = await devData<{ answer: string }>(page, 'dev/captcha', {
    id: captcha.captchaId,
  });

  await page.getByLabel(labels.phone).fill(phone);
  await page.getByLabel(labels.captcha).fill(answer);
  const codeSent = page.waitForResponse((response) =>
    response.url().includes(`${BASE_B}/message/code`),
  );
  await page.getByRole('button', { name: labels.sendCode }).click();
  expect((await codeSent).ok()).toBe(true);
  // The button counts down before another code may be sent.
  await expect(page.getByRole('button', { name: labels.resend })).toBeDisabled();

  const { code } = await devData<{ code: string }>(page, 'dev/last-code', { phone });
  await page.getByLabel(labels.code).fill(code);
  await page.getByRole('button', { name: labels.submit }).click();
}

const CHINESE = {
  phone: /^手机号$/,
  captcha: /^图形验证码$/,
  sendCode: '获取验证码',
  resend: /秒后重发/,
  code: /^短信验证码$/,
  submit: /^登录$/,
};

const ENGLISH = {
  phone: /^Mobile$/,
  captcha: /^Picture code$/,
  sendCode: 'Get code',
  resend: /Resend in \d+ s/,
  code: /^SMS code$/,
  submit: /^Log in$/,
};

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
