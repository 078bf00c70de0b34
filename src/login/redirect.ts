import { URL_MAX_LENGTH } from '../../core/domain/constants';

// The login page's address is a path of the app, which the API client and the configs need too.
export { appBasePath, LOGIN_PAGE, loginPageUrl } from '../config/paths';

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
