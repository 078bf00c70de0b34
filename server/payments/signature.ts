import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 over `key=value` pairs sorted by key and joined with `&`, without `sign`. */
export function signFields(fields: Record<string, string>, secret: string): string {
  const canonical = Object.keys(fields)
    .filter((key) => key !== 'sign')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
  return createHmac('sha256', secret).update(canonical).digest('hex');
}

export function verifyFields(fields: Record<string, string>, secret: string): boolean {
  const given = Buffer.from(String(fields.sign ?? ''), 'utf8');
  const expected = Buffer.from(signFields(fields, secret), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
