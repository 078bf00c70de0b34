import { isValidatorName, validators, type ValidatorName } from '../../domain/validators/registry';
import type { RuleParam } from '../../domain/validators/types';
import { isRecord } from '../json';

/** The config keyword naming the checks of a field. */
export const VALIDATE_KEY = 'x-validate';

export interface RuleSpec {
  name: ValidatorName;
  param?: RuleParam;
}

/**
 * The checks a schema node names. A config writes one name (`"x-validate": "phone"`), a name with
 * its parameter (`{ "rule": "maxSize", "param": 20 }`) or a list of either. A misspelt name or a
 * missing parameter is a config error, so it throws instead of silently checking nothing.
 */
export function readRules(node: unknown): RuleSpec[] {
  if (!isRecord(node) || node[VALIDATE_KEY] === undefined) return [];
  const raw = node[VALIDATE_KEY];
  return (Array.isArray(raw) ? raw : [raw]).map(toSpec);
}

function toSpec(item: unknown): RuleSpec {
  const name = typeof item === 'string' ? item : isRecord(item) ? item.rule : undefined;
  if (typeof name !== 'string' || !isValidatorName(name)) {
    throw new Error(`${VALIDATE_KEY}: unknown check ${JSON.stringify(item)}`);
  }
  const param = isRecord(item) ? item.param : undefined;
  const needsParam = 'param' in validators[name];
  if (needsParam !== (param !== undefined)) {
    throw new Error(
      `${VALIDATE_KEY}: check "${name}" ${needsParam ? 'needs' : 'takes no'} "param", got ${JSON.stringify(item)}`,
    );
  }
  if (param !== undefined && typeof param !== 'string' && typeof param !== 'number') {
    throw new Error(`${VALIDATE_KEY}: check "${name}" has a bad param ${JSON.stringify(param)}`);
  }
  return param === undefined ? { name } : { name, param };
}
