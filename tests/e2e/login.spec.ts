import { expect, test } from './support/test';
import appConfig from '../../configs/app.json' with { type: 'json' };
import { editionConfig } from './support/editions';
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

test('no code is sent before the runner agrees to the terms and the privacy notice', async ({
  page,
}) => {
  const codeRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/message/code')) codeRequests.push(request.url());
  });
  await page.goto('/html/login.html#/login');
  await page.getByLabel(CHINESE.phone).fill(freshPhone());
  await page.getByLabel(CHINESE.captcha).fill('abcd');
  await page.getByRole('button', { name: CHINESE.sendCode }).click();
  await expect(page.getByText('请先阅读并同意用户服务协议和隐私政策')).toBeVisible();
  expect(codeRequests).toEqual([]);

  // The documents open in the runner's language, beside the form they are filling in.
  const opened = page.waitForEvent('popup');
  await page.getByRole('link', { name: '《隐私政策》' }).click();
  const notice = await opened;
  await expect(notice.getByRole('heading', { level: 1 })).toHaveText('隐私政策');
  await expect(page.getByLabel(CHINESE.captcha)).toHaveValue('abcd');
});

const hexToRgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

for (const [from, prefix] of [
  ['#/bj/my', 'bj'],
  ['#/index/3001', 'cd'],
  ['#/detail/7', appConfig.defaultEdition],
] as const) {
  test(`the login page wears the ${prefix} edition's colours when the runner comes from ${from}`, async ({
    page,
  }) => {
    const edition = editionConfig(prefix);
    await page.goto(`/html/login.html#/login?redirect=${encodeURIComponent(from)}`);
    await expect(page.getByRole('button', { name: CHINESE.submit })).toHaveCSS(
      'background-color',
      hexToRgb(edition.theme.cssVariables['--color-primary']),
    );
    await expect(page.locator('.app-bar__logo')).toHaveAttribute(
      'src',
      new RegExp(`${edition.theme.logo!.replace(/[.]/g, '\\.')}$`),
    );
  });
}
