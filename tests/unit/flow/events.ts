import type { EventConfig, EventConfigState } from '../../../src/config/events';

/**
 * The sample event configs, loaded eagerly for screen tests (stands in for src/config/events,
 * whose lazy chunks are a bundling concern).
 */
const files = import.meta.glob<EventConfig>('../../../configs/events/*.json', {
  eager: true,
  import: 'default',
});
const byId = new Map(Object.values(files).map((event) => [event.id, event]));

export class EventNotFoundError extends Error {}

export function sampleEvent(id: number): EventConfig {
  const event = byId.get(id);
  if (!event) throw new Error(`no sample event ${id}`);
  return event;
}

export async function loadEventConfig(id: number): Promise<EventConfig> {
  const event = byId.get(id);
  if (!event) throw new EventNotFoundError();
  return event;
}

export function useEventConfig(id: number): EventConfigState {
  const event = byId.get(id);
  return event ? { status: 'ready', event } : { status: 'not-found' };
}
