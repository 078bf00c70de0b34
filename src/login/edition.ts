import { defaultEdition, editionByPrefix, type EditionConfig } from '../config/app';
import { eventSummary } from '../config/events';

/**
 * The edition whose look the login page takes: that of the page the runner came from. The
 * redirect's hash route names it either by its prefix (`#/bj/search`) or through an event id
 * (`#/index/2001`, `#/sign/2001/1`); anything else gets the default edition.
 */
export function editionOfRedirect(redirect: string | null): EditionConfig {
  const hash = redirect?.split('#')[1] ?? '';
  const segments = hash.split('?')[0].split('/').filter(Boolean);
  const byPrefix = editionByPrefix(segments[0]);
  if (byPrefix) return byPrefix;
  const eventId = segments.find((segment) => /^\d+$/.test(segment));
  const event = eventId === undefined ? undefined : eventSummary(Number(eventId));
  return editionByPrefix(event?.edition) ?? defaultEdition;
}
