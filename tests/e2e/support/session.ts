/**
 * Logging in without the login page: the same calls the login page makes (captcha, SMS code,
 * code check) against the real server, reading the captcha answer and the SMS code from the
 * server's development routes. Each test logs in with a phone number of its own, because the
 * server allows one code per phone per minute.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export type Language = 'zh-CN' | 'en-US';

/** Keys the app reads from localStorage (src/api/client.ts, src/i18n/language.ts). */
export const TOKEN_KEY = 'access_token';
export const LANGUAGE_KEY = 'lang';

export const BASE_A = '/api/v2';
export const BASE_B = '/api';

export interface Session {
  phone: string;
  token: string;
}

let phoneCounter = 0;

/**
 * A mainland mobile number no other test of this run uses: a fixed 13x prefix, the process id
 * and a counter, so runs started within the same minute do not share numbers either.
 */
export function freshPhone(): string {
  phoneCounter += 1;
  const tail = `${process.pid % 10000}`.padStart(4, '0') + `${phoneCounter}`.padStart(4, '0');
  return `13${Date.now() % 10}${tail}`;
}

/** The `data` of a successful call; fails the test with the server's error message otherwise. */
export async function apiData<T>(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
  what: string,
): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as {
    data?: T;
    error?: { message?: string };
  };
  expect(response.ok(), `${what}: ${response.status()} ${body.error?.message ?? ''}`).toBe(true);
  return body.data as T;
}

function headers(language: Language, token?: string): Record<string, string> {
  return {
    'app-source': 'h5',
    'app-language': language,
    ...(token ? { AUTHORIZATION: token } : {}),
  };
}

/** Logs a runner in through the API and returns their token. */
export async function login(
  request: APIRequestContext,
  { phone = freshPhone(), language = 'zh-CN' as Language } = {},
): Promise<Session> {
  const h = headers(language);
  const { captchaId } = await apiData<{ captchaId: string }>(
    await request.get(`${BASE_B}/captcha/code`, { headers: h }),
    'captcha/code',
  );
  const { answer } = await apiData<{ answer: string }>(
    await request.get(`${BASE_B}/dev/captcha`, { params: { id: captchaId }, headers: h }),
    'dev/captcha',
  );
  await apiData(
    await request.get(`${BASE_B}/message/code`, {
      params: { phone, captchaId, captchaCode: answer },
      headers: h,
    }),
    'message/code',
  );
  const { code } = await apiData<{ code: string }>(
    await request.get(`${BASE_B}/dev/last-code`, { params: { phone }, headers: h }),
    'dev/last-code',
  );
  const { token } = await apiData<{ token: string }>(
    await request.get(`${BASE_B}/message/check`, { params: { phone, code }, headers: h }),
    'message/check',
  );
  return { phone, token };
}

/** A client for direct API calls as `session`'s runner (setting up data a test needs). */
export function apiAs(request: APIRequestContext, session: Session, language: Language = 'zh-CN') {
  const h = headers(language, session.token);
  return {
    async get<T>(path: string, params: Record<string, string | number> = {}): Promise<T> {
      return apiData<T>(await request.get(path, { params, headers: h }), `GET ${path}`);
    },
    async post<T>(path: string, form: Record<string, string | number> = {}): Promise<T> {
      return apiData<T>(await request.post(path, { form, headers: h }), `POST ${path}`);
    },
  };
}

/**
 * Makes every page the browser opens from now on (frames included) start as `session`'s runner
 * in `language`: the token and the language are put into localStorage before any script of the
 * app runs, so the first request already carries them.
 */
export async function prepareApp(
  page: Page,
  { session, language = 'zh-CN' }: { session?: Session; language?: Language } = {},
): Promise<void> {
  await page.addInitScript(
    ([tokenKey, token, languageKey, lang]) => {
      if (token) localStorage.setItem(tokenKey, token);
      localStorage.setItem(languageKey, lang);
    },
    [TOKEN_KEY, session?.token ?? '', LANGUAGE_KEY, language] as const,
  );
}

/** The address of a hash route of the app (`/pay/12`), relative to the server. */
export function appUrl(route: string): string {
  return `/#${route}`;
}

/**
 * Opens a hash route of the app as `session`'s runner in `language`, at the phone viewport of
 * playwright.config.ts.
 */
export async function openApp(
  page: Page,
  route: string,
  options: { session?: Session; language?: Language } = {},
): Promise<void> {
  await prepareApp(page, options);
  await page.goto(appUrl(route));
}

/** The app's current hash route, e.g. '/pay/12'. */
export function currentRoute(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '').split('?')[0];
}
