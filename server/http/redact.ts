import { maskPhone } from '../../core/domain/mask';
/**
 * Personal data kept out of the logs: phones, ID numbers, e-mails, SMS codes and tokens, wherever
 * they appear in a logged URL.
 */

/** Query parameters whose whole value is secret or personal. */
const SECRET_PARAMS = /^(?:token|ticket|code|captchacode|sign|password)$/i;
const PERSONAL_PARAMS = /phone|mobile|idcard|idno|idnumber|email|mail/i;

// An 18-character ID number, a mainland mobile (optionally +86), an e-mail address.
const ID_NUMBER = /(?<![0-9A-Za-z])\d{17}[\dXx](?![0-9A-Za-z])/g;
const PHONE = /(?<!\d)(?:\+?86)?1[3-9]\d{9}(?!\d)/g;
const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/** Masks every ID number, phone and e-mail address in a text. */
export function redactText(text: string): string {
  return text
    .replace(ID_NUMBER, (id) => `${id.slice(0, 3)}***********${id.slice(-4)}`)
    .replace(PHONE, (phone) => maskPhone(phone))
    .replace(EMAIL, '[e-mail]');
}

/** A request URL fit for the log. */
export function redactUrl(url: string): string {
  const [path, query] = url.split('?', 2);
  if (query === undefined) return redactText(url);
  const params = query.split('&').map((pair) => {
    const [key, value = ''] = pair.split('=', 2);
    let name = key;
    try {
      name = decodeURIComponent(key);
    } catch {
      // A broken escape is logged as it came.
    }
    if (SECRET_PARAMS.test(name)) return `${key}=[redacted]`;
    if (PERSONAL_PARAMS.test(name)) return `${key}=[personal]`;
    return `${key}=${value}`;
  });
  return redactText(`${path}?${params.join('&')}`);
}
