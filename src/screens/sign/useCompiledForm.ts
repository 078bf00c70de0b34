import { useEffect, useState } from 'react';
import { hasCompiledForm, loadCompiledForm, type CompiledForm } from '../../renderer/form';
import type { Pending } from './FormUnavailable';

export type CompiledFormState = Pending | { status: 'ready'; compiled: CompiledForm };

/** The event's compiled form (schema and validator), fetched as its own chunk. */
export function useCompiledForm(eventId: number): CompiledFormState {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: CompiledFormState }>();
  const key = `${eventId}:${attempt}`;

  useEffect(() => {
    let current = true;
    loadCompiledForm(eventId)?.then(
      (compiled) => current && setResult({ key, state: { status: 'ready', compiled } }),
      () =>
        current &&
        setResult({ key, state: { status: 'error', retry: () => setAttempt((n) => n + 1) } }),
    );
    return () => {
      current = false;
    };
  }, [eventId, key]);

  if (!hasCompiledForm(eventId)) return { status: 'missing' };
  return result?.key === key ? result.state : { status: 'loading' };
}
