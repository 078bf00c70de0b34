import type { AxiosAdapter } from 'axios';
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
    const { api, exchanges, serve } = await startIn(
      source,
      source === 'native' ? nativeApp() : undefined,
    );
    serve(OK);

    await api.matchH5.detailSimple({ matchEventID: 1001 });

    expect(exchanges[0].headers).toMatchObject({
      AUTHORIZATION: token,
      'app-source': source,
      'app-language': 'zh-CN',
    });
  });

  it('sends no AUTHORIZATION header before the runner has logged in', async () => {
    const { api, exchanges, serve } = await startIn('h5');
    serve(OK);

    await api.captcha.code();

    expect(exchanges[0].headers).not.toHaveProperty('AUTHORIZATION');
  });

  it('sends the language saved by the app', async () => {
    localStorage.setItem('lang', 'en-US');
    const { api, exchanges, serve } = await startIn('h5');
    serve(OK);

    await api.captcha.code();

    expect(exchanges[0].headers['app-language']).toBe('en-US');
  });
});

describe('sending', () => {
  it("goes out at once where the browser's cookie store would answer later", async () => {
    // Chrome's Cookie Store API answers between tasks; one that never answers shows any wait.
    Object.defineProperty(window, 'cookieStore', {
      value: { get: () => new Promise(() => undefined) },
      configurable: true,
    });
    const sent = vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => undefined);
    try {
      const { api } = await startIn('h5');
      void api.matchH5.detailSimple({ matchEventID: 1001 }).catch(() => undefined);
      await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    } finally {
      Reflect.deleteProperty(window, 'cookieStore');
    }
  });
});

describe('encoding', () => {
  it('sends GET parameters in the query, lists comma-joined, absent ones left out', async () => {
    const { api, exchanges, serve } = await startIn('h5');
    serve({ status: 200, body: { data: { expense: 26000 } } });

    const price = await api.matchH5.calcExpense({
      ticketDefIDs: [11, 12],
      matchEventID: 1001,
      countryType: 1,
      MBeansNum: undefined,
    });

    expect(price).toEqual({ expense: 26000 });
    expect(exchanges[0].config.method).toBe('get');
    expect(exchanges[0].url).toBe(
      '/api/v2/matchH5/calcExpense?ticketDefIDs=11%2C12&matchEventID=1001&countryType=1',
    );
  });

  it('sends POST bodies form-encoded, structured values as JSON text', async () => {
    const { api, exchanges, serve } = await startIn('h5');
    serve(OK);

    await api.matchH5.apply({
      matchEventID: 1001,
      applyType: '1',
      ticketDefIDs: [100101],
      countryType: 1,
      formValues: { name: 'Li & Lei' },
    });

    expect(exchanges[0].config.method).toBe('post');
    expect(exchanges[0].url).toBe('/api/v2/matchH5/apply');
    expect(exchanges[0].headers['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(exchanges[0].config.data))).toEqual({
      matchEventID: '1001',
      applyType: '1',
      ticketDefIDs: '100101',
      countryType: '1',
      formValues: '{"name":"Li & Lei"}',
    });
  });

  it('sends base B calls below /api', async () => {
    const { api, exchanges, serve } = await startIn('h5');
    serve(OK);

    await api.team.create({ matchEventID: 1001, name: 'Fast & Co', formValues: { name: 'Ann' } });

    expect(exchanges[0].url).toBe('/api/team/create');
    expect(exchanges[0].config.data).toBe(
      'matchEventID=1001&name=Fast+%26+Co&formValues=%7B%22name%22%3A%22Ann%22%7D',
    );
  });

  it('sends JSON where the contract says JSON', async () => {
    const { api, exchanges, serve } = await startIn('h5');
    serve(OK);

    await api.bocSport.decrypt({ data: 'abc', sign: 'f'.repeat(64) });

    expect(exchanges[0].headers['Content-Type']).toMatch(/^application\/json/);
    expect(JSON.parse(exchanges[0].config.data)).toEqual({ data: 'abc', sign: 'f'.repeat(64) });
  });

  it('uploads a file as multipart with scope, tag and type in the query', async () => {
    const { api, exchanges, serve } = await startIn('h5');
    serve({ status: 200, body: { data: { url: 'https://cdn.example.com/p.png' } } });
    const file = new Blob(['png-bytes'], { type: 'image/png' });

    const uploaded = await api.oss.upload({ file, tag: 'poster', fileType: 'png' });

    expect(uploaded).toEqual({ url: 'https://cdn.example.com/p.png' });
    expect(exchanges[0].url).toBe('/api/oss/upload?scope=match&tag=poster&fileType=png');
    const body = exchanges[0].config.data as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('poster.png');
  });

  it('signs the page for the messaging app without the hash part', async () => {
    const { api, exchanges, serve } = await startIn('wechat-mini');
    serve({
      status: 200,
      body: { data: { appId: 'wx1', timestamp: 1, nonceStr: 'n', signature: 's' } },
    });

    await api.share.weixinSign('https://run.example.com/index.html?x=1#/share/5');

    expect(exchanges[0].url).toBe(
      '/api/share/weixinSign?url=https%3A%2F%2Frun.example.com%2Findex.html%3Fx%3D1',
    );
  });

  it('runs a generic query against base A without its v2 segment', async () => {
    const { api, exchanges, serve } = await startIn('h5');
    serve(OK);

    await api.query('matchH5/search', { keyword: 'marathon' });

    expect(exchanges[0].url).toBe('/api/matchH5/search?keyword=marathon');
  });

  it('builds the bank channel addresses with a one-time pay ticket, never the token', async () => {
    localStorage.setItem('access_token', 'stored-token');
    const { api, exchanges, serve } = await startIn('h5');
    const params = { applicationID: 42, returnUrl: '/index.html#/pay/42' };
    serve(
      ...['t1', 't2', 't3'].map((ticket) => ({
        status: 200,
        body: { data: { ticket, expiresIn: 120 } },
      })),
    );

    await expect(api.payorder.unionpayH5Sign(params)).resolves.toBe(
      '/api/v2/payorder/unionpayH5Sign?applicationID=42&returnUrl=%2Findex.html%23%2Fpay%2F42&ticket=t1',
    );
    await expect(api.payorder.bocH5Sign(params)).resolves.toMatch(
      /^\/api\/v2\/payorder\/bocH5Sign\?/,
    );
    await expect(api.payorder.cmbH5Sign(params)).resolves.toMatch(
      /^\/api\/v2\/payorder\/cmbH5Sign\?/,
    );
    expect(exchanges.map((exchange) => exchange.url)).toEqual(
      Array(3).fill('/api/v2/payorder/payTicket?applicationID=42'),
    );
    expect(exchanges.every((exchange) => !exchange.url.includes('stored-token'))).toBe(true);
  });
});

describe('401', () => {
  it.each<HostSource>(['h5', 'wechat-mini', 'alipay-mini'])(
    'in %s removes the token and sends the runner to login with this page to come back to',
    async (source) => {
      localStorage.setItem('access_token', 'expired');
      const { api, events, navigations, serve } = await startIn(source);
      serve(apiError(401, 40102, '登录已过期，请重新登录'));

      await expect(api.matchH5.userInfo()).rejects.toMatchObject({ code: 401 });

      expect(localStorage.getItem('access_token')).toBeNull();
      expect(navigations).toEqual([
        '/html/login.html#/login?redirect=%2Findex.html%23%2Fsign%2F1001%2F1',
      ]);
      expect(events.loading).toEqual([{ ms: 30_000 }]);
      expect(events.toast).toEqual([]);
    },
  );

  it('sends a visitor to login once when several calls of a page ask for a login', async () => {
    const { api, events, navigations, serve } = await startIn('h5');
    serve(apiError(401, 40102, 'expired'));

    const calls = [api.matchH5.userInfo(), api.matchH5.detailSimple({ matchEventID: 1001 })];
    await Promise.allSettled(calls);

    expect(navigations).toHaveLength(1);
    expect(events.loading).toHaveLength(1);
  });

  it('in the native app asks the app for a new token and retries once with it', async () => {
    localStorage.setItem('access_token', 'expired');
    let token = 'old-native-token';
    const refreshToken = vi.fn(async () => {
      token = 'fresh-token';
      return token;
    });
    const { api, exchanges, navigations, serve } = await startIn(
      'native',
      nativeApp({ getToken: () => token, refreshToken }),
    );
    serve(apiError(401, 40102, 'expired'), OK);

    await expect(api.matchH5.userInfo()).resolves.toEqual({ id: 7 });

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
    const { api, exchanges, navigations, serve } = await startIn(
      'native',
      nativeApp({ refreshToken }),
    );
    serve(apiError(401, 40102, 'expired'));

    await expect(api.matchH5.userInfo()).rejects.toMatchObject({ code: 401 });

    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(exchanges).toHaveLength(2);
    expect(navigations).toHaveLength(1);
  });

  /** Runs `change` while the request is on its way, before its answer arrives. */
  function whileInFlight(
    client: Awaited<ReturnType<typeof startIn>>['client'],
    change: () => void,
  ) {
    for (const base of [client.apiA, client.apiB]) {
      const answer = base.defaults.adapter as AxiosAdapter;
      base.defaults.adapter = (config) => {
        change();
        return answer(config);
      };
    }
  }

  it('an answer for a session the runner signed out of meanwhile leaves them where they are', async () => {
    localStorage.setItem('access_token', 'signed-out');
    const { api, client, events, navigations, serve } = await startIn('h5');
    serve(apiError(401, 40102, 'expired'));
    whileInFlight(client, () => localStorage.removeItem('access_token'));

    await expect(api.matchH5.userInfo()).rejects.toMatchObject({ code: 401 });

    expect(navigations).toEqual([]);
    expect(events.loading).toEqual([]);
    expect(events.toast).toEqual([]);
  });

  it('an answer for a session replaced by a new login is asked again with the new token', async () => {
    localStorage.setItem('access_token', 'first-login');
    const { api, client, exchanges, navigations, serve } = await startIn('h5');
    serve(apiError(401, 40102, 'expired'), OK);
    whileInFlight(client, () => localStorage.setItem('access_token', 'second-login'));

    await expect(api.matchH5.userInfo()).resolves.toEqual({ id: 7 });

    expect(exchanges.map((exchange) => exchange.headers.AUTHORIZATION)).toEqual([
      'first-login',
      'second-login',
    ]);
    expect(localStorage.getItem('access_token')).toBe('second-login');
    expect(navigations).toEqual([]);
  });
});

describe('other errors', () => {
  it('sub_code 40501 shows the spinner for 30 s and no toast', async () => {
    const { api, events, serve } = await startIn('h5');
    serve(apiError(405, 40501, 'busy'));

    await expect(api.matchH5.cancelApplication({ applicationID: 9 })).rejects.toMatchObject({
      subCode: 40501,
    });

    expect(events.loading).toEqual([{ ms: 30_000 }]);
    expect(events.toast).toEqual([]);
  });

  it('shows the server message in a toast and rejects with it', async () => {
    const { api, events, serve } = await startIn('h5');
    serve(apiError(409, 40901, '名额已满'));

    const call = api.matchH5.cancelApplication({ applicationID: 9 });

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
    const { api, events, serve } = await startIn('h5');
    serve({ fail });

    await expect(api.captcha.code()).rejects.toThrow(message);
    expect(events.toast.map((toast) => toast.message)).toEqual([message]);
  });

  it('lists do not swallow errors', async () => {
    const { api, events, serve } = await startIn('h5');
    serve(apiError(500, 50001, 'boom'));

    await expect(api.match.listsMatch({ openWithdraw: 1 })).rejects.toThrow('boom');
    expect(events.toast).toHaveLength(1);
  });
});
