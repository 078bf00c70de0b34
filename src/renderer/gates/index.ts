import './gates.css';
import { agreeGate } from './AgreeGate';
import { alertGate } from './alert/AlertGate';
import { answerGate } from './answer/AnswerGate';
import type { GateConfig } from '../../../core/generated/config/event';
import type { GateEntry, GateRegistry, GateType } from './types';

/**
 * Every gate type an event config may list, with the page that renders it. Its config schema is
 * the schema.json in its folder, which the build's tools read; the app does not ship it.
 */
export const gates: GateRegistry = {
  statement: agreeGate('gates.refuse.agree'),
  anti: agreeGate('gates.refuse.agree'),
  safe: agreeGate('gates.refuse.agree'),
  rule: agreeGate('gates.refuse.agree'),
  note: agreeGate('gates.refuse.agree'),
  check: agreeGate('gates.refuse.check'),
  answer: answerGate,
  alert: alertGate,
};

export function isGateType(value: string): value is GateType {
  return Object.hasOwn(gates, value);
}

/** The registry entry of a config, typed to take exactly that config. */
export function gateEntry(config: GateConfig): GateEntry<GateConfig> {
  return gates[config.type] as GateEntry<GateConfig>;
}

export type { GateInput, GateType, Refusal } from './types';
export { EMPTY_INPUT } from './types';
