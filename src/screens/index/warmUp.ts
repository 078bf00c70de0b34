import { useEffect } from 'react';
import { loadEventConfig, type EventHome } from '../../config/events';
import { loadAllTexts } from '../../i18n';
import { whenIdle } from '../../navigation/idle';
import type { DetailSimpleResponse } from '../../../core/generated/api';
import { prefetchCommitteeDocument } from '../gates/committeeDocument';
import { signUpOpen } from './liveEvent';

/**
 * Once an event home is idle with its sign-up button shown, fetches what the pages after it need:
 * the texts the home does not bundle, the rest of the event's config (the sign-up form, which the
 * home itself does not load) and, when sign-up is open, the first gate page's code and its
 * committee document. A tap then opens the next page without waiting for the network. Not
 * sooner: while the home itself still loads, these would share the phone's few connections and
 * its bandwidth with what the runner is waiting for. The reads are not dropped when the home
 * goes: the next page takes them over.
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
      // A failure here is the next page's to show, when it loads the same itself.
      const ignore = () => undefined;
      loadAllTexts().catch(ignore);
      loadEventConfig(event.id).catch(ignore);
      if (!first) return;
      import('../gates/GateScreen').catch(ignore);
      prefetchCommitteeDocument(event, first);
    });
  }, [event, first, shown]);
}
