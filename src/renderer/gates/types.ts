import type { ReactNode } from 'react';
import type { LocalizedText } from '../../config/localize';
import type { GateConfig } from '../../../core/generated/config/event';

export type GateType = GateConfig['type'];
export type GateOf<T extends GateType> = Extract<GateConfig, { type: T }>;

/** What the runner has done on a gate page so far. */
export interface GateInput {
  agreed: boolean;
  /** The option chosen for each question, by question number. */
  answers: readonly (number | undefined)[];
  /** The option chosen on a single-question page. */
  choice?: number;
}

export const EMPTY_INPUT: GateInput = { agreed: false, answers: [] };

/** Messages of the `flow` namespace a gate refuses Next with. */
export type RefusalKey =
  | 'gates.refuse.agree'
  | 'gates.refuse.check'
  | 'gates.refuse.answer'
  | 'gates.refuse.unchecked'
  | 'gates.refuse.choose'
  | 'gates.refuse.document';

/** Why Next is refused: one of the standard messages, or a text the config gives. */
export type Refusal = { key: RefusalKey } | { text: LocalizedText };

export interface GateProps<C> {
  config: C;
  input: GateInput;
  onInput(next: GateInput): void;
  /** More text to read with the gate's own, such as a committee document. */
  children?: ReactNode;
}

export interface GateEntry<C> {
  component: (props: GateProps<C>) => ReactNode;
  /** Why the runner may not go on yet, or null when Next may proceed. */
  refuse(config: C, input: GateInput): Refusal | null;
  /**
   * For a gate the server enforces: asks the server once `refuse` has nothing to say; why not,
   * or null when the server let the runner through (and gave what `apply` needs).
   */
  check?(eventId: number, input: GateInput): Promise<Refusal | null>;
}

export type GateRegistry = { [T in GateType]: GateEntry<GateOf<T>> };
