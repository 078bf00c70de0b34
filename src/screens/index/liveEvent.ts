import { detailSimple } from '../../api/matchH5';
import { prefetch } from '../../api/prefetch';
import { useRemote } from '../../api/useRemote';
import type { DetailSimpleResponse } from '../../../core/generated/api';

const liveEventKey = (eventId: number) => `detailSimple/${eventId}`;

const loadLiveEvent = (eventId: number) => (signal: AbortSignal) =>
  detailSimple({ matchEventID: eventId }, { signal });

/** Starts reading the server's word on the race for a page whose loader runs now. */
export function prefetchLiveEvent(eventId: number, signal: AbortSignal): void {
  prefetch(liveEventKey(eventId), loadLiveEvent(eventId), signal);
}

/** The server's word on the event's stage and places; undefined while asked, null without it. */
export function useLiveEvent(eventId: number): DetailSimpleResponse | null | undefined {
  const live = useRemote(loadLiveEvent(eventId), [eventId], { key: liveEventKey(eventId) });
  if (live.status === 'loading') return undefined;
  // Without the server's word the config's dates decide; the server still refuses apply.
  return live.status === 'ready' ? live.value : null;
}
