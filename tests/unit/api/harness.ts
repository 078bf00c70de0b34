import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { vi } from 'vitest';
import type { NativeAppBridge } from '../../../src/host/native';
import type { HostSource } from '../../../src/host/types';
import type { UiEvents } from '../../../src/ui/bus';

/**
 * Loads the API client afresh as it would start in `source`: the user agent and the native
 * bridge are set before the modules load, because the host is detected once per page.
 */

const USER_AGENTS: Record<HostSource, string> = {
  h5: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1',
  native: 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36 RunnerApp/3.2.0',
  'wechat-mini': 'Mozilla/5.0 (iPhone) Mobile MicroMessenger/8.0.47 miniProgram/wx1234',
  'alipay-mini': 'Mozilla/5.0 (Linux; Android 14) AlipayClient/10.5.36 MiniProgram',
};

export interface Reply {
  status: number;
  body?: unknown;
}

/** A call that never got an answer, by axios error code (e.g. `ERR_NETWORK`, `ECONNABORTED`). */
export interface Failure {
  fail: string;
}

export interface Exchange {
  config: InternalAxiosRequestConfig;
  url: string;
  headers: Record<string, string>;
}

export function nativeApp(overrides: Partial<NativeAppBridge> = {}): NativeAppBridge {
  return {
    getToken: () => 'native-token',
    refreshToken: async () => 'fresh-token',
    setTitle: () => undefined,
    setFullScreen: () => undefined,
    setUserInfoEditing: () => undefined,
    share: () => undefined,
    pay: () => undefined,
    ...overrides,
  };
}

export async function startIn(source: HostSource, native?: NativeAppBridge) {
  vi.resetModules();
  Object.defineProperty(navigator, 'userAgent', {
    value: USER_AGENTS[source],
    configurable: true,
  });
  if (native) window.NativeBridge = native;
  else delete window.NativeBridge;

  const client = await import('../../../src/api/client');
  const api = await import('../../../src/api/index');
  const { uiBus } = await import('../../../src/ui/bus');
  const { page } = await import('../../../src/host/page');
  const i18next = (await import('i18next')).default;

  const events: { toast: UiEvents['toast'][]; loading: UiEvents['loading:show'][] } = {
    toast: [],
    loading: [],
  };
  uiBus.on('toast', (toast) => events.toast.push(toast));
  uiBus.on('loading:show', (loading) => events.loading.push(loading));
  const navigations: string[] = [];
  vi.spyOn(page, 'assign').mockImplementation((url) => navigations.push(url));

  const exchanges: Exchange[] = [];
  /** Answers every call on both bases from `replies`, in order, the last one repeating. */
  const serve = (...replies: (Reply | Failure)[]) => {
    const adapter: AxiosAdapter = async (config) => {
      const headers = Object.fromEntries(
        Object.entries(config.headers.toJSON()).map(([key, value]) => [key, String(value)]),
      );
      exchanges.push({ config, url: client.apiA.getUri(config), headers });
      const reply = replies[Math.min(exchanges.length - 1, replies.length - 1)];
      if ('fail' in reply) throw new AxiosError('No answer', reply.fail, config);
      const response = {
        data: reply.body,
        status: reply.status,
        statusText: '',
        headers: {},
        config,
      };
      if (reply.status >= 400) {
        throw new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
      }
      return response;
    };
    client.apiA.defaults.adapter = adapter;
    client.apiB.defaults.adapter = adapter;
  };

  return { api, client, i18next, events, navigations, exchanges, serve };
}

export function apiError(status: number, subCode: number, message: string): Reply {
  return { status, body: { error: { code: status, sub_code: subCode, message } } };
}
