import { detailSimple } from '../../api/matchH5';
import { prefetch, type PrefetchOptions } from '../../api/prefetch';
import { useRemote } from '../../api/useRemote';
import type { EventHome } from '../../config/events';
import { currentStage } from '../../renderer/blocks/applyButtons/eventStage';
import { MatchEventStage } from '../../../core/domain/enums';
import type { DetailSimpleResponse } from '../../../core/generated/api';

const liveEventKey = (eventId: number) => `detailSimple/${eventId}`;

const loadLiveEvent = (eventId: number) => (signal: AbortSignal) =>
  detailSimple({ matchEventID: eventId }, { signal });

/** Starts reading the server's word on the race for a page whose loader runs now. */
export function prefetchLiveEvent(eventId: number, options: PrefetchOptions): void {
  prefetch(liveEventKey(eventId), loadLiveEvent(eventId), options);
}

/** The server's word on the event's stage and places; undefined while asked, null without it. */
export function useLiveEvent(eventId: number): DetailSimpleResponse | null | undefined {
  const live = useRemote(loadLiveEvent(eventId), [eventId], { key: liveEventKey(eventId) });
  if (live.status === 'loading') return undefined;
  // Without the server's word the config's dates decide; the server still refuses apply.
  return live.status === 'ready' ? live.value : null;
}

/** Whether the race takes sign-ups now, once the server's word (or its absence) is known. */
export function signUpOpen(
  event: EventHome,
  live: DetailSimpleResponse | null | undefined,
): boolean {
  return live !== undefined && currentStage(event, live ?? undefined) === MatchEventStage.ON;
}
