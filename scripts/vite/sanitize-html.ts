import createDOMPurify from 'dompurify';
import { HTML_POLICY } from '../../core/config/htmlPolicy.ts';
import type { HtmlSanitizer } from '../../core/config/publicConfig.ts';

let made: Promise<HtmlSanitizer> | undefined;

/**
 * The app's HTML policy applied at build time, so that HTML the build already holds (a config's
 * rich text) reaches the phone clean and the home needs no sanitiser of its own. The DOM it needs
 * is loaded on first use: importing jsdom takes about a second, which every Vite start (tests
 * included) would otherwise pay.
 */
export function buildTimeSanitizer(): Promise<HtmlSanitizer> {
  made ??= import('jsdom').then(({ JSDOM }) => {
    const purify = createDOMPurify(new JSDOM('').window);
    return (html: string) => purify.sanitize(html, HTML_POLICY);
  });
  return made;
}
