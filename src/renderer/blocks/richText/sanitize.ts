import DOMPurify from 'dompurify';

/**
 * Config HTML is written by staff, but it is shown inside the app's origin: only plain markup
 * survives (no scripts, event handlers, styles, frames or forms).
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}
