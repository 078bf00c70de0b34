import type { FastifyInstance } from 'fastify';
import { apiError } from './errors';

/** The largest id PostgreSQL's `integer` holds; a larger number would fail in the driver (a 500). */
export const MAX_INT4 = 2_147_483_647;
/** SPEC: URL values of 2083 characters or more are refused. */
export const MAX_URL_LENGTH = 2082;

// C0 controls and DEL, but tab, line feed and carriage return, which a text area may hold.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LOOKS_LIKE_URL = /^(?:[a-z][a-z0-9+.-]*:\/\/|\/|(?:javascript|data|vbscript):)/i;

/**
 * A received value with every string in NFC form; refuses control characters (a NUL would fail in
 * the database), URL values of 2083 characters or more, and `__proto__` keys. `field` names the
 * parameter in the error.
 */
export function guardInput(value: unknown, field: string): unknown {
  if (typeof value === 'string') {
    if (CONTROL.test(value)) throw apiError('badParameter', { field });
    if (value.length > MAX_URL_LENGTH && (/url/i.test(field) || LOOKS_LIKE_URL.test(value))) {
      throw apiError('badParameter', { field });
    }
    return value.normalize('NFC');
  }
  if (Array.isArray(value)) return value.map((item) => guardInput(item, field));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (key === '__proto__' || CONTROL.test(key)) throw apiError('badParameter', { field: key });
      out[key] = guardInput(item, field === '' ? key : `${field}.${key}`);
    }
    return out;
  }
  return value;
}

/**
 * Request schemas as the server applies them: an integer without its own maximum gets the largest
 * one the database holds, so an id above 2^31 is a 400, not a driver error.
 */
export function capIntegers(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(capIntegers);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = capIntegers(value);
  const type = out.type;
  const integer = type === 'integer' || (Array.isArray(type) && type.includes('integer'));
  if (integer && out.maximum === undefined && out.exclusiveMaximum === undefined) {
    out.maximum = MAX_INT4;
  }
  return out;
}

/**
 * Query and form bodies pass the guard before schema validation. A multipart body is no object
 * here (its route reads the file itself), so it passes untouched.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    req.query = guardInput(req.query, '') as typeof req.query;
    if (req.body && typeof req.body === 'object') {
      req.body = guardInput(req.body, '') as typeof req.body;
    }
  });
}
