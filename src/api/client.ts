import axios, {
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { AUTH_SPINNER_MS } from '../../core/domain/constants';
import type { ApiError as ApiErrorBody, FieldError } from '../../core/generated/api';
import enErrors from '../i18n/locales/en-US/errors.json';
import zhErrors from '../i18n/locales/zh-CN/errors.json';
import { page } from '../host/page';
import { host } from '../host/registry';
import { loginPageUrl } from '../config/paths';
import { ui } from '../ui/bus';
import { currentLanguage, LANGUAGE_STORAGE_KEY } from '../i18n/language';

/** Where a token from the login page is kept (hosts without their own token use it too). */
export const TOKEN_STORAGE_KEY = 'access_token';

/** The language is the device's choice, not the runner's data: it outlives a sign-out. */
const KEPT_AFTER_SIGN_OUT = new Set([LANGUAGE_STORAGE_KEY]);

/**
 * Forgets everything this browser holds of the runner: the stored token, the form drafts (name,
 * ID number …) and what the tab kept of their sign-up (gates passed). The server has ended the
 * session, so a token the host still holds no longer works either.
 */
export function forgetRunner(): void {
  for (const key of Object.keys(localStorage)) {
    if (!KEPT_AFTER_SIGN_OUT.has(key)) localStorage.removeItem(key);
  }
  sessionStorage.clear();
}

/** The server is busy with this runner's session; the client waits behind a spinner. */
export const SUB_CODE_BUSY = 40501;
/** `apply` without a valid pass of the race's quiz (committee/checkAnswers). */
export const SUB_CODE_GATE_NOT_PASSED = 40301;

const REQUEST_TIMEOUT_MS = 20_000;

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Marks the single retry after the native app refreshed the token. */
    retriedAfterRefresh?: boolean;
    /** The token the request went out with, to tell a stale 401 from a dead session. */
    sentToken?: string;
  }
}

/** A failed call, after the error catalogue has shown the runner what they need to see. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status from the error body; 0 when the server was not reached. */
    readonly code: number,
    readonly subCode: number,
    /** Each refused field of a refused form, with its message, for the form to show on it. */
    readonly fields: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface ErrorBody {
  error?: Partial<ApiErrorBody['error']>;
}

type Scalar = string | number | boolean;

function isScalar(value: unknown): value is Scalar {
  return ['string', 'number', 'boolean'].includes(typeof value);
}

/**
 * The encoding of query strings and form bodies: lists of plain values are comma-joined (as in
 * `ticketDefIDs=11,12`), structured values are sent as JSON text, and absent values are left out.
 */
export function toSearchParams(params: object): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (isScalar(value)) search.append(key, String(value));
    else if (Array.isArray(value) && value.every(isScalar)) search.append(key, value.join(','));
    else search.append(key, JSON.stringify(value));
  }
  return search;
}

function clientMessage(key: keyof typeof zhErrors): string {
  return (currentLanguage() === 'en-US' ? enErrors : zhErrors)[key];
}

/** The host's token, else the one stored by the login page. */
async function currentToken(): Promise<string | null> {
  // A native bridge that never became ready has already been reported (and reloads the page).
  const hostToken = await host()
    .getToken()
    .catch(() => null);
  return hostToken ?? localStorage.getItem(TOKEN_STORAGE_KEY);
}

/** Whether requests go out with a runner's token, so runner-only calls will not ask to log in. */
export async function hasSession(): Promise<boolean> {
  return (await currentToken()) !== null;
}

async function addHeaders(config: InternalAxiosRequestConfig): Promise<InternalAxiosRequestConfig> {
  const token = await currentToken();
  if (token) config.headers.set('AUTHORIZATION', token);
  config.sentToken = token ?? undefined;
  config.headers.set('app-source', host().source);
  config.headers.set('app-language', currentLanguage());
  return config;
}

/** Set once this page has been sent to the login page, until the page is shown again. */
let leavingForLogin = false;
// Back from the login page, a page restored from the back-forward cache keeps its state.
window.addEventListener('pageshow', () => {
  leavingForLogin = false;
});

/** The error catalogue of the API: one place decides what the runner sees for each failure. */
function errorCatalogue(instance: AxiosInstance) {
  return async (error: unknown): Promise<AxiosResponse> => {
    if (!axios.isAxiosError(error) || !error.config || axios.isCancel(error)) throw error;
    const { config, response } = error;
    const body = (response?.data as ErrorBody | undefined)?.error;
    const code = body?.code ?? response?.status ?? 0;
    const subCode = body?.sub_code ?? 0;

    if (code === 401) {
      // The runner has left that session (signed out, or logged in again) while this answer was on
      // its way: it says nothing about the session they have now.
      const current = await currentToken();
      if (config.sentToken && config.sentToken !== current) {
        if (current && !config.retriedAfterRefresh) {
          return instance.request({ ...config, retriedAfterRefresh: true });
        }
        throw new ApiError(body?.message ?? '', code, subCode);
      }
      localStorage.removeItem(TOKEN_STORAGE_KEY);
      if (!config.retriedAfterRefresh) {
        const token = await host()
          .refreshToken()
          .catch(() => null);
        if (token) return instance.request({ ...config, retriedAfterRefresh: true });
      }
      // Several calls of one page fail together; a second redirect would cancel the first.
      if (!leavingForLogin) {
        leavingForLogin = true;
        ui.loading.show(AUTH_SPINNER_MS);
        page.assign(loginPageUrl(window.location));
      }
      throw new ApiError(body?.message ?? '', code, subCode);
    }
    if (subCode === SUB_CODE_BUSY) {
      ui.loading.show(AUTH_SPINNER_MS);
      throw new ApiError(body?.message ?? '', code, subCode);
    }
    const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
    const message =
      body?.message || clientMessage(response ? 'server' : timedOut ? 'timeout' : 'network');
    ui.toast(message, { type: 'fail' });
    throw new ApiError(message, code, subCode, body?.fields);
  };
}

function createClient(baseURL: string): AxiosInstance {
  const instance = axios.create({
    baseURL,
    timeout: REQUEST_TIMEOUT_MS,
    paramsSerializer: { serialize: (params) => toSearchParams(params).toString() },
    // The API takes the session from the AUTHORIZATION header, never from a cookie, so there is
    // no XSRF cookie to send back. Left on, axios reads it before each request, asynchronously
    // where the browser has the Cookie Store API (Chrome): the request waited for the page's
    // main thread to come back to it, 100 ms and more while a page renders on a phone.
    withXSRFToken: false,
  });
  instance.interceptors.request.use(addHeaders);
  instance.interceptors.response.use(undefined, errorCatalogue(instance));
  return instance;
}

const env = import.meta.env as Record<string, string | undefined>;

/** Base A, the v2 user API. */
export const apiA = createClient(env.VITE_API_BASE_A ?? '/api/v2');
/** Base B. */
export const apiB = createClient(env.VITE_API_BASE_B ?? '/api');

/** Per-call options every endpoint function accepts. */
export interface CallOptions {
  signal?: AbortSignal;
}

/**
 * The request parameters and the response `data` of one endpoint, in the shape of the types
 * `npm run gen:types` makes from `schemas/api/<area>/<endpoint>.schema.json`.
 */
export interface Endpoint<P extends object | void = void, R = unknown> {
  request: P;
  response: R;
}

type AnyEndpoint = Endpoint<object | void, unknown>;

/** One endpoint as a function; `params` may be left out when the request is `void`. */
export type Call<E extends AnyEndpoint> = (
  params: E['request'],
  options?: CallOptions,
) => Promise<E['response']>;

async function send<R>(instance: AxiosInstance, config: AxiosRequestConfig): Promise<R> {
  const response = await instance.request<{ data: R }>(config);
  return response.data.data;
}

/** A GET endpoint; `extra` carries further axios options of the endpoint. */
function get<E extends AnyEndpoint>(
  instance: AxiosInstance,
  url: string,
  extra: AxiosRequestConfig = {},
): Call<E> {
  return (params, options) => send(instance, { ...extra, ...options, method: 'get', url, params });
}

/** A POST endpoint with a form-encoded body. */
function post<E extends AnyEndpoint>(instance: AxiosInstance, url: string): Call<E> {
  return (params, options) =>
    send(instance, { ...options, method: 'post', url, data: toSearchParams(params ?? {}) });
}

/** A POST endpoint with a JSON body. */
function postJson<E extends Endpoint<object, unknown>>(
  instance: AxiosInstance,
  url: string,
): Call<E> {
  return (params, options) => send(instance, { ...options, method: 'post', url, data: params });
}

/** The endpoints of one API area: paths below `prefix` (may be empty) on `instance`'s base. */
export function area(instance: AxiosInstance, prefix: string) {
  const path = (name: string) => (prefix ? `${prefix}/${name}` : name);
  return {
    get: <E extends AnyEndpoint>(name: string, extra?: AxiosRequestConfig) =>
      get<E>(instance, path(name), extra),
    post: <E extends AnyEndpoint>(name: string) => post<E>(instance, path(name)),
    postJson: <E extends Endpoint<object, unknown>>(name: string) =>
      postJson<E>(instance, path(name)),
    /**
     * The address of a full-page navigation (not a background call) with `params` as query. It
     * never carries the session token: such routes take a one-time ticket among `params`.
     */
    pageUrl: (name: string, params: object): string => instance.getUri({ url: path(name), params }),
  };
}

/**
 * A GET on base A without its `v2` segment, for calls addressed by a path the caller builds.
 */
export function query<R>(url: string, params: object = {}, options?: CallOptions): Promise<R> {
  const baseURL = (apiA.defaults.baseURL ?? '').replace(/\/v2\/?$/, '');
  return send(apiA, { ...options, method: 'get', baseURL, url, params });
}
