/**
 * The order page is also where every cashier sends the runner back to. The return address
 * carries a marker of our own, so the page knows to look up the outcome (from the server, never
 * from what the cashier appended to the address) and to say when the payment did not go through.
 */
import { payRoute } from '../../config/routes/pay';

export const RETURN_MARKER = 'paying';

/** The path (for the server's return-address check) of the order page as a cashier's return. */
export function cashierReturnPath(applicationId: number, pathname = window.location.pathname) {
  return `${pathname}#${payRoute(applicationId)}?${RETURN_MARKER}=1`;
}

/** The same as an absolute address, for hosts on another origin (the payment mini-program). */
export function cashierReturnUrl(applicationId: number, outcome: 'success' | 'fail'): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}#${payRoute(applicationId)}?${RETURN_MARKER}=${outcome}`;
}

/** Drops what a cashier appended before the hash, so a reload does not count as a return. */
export function forgetCashierQuery(): void {
  const { pathname, search, hash } = window.location;
  if (search) window.history.replaceState(window.history.state, '', pathname + hash);
}
