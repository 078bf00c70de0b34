import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Passes the server hands out and takes back without storing them: a number (an expiry, a
 * position) followed by an HMAC over a purpose, what the pass is bound to (runner, race) and that
 * number, so that a pass of one purpose, runner or race is worth nothing for another.
 */

type Binding = readonly (string | number)[];

function signature(secret: string, purpose: string, binding: Binding, value: number): string {
  return createHmac('sha256', secret)
    .update([purpose, ...binding, value].join(':'))
    .digest('base64url');
}

export function signPass(secret: string, purpose: string, binding: Binding, value: number) {
  return `${value}.${signature(secret, purpose, binding, value)}`;
}

/** The number a pass carries when its signature holds, otherwise null. */
export function readPass(
  secret: string,
  purpose: string,
  binding: Binding,
  pass: string | undefined,
): number | null {
  const [valueText = '', given = ''] = (pass ?? '').split('.');
  if (!/^\d{1,15}$/.test(valueText)) return null;
  const value = Number(valueText);
  const expected = Buffer.from(signature(secret, purpose, binding, value));
  const valid = given.length === expected.length && timingSafeEqual(Buffer.from(given), expected);
  return valid ? value : null;
}
