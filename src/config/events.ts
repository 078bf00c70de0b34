import { useEffect, useState, useSyncExternalStore } from 'react';
import { events, type EventEntry } from 'virtual:event-configs';
import type { EventConfig } from '../../core/generated/config/event';
import type { LocalizedText } from './localize';

export type { EventConfig };

/** What is known about an event without loading its config. */
export interface EventSummary {
  id: number;
  /** Route prefix of the event's edition. */
  edition: string;
  name: LocalizedText;
  load: () => Promise<EventConfig>;
  /** The event's precompiled form validators, a chunk of their own. */
  loadForm: EventEntry['loadForm'];
  /** The precompiled validators of each role's own form, by role id. */
  loadRoleForms: EventEntry['loadRoleForms'];
}

// The index holds ids, editions and names only; each config is a chunk fetched when its event is opened.
const summariesOf = (entries: EventEntry[]) =>
  new Map<number, EventSummary>(
    entries.map(({ id, edition, name, load, loadForm, loadRoleForms }) => [
      id,
      { id, edition, name, load, loadForm, loadRoleForms },
    ]),
  );
let summaries = summariesOf(events);

export function eventSummary(id: number): EventSummary | undefined {
  return summaries.get(id);
}

export class EventNotFoundError extends Error {
  constructor(readonly eventId: number) {
    super(`No event config has id ${eventId}`);
    this.name = 'EventNotFoundError';
  }
}

const pending = new Map<number, Promise<EventConfig>>();
const loaded = new Map<number, EventConfig>();

// How many times the index was replaced, for the screens showing a config to render it again.
let generation = 0;
const watchers = new Set<() => void>();
const watchGeneration = (watcher: () => void) => {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
};
/** The index's generation; always the first outside the dev server, which alone replaces it. */
const useGeneration = import.meta.hot
  ? () => useSyncExternalStore(watchGeneration, () => generation)
  : () => generation;

/**
 * Takes a new index, with the configs it loads (the dev server's live preview after a config is
 * saved). The configs already loaded are loaded again before the old ones go, so that the open
 * screens change in place instead of going back through loading and losing what was typed.
 */
export async function replaceEvents(entries: EventEntry[]): Promise<void> {
  const next = summariesOf(entries);
  const reloaded = await Promise.all(
    [...loaded.keys()].flatMap((id) => {
      const summary = next.get(id);
      return summary ? [summary.load().then((event) => [id, event] as const)] : [];
    }),
  );
  summaries = next;
  pending.clear();
  loaded.clear();
  for (const [id, event] of reloaded) loaded.set(id, event);
  generation += 1;
  watchers.forEach((watcher) => watcher());
}

/** The event's config, loaded once; a failed load is forgotten so that a retry fetches again. */
export function loadEventConfig(id: number): Promise<EventConfig> {
  const cached = loaded.get(id);
  if (cached) return Promise.resolve(cached);
  const summary = summaries.get(id);
  if (!summary) return Promise.reject(new EventNotFoundError(id));
  let promise = pending.get(id);
  if (!promise) {
    promise = summary.load().then(
      (event) => {
        loaded.set(id, event);
        pending.delete(id);
        return event;
      },
      (error: unknown) => {
        pending.delete(id);
        throw error;
      },
    );
    pending.set(id, promise);
  }
  return promise;
}

export type EventConfigState =
  | { status: 'loading' }
  | { status: 'ready'; event: EventConfig }
  | { status: 'not-found' }
  | { status: 'error'; error: unknown; retry: () => void };

/** The config of event `id` for a screen: loading, ready, not found, or failed with a retry. */
export function useEventConfig(id: number): EventConfigState {
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<{ id: number; attempt: number; error: unknown }>();
  // Bumped when a load completes; the config itself is read from the shared cache.
  const [, setLoads] = useState(0);
  useGeneration();

  useEffect(() => {
    if (loaded.has(id) || !summaries.has(id)) return;
    let current = true;
    loadEventConfig(id).then(
      () => current && setLoads((n) => n + 1),
      (error: unknown) => current && setFailure({ id, attempt, error }),
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);

  const event = loaded.get(id);
  if (event) return { status: 'ready', event };
  if (!summaries.has(id)) return { status: 'not-found' };
  if (failure?.id === id && failure.attempt === attempt) {
    return { status: 'error', error: failure.error, retry: () => setAttempt((n) => n + 1) };
  }
  return { status: 'loading' };
}
