import { useEffect, useState } from 'react';
import { eventSummary } from '../../config/events';
import { hasCompiledForm, loadCompiledForm, type CompiledForm } from '../../renderer/form';
import type { Pending } from './FormUnavailable';

export type CompiledFormState = Pending | { status: 'ready'; compiled: CompiledForm };

/**
 * The event's compiled form (schema and validator), fetched as its own chunk; given a role, the
 * form a runner of that role fills in.
 */
export function useCompiledForm(eventId: number, roleId?: number): CompiledFormState {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: CompiledFormState }>();
  const key = `${eventId}:${roleId ?? ''}:${attempt}`;
  // A new index (the dev server's live preview) brings the saved form; the one shown stays
  // meanwhile, with what was typed.
  const summary = eventSummary(eventId);

  useEffect(() => {
    let current = true;
    loadCompiledForm(eventId, roleId)?.then(
      (compiled) => current && setResult({ key, state: { status: 'ready', compiled } }),
      () =>
        current &&
        setResult({ key, state: { status: 'error', retry: () => setAttempt((n) => n + 1) } }),
    );
    return () => {
      current = false;
    };
  }, [eventId, roleId, key, summary]);

  if (!hasCompiledForm(eventId)) return { status: 'missing' };
  return result?.key === key ? result.state : { status: 'loading' };
}
