import { afterEach, expect, it, vi } from 'vitest';
import { startIn } from './harness';

// In a file of its own: i18next is one instance per test file and cannot be un-initialised.

afterEach(() => vi.restoreAllMocks());

it('sends the saved language before i18next has started, then i18next’s current one', async () => {
  localStorage.setItem('lang', 'en-US');
  const { api, i18next, exchanges, serve } = await startIn('h5');
  serve({ status: 200, body: { data: null } });
  const call = api.captcha.code;

  await call();
  await i18next.init({ lng: 'zh-CN', resources: {} });
  await call();
  await i18next.changeLanguage('en-US');
  await call();

  expect(exchanges.map((exchange) => exchange.headers['app-language'])).toEqual([
    'en-US',
    'zh-CN',
    'en-US',
  ]);
});
