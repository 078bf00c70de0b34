import './gates.css';
import { agreeGate } from './AgreeGate';
import { alertGate } from './alert/AlertGate';
import { answerGate } from './answer/AnswerGate';
import antiSchema from './anti/schema.json';
import checkSchema from './check/schema.json';
import noteSchema from './note/schema.json';
import ruleSchema from './rule/schema.json';
import safeSchema from './safe/schema.json';
import statementSchema from './statement/schema.json';
import type { GateConfig } from '../../../core/generated/config/event';
import type { GateEntry, GateRegistry, GateType } from './types';

/** Every gate type an event config may list, with the page that renders it and its config schema. */
export const gates: GateRegistry = {
  statement: agreeGate(statementSchema, 'gates.refuse.agree'),
  anti: agreeGate(antiSchema, 'gates.refuse.agree'),
  safe: agreeGate(safeSchema, 'gates.refuse.agree'),
  rule: agreeGate(ruleSchema, 'gates.refuse.agree'),
  note: agreeGate(noteSchema, 'gates.refuse.agree'),
  check: agreeGate(checkSchema, 'gates.refuse.check'),
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
