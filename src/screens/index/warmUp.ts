import { useEffect } from 'react';
import { loadEventConfig, type EventHome } from '../../config/events';
import { whenIdle } from '../../navigation/idle';
import type { DetailSimpleResponse } from '../../../core/generated/api';
import { prefetchCommitteeDocument } from '../gates/committeeDocument';
import { signUpOpen } from './liveEvent';

/**
 * Once an event home is idle with its sign-up button shown, reads what the pages after it need:
 * the rest of the event's config (the sign-up form, which the home itself does not load) and,
 * when sign-up is open, the committee document of the race's first gate page. A tap then opens
 * the next page without waiting for the network (its code is fetched when idle too, by the
 * route's `prefetch`). The reads are not dropped when the home goes: the next page takes them over.
 */
export function useNextPagesWarmUp(
  event: EventHome,
  live: DetailSimpleResponse | null | undefined,
): void {
  const shown = live !== undefined;
  const first = signUpOpen(event, live) ? event.gates[0]?.type : undefined;
  useEffect(() => {
    if (!shown) return;
    return whenIdle(() => {
      // A failure here is the next page's to show, when it loads the config itself.
      loadEventConfig(event.id).catch(() => undefined);
      if (first) prefetchCommitteeDocument(event, first);
    });
  }, [event, first, shown]);
}
