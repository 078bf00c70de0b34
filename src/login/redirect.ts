import { URL_MAX_LENGTH } from '../../core/domain/constants';

/** Where the login page lives, relative to the folder the app is served from. */
export const LOGIN_PAGE = 'html/login.html';

interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** The folder the app is served from ("/" or e.g. "/races/"), given the path of any of its pages. */
export function appBasePath(pathname: string): string {
  return pathname.replace(/(?:html\/)?[^/]*$/, '');
}

/** The login page, told to come back to `current` (an address of this app) afterwards. */
export function loginPageUrl(current: PageLocation): string {
  const back = current.pathname + current.search + current.hash;
  return `${appBasePath(current.pathname)}${LOGIN_PAGE}#/login?redirect=${encodeURIComponent(back)}`;
}

export interface RedirectContext {
  /** The app's own origin, e.g. "https://run.example.com". */
  origin: string;
  /** From `appBasePath`. */
  basePath: string;
  defaultEventId: number;
}

/**
 * Where to go after logging in. Only a page of this app is accepted: an origin-relative path to
 * the app's index with a hash route (`/index.html#/sign/1001/1`), or just the hash route
 * (`#/sign/1001/1`). Anything else (other origins, protocol-relative or backslash tricks,
 * `javascript:` or `data:` URLs, other files) falls back to the default event's home.
 */
export function safeRedirect(value: string | null, context: RedirectContext): string {
  const index = `${context.basePath}index.html`;
  const fallback = `${index}#/index/${context.defaultEventId}`;
  if (!value || value.length >= URL_MAX_LENGTH) return fallback;
  // Browsers read `\` as `/` and drop tabs and newlines, so such characters could hide a `//host`.
  if (/[^\x21-\x7e]|\\/.test(value)) return fallback;
  const path = value.startsWith('#') ? index + value : value;
  if (!path.startsWith('/') || path.startsWith('//')) return fallback;

  const url = new URL(path, context.origin);
  const isAppIndex = url.pathname === context.basePath || url.pathname === index;
  const isHashRoute = /^#\/(?!\/)/.test(url.hash);
  if (url.origin !== context.origin || !isAppIndex || !isHashRoute) return fallback;
  return url.pathname + url.search + url.hash;
}
