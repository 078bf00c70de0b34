import { useEffect, useState, useSyncExternalStore } from 'react';
import { events, type EventEntry } from 'virtual:event-configs';
import type { EventConfig } from '../../core/generated/config/event';
import type { LocalizedText } from './localize';

export type { EventConfig };
/** An event's config without its sign-up form: what an event home shows. */
export type EventHome = Omit<EventConfig, 'form'>;

/** What is known about an event without loading its config. */
export interface EventSummary {
  id: number;
  /** Route prefix of the event's edition. */
  edition: string;
  name: LocalizedText;
  load: () => Promise<EventConfig>;
  loadHome: () => Promise<EventHome>;
  /** The event's precompiled form validators, a chunk of their own. */
  loadForm: EventEntry['loadForm'];
  /** The precompiled validators of each role's own form, by role id. */
  loadRoleForms: EventEntry['loadRoleForms'];
}

// The index holds ids, editions and names only; each config is a chunk fetched when its event is opened.
const summariesOf = (entries: EventEntry[]) =>
  new Map<number, EventSummary>(
    entries.map(({ id, edition, name, load, loadHome, loadForm, loadRoleForms }) => [
      id,
      { id, edition, name, load, loadHome, loadForm, loadRoleForms },
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

/**
 * One part of each event's config, loaded once per event; a failed load is forgotten so that a
 * retry fetches again.
 */
class ConfigCache<T> {
  readonly loaded = new Map<number, T>();
  private readonly pending = new Map<number, Promise<T>>();

  constructor(private readonly loaderOf: (summary: EventSummary) => () => Promise<T>) {}

  load(id: number): Promise<T> {
    const cached = this.loaded.get(id);
    if (cached) return Promise.resolve(cached);
    const summary = summaries.get(id);
    if (!summary) return Promise.reject(new EventNotFoundError(id));
    let promise = this.pending.get(id);
    if (!promise) {
      promise = this.loaderOf(summary)().then(
        (part) => {
          this.loaded.set(id, part);
          this.pending.delete(id);
          return part;
        },
        (error: unknown) => {
          this.pending.delete(id);
          throw error;
        },
      );
      this.pending.set(id, promise);
    }
    return promise;
  }

  /** Loads again, from the index `next`, the parts loaded so far, to hand to `replace`. */
  reload(next: Map<number, EventSummary>): Promise<(readonly [number, T])[]> {
    return Promise.all(
      [...this.loaded.keys()].flatMap((id) => {
        const summary = next.get(id);
        return summary ? [this.loaderOf(summary)().then((part) => [id, part] as const)] : [];
      }),
    );
  }

  replace(parts: (readonly [number, T])[]): void {
    this.pending.clear();
    this.loaded.clear();
    for (const [id, part] of parts) this.loaded.set(id, part);
  }
}

const configs = new ConfigCache((summary) => summary.load);
const homes = new ConfigCache((summary) => summary.loadHome);

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
  const [reloaded, reloadedHomes] = await Promise.all([configs.reload(next), homes.reload(next)]);
  summaries = next;
  configs.replace(reloaded);
  homes.replace(reloadedHomes);
  generation += 1;
  watchers.forEach((watcher) => watcher());
}

/** The event's config, loaded once; a failed load is forgotten so that a retry fetches again. */
export function loadEventConfig(id: number): Promise<EventConfig> {
  return configs.load(id);
}

/**
 * What the event's home shows: its config without the sign-up form, or the whole config when it
 * is loaded already.
 */
export function loadEventHomeConfig(id: number): Promise<EventHome> {
  const whole = configs.loaded.get(id);
  return whole ? Promise.resolve(whole) : homes.load(id);
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
    if (configs.loaded.has(id) || !summaries.has(id)) return;
    let current = true;
    loadEventConfig(id).then(
      () => current && setLoads((n) => n + 1),
      (error: unknown) => current && setFailure({ id, attempt, error }),
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);

  const event = configs.loaded.get(id);
  if (event) return { status: 'ready', event };
  if (!summaries.has(id)) return { status: 'not-found' };
  if (failure?.id === id && failure.attempt === attempt) {
    return { status: 'error', error: failure.error, retry: () => setAttempt((n) => n + 1) };
  }
  return { status: 'loading' };
}
