import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadEventConfig, type EventConfig } from '../../config/events';
import type { GateType } from '../../renderer/gates';
import { prefetchLiveEvent } from '../index/liveEvent';
import { prefetchCommitteeDocument } from './committeeDocument';

export interface GateData {
  event: EventConfig;
}

/**
 * The page of gate `gate` in the event of the `eventId` query: its config, while the server's
 * word on the race and then the committee document the config names are asked for.
 */
export function gateLoader(gate: GateType) {
  return async ({ request }: LoaderFunctionArgs): Promise<GateData> => {
    const eventId = Number(new URL(request.url).searchParams.get('eventId'));
    prefetchLiveEvent(eventId, request.signal);
    const event = await loadEventConfig(eventId);
    prefetchCommitteeDocument(event, gate, request.signal);
    return { event };
  };
}
