import { t, type Lang } from '../i18n/index';

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The style sheet of the server-rendered pages. It stays inline (one request for a page shown
 * once); the content security policy allows it by its hash (see security.ts).
 */
export const PAGE_STYLE = `body{margin:0;font:16px/1.5 system-ui,-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f2f3f5;color:#1d2129}
main{max-width:480px;margin:0 auto;padding:16px}
h1{font-size:20px;margin:8px 0 4px}
.notice{color:#86909c;font-size:13px;margin:0 0 16px}
dl{background:#fff;border-radius:8px;padding:12px 16px;margin:0 0 16px}
dt{color:#86909c;font-size:13px}dd{margin:0 0 8px;word-break:break-all}
.amount{font-size:28px;font-weight:600}
button,a.button{display:block;box-sizing:border-box;width:100%;padding:12px;margin:0 0 12px;border:0;border-radius:8px;font-size:17px;text-align:center;text-decoration:none}
.approve{background:#00b42a;color:#fff}.decline{background:#fff;color:#f53f3f;border:1px solid #f53f3f}
.lang{text-align:right;font-size:14px}`;

/** A small server-rendered page that reads well at phone width (cashier, placeholder). */
export function htmlPage(lang: Lang, body: string, title = t(lang, 'cashier.title')): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function renderPlaceholder(lang: Lang): string {
  return htmlPage(
    lang,
    `<h1>${escapeHtml(t(lang, 'placeholder.title'))}</h1><p>${escapeHtml(t(lang, 'placeholder.body'))}</p>`,
    t(lang, 'placeholder.title'),
  );
}
