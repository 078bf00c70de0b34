import { useEffect } from 'react';
import type { EventConfig } from '../../config/events';
import { whenIdle } from '../../navigation/idle';
import { prefetchCommitteeDocument } from './committeeDocument';

/**
 * Once a page with the sign-up button is idle and sign-up is open, reads the committee document
 * of the race's first gate page: a tap on "sign up" then opens that page without waiting for the
 * server (its code is fetched when idle too, by the route's `prefetch`). The read is not dropped
 * when the page goes: the gate page a tap leads to takes it over.
 */
export function useFirstGateWarmUp(event: EventConfig, open: boolean): void {
  const first = event.gates[0]?.type;
  useEffect(() => {
    if (!open || !first) return;
    return whenIdle(() => prefetchCommitteeDocument(event, first));
  }, [event, first, open]);
}
