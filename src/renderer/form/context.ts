import { createContext } from 'react';
import type { Registry } from '@rjsf/utils';
import type { ErrorVisibility } from './errorVisibility';
import type { FieldPath } from '../../../core/form/validate/problems';

/**
 * Where text fields report what is typed before it is committed (they commit after the field is
 * left), so the screen can keep a draft as the runner types without re-rendering the form on
 * every keystroke. A field's commit can come after typing in the next field has been reported.
 */
export interface TypingReport {
  /** The text in the field at `path`, not yet committed. */
  type(path: FieldPath, value: unknown): void;
  /** The field at `path` commits what was typed: the form's next committed values hold it. */
  settle(path: FieldPath): void;
}

/** What the form's screen lends its widgets through RJSF's `formContext`. */
export interface FormRuntime {
  typing?: TypingReport;
  /** Stores an image and resolves to its URL. */
  upload?: (file: File) => Promise<string>;
  /** Which fields show their errors yet. */
  errorVisibility?: ErrorVisibility;
  /** The birth dates the race's age limits allow (`YYYY-MM-DD`, inclusive), for the birthday picker. */
  birthDates?: { earliest: string; latest: string };
}

export function formRuntime(registry: Registry): FormRuntime {
  return (registry.formContext ?? {}) as FormRuntime;
}

/** Path of the field being rendered, provided by the field template to its widget. */
export const FieldPathContext = createContext<FieldPath>([]);
