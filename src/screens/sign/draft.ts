import { produce } from 'immer';
import type { FieldPath, FormValues, TypingReport } from '../../renderer/form';

/** How long typing may go unsaved; a commit, leaving the page or hiding it saves at once. */
export const DRAFT_TYPING_DELAY_MS = 300;

/** The sign-up form's draft; a group's form keeps its people under a draft of its own. */
export type DraftKind = 'signDraft' | 'groupDraft';

/**
 * The runner's form input for one race (localStorage key `signDraft:<eventId>`), kept until the
 * order is paid.
 */
export function draftKey(eventId: number, kind: DraftKind = 'signDraft'): string {
  return `${kind}:${eventId}`;
}

export function readDraft(eventId: number, kind?: DraftKind): FormValues | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(draftKey(eventId, kind)) ?? 'null');
    return typeof stored === 'object' && stored !== null && !Array.isArray(stored)
      ? (stored as FormValues)
      : null;
  } catch {
    return null;
  }
}

export function clearDraft(eventId: number, kind?: DraftKind): void {
  localStorage.removeItem(draftKey(eventId, kind));
}

/** `values` with `value` at `path`, the objects and repeated groups on the way copied, not changed. */
function withValueAt(values: FormValues, path: FieldPath, value: unknown): FormValues {
  if (path.length === 0) return values;
  return produce(values, (draft) => {
    let node = draft as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) {
      const child = node[key];
      // Repeated groups are arrays, their items addressed by index; anything else becomes a group.
      if (typeof child !== 'object' || child === null) node[key] = {};
      node = node[key] as Record<string | number, unknown>;
    }
    node[path[path.length - 1]] = value;
  });
}

export interface DraftWriter extends TypingReport {
  /** Committed values: saved at once. */
  commit(values: FormValues): void;
  /** A value being typed: saved shortly, on top of the last committed values. */
  type(path: FieldPath, value: unknown): void;
  /** Saves what is pending now. */
  flush(): void;
  /** Stops saving (after a successful application); pending typing is dropped. */
  dispose(): void;
}

/** `typing` for the fields of a form kept at `prefix` of the draft (one person of a group). */
export function typingUnder(typing: TypingReport, prefix: FieldPath): TypingReport {
  return {
    type: (path, value) => typing.type([...prefix, ...path], value),
    settle: (path) => typing.settle([...prefix, ...path]),
  };
}

/**
 * Saves a runner's input as they type, so that a reload, the login round trip, a failed submission
 * or a declined payment gives it back. Typing is coalesced so that a keystroke costs no storage
 * write. What is typed in a field stays on top of the committed values until that field's own
 * commit has reached them: the commit of the field left before may arrive after the typing in the
 * next one.
 */
export function createDraftWriter(
  eventId: number,
  initial: FormValues,
  kind?: DraftKind,
): DraftWriter {
  let committed = initial;
  const typed = new Map<string, { path: FieldPath; value: unknown; settled: boolean }>();
  let unsaved = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  const current = () =>
    [...typed.values()].reduce(
      (values, { path, value }) => withValueAt(values, path, value),
      committed,
    );
  const flush = () => {
    clearTimeout(timer);
    if (unsaved && !disposed)
      localStorage.setItem(draftKey(eventId, kind), JSON.stringify(current()));
    unsaved = false;
  };
  const onHide = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onHide);

  return {
    commit(values) {
      committed = values;
      for (const [key, entry] of typed) if (entry.settled) typed.delete(key);
      unsaved = true;
      flush();
    },
    type(path, value) {
      typed.set(JSON.stringify(path), { path, value, settled: false });
      unsaved = true;
      clearTimeout(timer);
      timer = setTimeout(flush, DRAFT_TYPING_DELAY_MS);
    },
    settle(path) {
      const entry = typed.get(JSON.stringify(path));
      if (entry) entry.settled = true;
    },
    flush,
    dispose() {
      clearTimeout(timer);
      typed.clear();
      disposed = true;
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHide);
    },
  };
}
