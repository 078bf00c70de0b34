const PROBE_ORIGIN = 'http://app.invalid';

/**
 * A return address after payment must be a path of this site: `/…`, never `//host`, `/\host`,
 * a scheme, or control characters that browsers strip before resolving.
 */
export function safeReturnPath(value: string): string | null {
  const hasControl = [...value].some((char) => char.charCodeAt(0) < 0x20 || char === '\x7f');
  if (!value.startsWith('/') || /^\/[/\\]/.test(value) || value.includes('\\') || hasControl) {
    return null;
  }
  try {
    const url = new URL(value, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** Adds query parameters before the hash (`/#/pay/1` → `/?payResult=approved#/pay/1`). */
export function withQuery(path: string, params: Record<string, string>): string {
  const url = new URL(path, PROBE_ORIGIN);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
