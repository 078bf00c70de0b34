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
 * word on the race and then the committee document the config names are asked for. Answers the
 * page before had to the same reads a moment ago are shown instead (`reuseRecent`): the gate
 * opens with what the runner has just seen, and the form and apply ask the server again.
 */
export function gateLoader(gate: GateType) {
  return async ({ request }: LoaderFunctionArgs): Promise<GateData> => {
    const options = { signal: request.signal, reuseRecent: true };
    const eventId = Number(new URL(request.url).searchParams.get('eventId'));
    prefetchLiveEvent(eventId, options);
    const event = await loadEventConfig(eventId);
    prefetchCommitteeDocument(event, gate, options);
    return { event };
  };
}
