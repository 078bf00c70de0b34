import type { Config } from 'dompurify';

/**
 * What survives of HTML written by staff (config texts, committee documents): plain markup only,
 * no scripts, event handlers, styles, frames or forms, since it is shown inside the app's origin.
 * One policy for HTML cleaned when the app is built and HTML cleaned when it is shown.
 */
export const HTML_POLICY = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
} satisfies Config;
