import DOMPurify from 'dompurify';
import { HTML_POLICY } from '../../../core/config/htmlPolicy';

/**
 * HTML cleaned as it is shown: gate texts and committee documents, which also come from the
 * server. (A config's rich text is cleaned when the app is built, see core/config/publicConfig.)
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, HTML_POLICY);
}
