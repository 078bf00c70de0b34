import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { apiA, apiB } from '../../../src/api/client';
import { uiBus, type UiEvents } from '../../../src/ui/bus';

type Params = Record<string, string>;

/** A refusal in the API's error shape; its sub-code is `status` × 100 unless given. */
interface Refusal {
  status: number;
  error: string;
  subCode?: number;
}

/** What a route answers: the `data` payload, or an error of the API's error shape. */
export type Answer = unknown | Refusal;

function isError(answer: Answer): answer is Refusal {
  return typeof answer === 'object' && answer !== null && 'error' in answer && 'status' in answer;
}

function paramsOf(config: InternalAxiosRequestConfig): Params {
  if (config.method === 'get') {
    // As axios writes a query: a parameter that is null or undefined is left out.
    return Object.fromEntries(
      Object.entries(config.params ?? {})
        .filter(([, value]) => value !== undefined && value !== null)
        .map(([key, value]) => [key, String(value)]),
    );
  }
  return Object.fromEntries(new URLSearchParams(String(config.data ?? '')));
}

/**
 * Serves both API bases from `routes` ("GET /api/v2/matchH5/detailApplicationv2" → handler);
 * anything else answers 501 as the reference server does for routes it does not have yet.
 * Records the calls and the toasts raised meanwhile.
 */
export function fakeServer(routes: Record<string, (params: Params) => Answer>) {
  const calls: { route: string; params: Params }[] = [];
  const toasts: UiEvents['toast'][] = [];
  uiBus.on('toast', (toast) => toasts.push(toast));

  const adapter: AxiosAdapter = async (config) => {
    const route = `${config.method?.toUpperCase()} ${config.baseURL}/${config.url}`;
    const params = paramsOf(config);
    calls.push({ route, params });
    const handler = routes[route];
    const answer: Answer = handler
      ? handler(params)
      : { status: 501, error: 'This function is not available yet' };
    const failed = isError(answer);
    const response = {
      data: failed
        ? {
            error: {
              code: answer.status,
              sub_code: answer.subCode ?? answer.status * 100,
              message: answer.error,
            },
          }
        : { data: answer },
      status: failed ? answer.status : 200,
      statusText: '',
      headers: {},
      config,
    };
    if (failed)
      throw new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    return response;
  };
  apiA.defaults.adapter = adapter;
  apiB.defaults.adapter = adapter;
  return { calls, toasts };
}
