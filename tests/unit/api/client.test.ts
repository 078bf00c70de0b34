import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostSource } from '../../../src/host/types';
import { apiError, nativeApp, startIn } from './harness';

const OK = { status: 200, body: { data: { id: 7 } } };

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/index.html#/sign/1001/1');
});

afterEach(() => {
  vi.restoreAllMocks();
  delete window.NativeBridge;
});

describe('headers', () => {
  it.each<[HostSource, string]>([
    ['h5', 'stored-token'],
    ['wechat-mini', 'stored-token'],
    ['alipay-mini', 'stored-token'],
    ['native', 'native-token'],
  ])('in %s: token %s, the source and the language', async (source, token) => {
    localStorage.setItem('access_token', 'stored-token');
    const { client, exchanges, serve } = await startIn(
      source,
      source === 'native' ? nativeApp() : undefined,
    );
    serve(OK);

    await client.get(client.apiA, 'matchH5/detailSimple')({ matchEventID: 1001 });

    expect(exchanges[0].headers).toMatchObject({
      AUTHORIZATION: token,
      'app-source': source,
      'app-language': 'zh-CN',
    });
  });

  it('sends no AUTHORIZATION header before the runner has logged in', async () => {
    const { client, exchanges, serve } = await startIn('h5');
    serve(OK);

    await client.get(client.apiB, 'captcha/code')();

    expect(exchanges[0].headers).not.toHaveProperty('AUTHORIZATION');
  });
});

describe('encoding', () => {
  it('sends GET parameters in the query, lists comma-joined', async () => {
    const { client, exchanges, serve } = await startIn('h5');
    serve(OK);

    await client.get(
      client.apiA,
      'matchH5/calcExpense',
    )({
      ticketDefIDs: [11, 12],
      matchEventID: 1001,
      countryType: 1,
      MBeansNum: undefined,
    });

    expect(exchanges[0].url).toBe(
      '/api/v2/matchH5/calcExpense?ticketDefIDs=11%2C12&matchEventID=1001&countryType=1',
    );
  });

  it('sends POST bodies form-encoded', async () => {
    const { client, exchanges, serve } = await startIn('h5');
    serve(OK);

    await client.post(client.apiB, 'team/create')({ name: 'Fast & Co', size: 4, open: true });

    expect(exchanges[0].config.method).toBe('post');
    expect(exchanges[0].headers['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(exchanges[0].config.data).toBe('name=Fast+%26+Co&size=4&open=true');
  });

  it('sends JSON where the contract says JSON', async () => {
    const { client, exchanges, serve } = await startIn('h5');
    serve(OK);

    await client.postJson(client.apiB, 'bocSport/decrypt')({ payload: 'abc' });

    expect(exchanges[0].headers['Content-Type']).toMatch(/^application\/json/);
    expect(JSON.parse(exchanges[0].config.data)).toEqual({ payload: 'abc' });
  });

  it('unwraps the data of a successful answer', async () => {
    const { client, serve } = await startIn('h5');
    serve(OK);

    await expect(client.get(client.apiA, 'matchH5/userInfo')()).resolves.toEqual({ id: 7 });
  });

  it('runs a generic query against base A without its v2 segment', async () => {
    const { client, exchanges, serve } = await startIn('h5');
    serve(OK);

    await client.query('matchH5/search', { keyword: 'marathon' });

    expect(exchanges[0].url).toBe('/api/matchH5/search?keyword=marathon');
  });
});

describe('401', () => {
  it.each<HostSource>(['h5', 'wechat-mini', 'alipay-mini'])(
    'in %s removes the token and sends the runner to login with this page to come back to',
    async (source) => {
      localStorage.setItem('access_token', 'expired');
      const { client, events, navigations, serve } = await startIn(source);
      serve(apiError(401, 40100, '请先登录'));

      const call = client.get(client.apiA, 'matchH5/userInfo')();

      await expect(call).rejects.toMatchObject({ code: 401 });
      expect(localStorage.getItem('access_token')).toBeNull();
      expect(navigations).toEqual([
        '/html/login.html#/login?redirect=%2Findex.html%23%2Fsign%2F1001%2F1',
      ]);
      expect(events.loading).toEqual([{ ms: 30_000 }]);
      expect(events.toast).toEqual([]);
    },
  );

  it('in the native app asks the app for a new token and retries once with it', async () => {
    localStorage.setItem('access_token', 'expired');
    let token = 'old-native-token';
    const refreshToken = vi.fn(async () => {
      token = 'fresh-token';
      return token;
    });
    const { client, exchanges, navigations, serve } = await startIn(
      'native',
      nativeApp({ getToken: () => token, refreshToken }),
    );
    serve(apiError(401, 40100, 'expired'), OK);

    await expect(client.get(client.apiA, 'matchH5/userInfo')()).resolves.toEqual({ id: 7 });

    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(exchanges.map((exchange) => exchange.headers.AUTHORIZATION)).toEqual([
      'old-native-token',
      'fresh-token',
    ]);
    expect(navigations).toEqual([]);
  });

  it('in the native app retries only once, then sends the runner to login', async () => {
    const refreshToken = vi.fn(async () => 'fresh-token');
    const { client, exchanges, navigations, serve } = await startIn(
      'native',
      nativeApp({ refreshToken }),
    );
    serve(apiError(401, 40100, 'expired'));

    await expect(client.get(client.apiA, 'matchH5/userInfo')()).rejects.toMatchObject({
      code: 401,
    });

    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(exchanges).toHaveLength(2);
    expect(navigations).toHaveLength(1);
  });
});

describe('other errors', () => {
  it('sub_code 40501 shows the spinner for 30 s and no toast', async () => {
    const { client, events, serve } = await startIn('h5');
    serve(apiError(403, 40501, 'busy'));

    await expect(client.post(client.apiA, 'matchH5/apply')({})).rejects.toMatchObject({
      subCode: 40501,
    });

    expect(events.loading).toEqual([{ ms: 30_000 }]);
    expect(events.toast).toEqual([]);
  });

  it('shows the server message in a toast and rejects with it', async () => {
    const { client, events, serve } = await startIn('h5');
    serve(apiError(409, 40901, '名额已满'));

    const call = client.post(client.apiA, 'matchH5/apply')({ matchEventID: 1001 });

    await expect(call).rejects.toThrow('名额已满');
    await expect(call).rejects.toMatchObject({ code: 409, subCode: 40901 });
    expect(events.toast.map((toast) => toast.message)).toEqual(['名额已满']);
  });

  it.each([
    ['zh-CN', 'ERR_NETWORK', '网络异常，请检查网络后重试'],
    ['en-US', 'ERR_NETWORK', 'Network error. Please check your connection and try again.'],
    ['en-US', 'ECONNABORTED', 'The request timed out. Please try again later.'],
  ])('in %s, a call without an answer (%s) shows %s', async (lang, fail, message) => {
    localStorage.setItem('lang', lang);
    const { client, events, serve } = await startIn('h5');
    serve({ fail });

    await expect(client.get(client.apiB, 'configure')()).rejects.toThrow(message);
    expect(events.toast.map((toast) => toast.message)).toEqual([message]);
  });

  it('a list that swallows errors resolves empty without a toast', async () => {
    const { client, events, serve } = await startIn('h5');
    serve(apiError(500, 50000, 'boom'));

    const list = client.get(client.apiB, 'hero/get', { fallback: [] });

    await expect(list()).resolves.toEqual([]);
    expect(events.toast).toEqual([]);
  });
});
