import { createHash, createHmac, randomBytes } from 'node:crypto';
import { apiError } from '../http/errors';

/** The sandbox messaging app the reference server signs for (no real account behind it). */
export const SANDBOX_MESSAGING_APP_ID = 'wx-sandbox-app';

/** The sandbox jsapi ticket: derived from the server's secret, so it is stable and not guessable. */
export function sandboxJsapiTicket(secret: string): string {
  return createHmac('sha256', secret).update('messaging-jsapi-ticket').digest('hex');
}

/** The messaging JS-SDK signature of a page address: SHA-1 over the fixed field order. */
export function jsapiSignature(ticket: string, nonceStr: string, timestamp: number, url: string) {
  return createHash('sha1')
    .update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`)
    .digest('hex');
}

/** Signs `pageUrl` without its hash part, as the JS-SDK checks it. */
export function signPage(secret: string, pageUrl: string, now: Date) {
  const url = pageUrl.split('#')[0];
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw apiError('badParameter', { field: 'url' });
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw apiError('badParameter', { field: 'url' });
  }
  const nonceStr = randomBytes(8).toString('hex');
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    appId: SANDBOX_MESSAGING_APP_ID,
    timestamp,
    nonceStr,
    signature: jsapiSignature(sandboxJsapiTicket(secret), nonceStr, timestamp, url),
  };
}
