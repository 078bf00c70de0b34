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
