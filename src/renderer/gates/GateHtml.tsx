import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';

/** A gate's text from the config (or the committee service), sanitised before display. */
export function GateHtml({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div className="gate-text" dangerouslySetInnerHTML={{ __html: safe }} />;
}
