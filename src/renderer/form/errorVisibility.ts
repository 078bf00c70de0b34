import { useSyncExternalStore } from 'react';

/**
 * Which fields may show their errors. The form always validates in full (so submit is blocked by
 * any problem), but a field's message appears only once the runner has left that field or tried
 * to submit; each field subscribes on its own, so revealing one re-renders one.
 */
export class ErrorVisibility {
  private readonly touched = new Set<string>();
  private everything = false;
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  isShown(fieldId: string): boolean {
    return this.everything || this.touched.has(fieldId);
  }

  /** The runner left the field with this id. */
  touch(fieldId: string): void {
    if (this.isShown(fieldId)) return;
    this.touched.add(fieldId);
    this.emit();
  }

  /** The runner tried to submit. */
  revealAll(): void {
    if (this.everything) return;
    this.everything = true;
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

const noSubscription = () => () => undefined;

/** Whether the field with `fieldId` shows its errors; without a store, errors always show. */
export function useErrorsShown(visibility: ErrorVisibility | undefined, fieldId: string): boolean {
  return useSyncExternalStore(
    visibility ? visibility.subscribe : noSubscription,
    () => visibility?.isShown(fieldId) ?? true,
  );
}
