import { createContext } from 'react';
import type { Registry } from '@rjsf/utils';
import type { ErrorVisibility } from './errorVisibility';
import type { FieldPath } from '../../../core/form/validate/problems';

/** What the form's screen lends its widgets through RJSF's `formContext`. */
export interface FormRuntime {
  /**
   * A value typed but not yet committed (text fields commit when they lose focus), so the screen
   * can keep a draft as the runner types without re-rendering the form on every keystroke.
   */
  onInput?: (path: FieldPath, value: unknown) => void;
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
