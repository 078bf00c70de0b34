import { checkRule, type ValidatorName } from '../validators/registry';

/** Who collects the pack when it is not the runner: asked and checked like the sign-up form. */
export interface ProxyPerson {
  name: string;
  phone: string;
  idNumber: string;
}

const RULES: [keyof ProxyPerson, ValidatorName[]][] = [
  ['name', ['required']],
  ['phone', ['required', 'phone']],
  ['idNumber', ['required', 'idCard']],
];

/** Each refused field of a proxy with the rule it breaks; empty when the proxy is acceptable. */
export function checkProxy(
  proxy: Partial<ProxyPerson>,
): { field: keyof ProxyPerson; rule: ValidatorName }[] {
  return RULES.flatMap(([field, rules]) => {
    const value = typeof proxy[field] === 'string' ? proxy[field].trim() : proxy[field];
    for (const rule of rules) {
      if (checkRule(rule, value)) return [{ field, rule }];
    }
    return [];
  });
}
