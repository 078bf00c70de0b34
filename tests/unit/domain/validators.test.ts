import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import enUS from '../../../core/form/messages/en-US.json';
import zhCN from '../../../core/form/messages/zh-CN.json';
import type { RuleParam } from '../../../core/domain/validators/types';
import {
  checkRule,
  isValidatorName,
  validators,
  type ValidatorName,
} from '../../../core/domain/validators/registry';
import { messageKeys } from '../../../core/form/validate/messages';

type Row = [rule: ValidatorName, value: unknown, param: RuleParam | undefined, valid: boolean];

const local64 = 'a'.repeat(64);
const domain256 = `${'d'.repeat(252)}.com`;
const urlOf = (length: number) => {
  const base = 'https://example.com/';
  return base + 'p'.repeat(length - base.length);
};

const rows: Row[] = [
  ['idCard', '11010519491231002X', undefined, true],
  ['idCard', '11010519491231002x', undefined, true],
  ['idCard', '440106199001011235', undefined, true],
  ['idCard', '510107198508155617', undefined, true],
  ['idCard', '650102200002293114', undefined, true],
  ['idCard', '110105200002290021', undefined, true],
  ['idCard', '110105189912310023', undefined, true],
  ['idCard', '710100198001010016', undefined, true],
  ['idCard', '810000199912120040', undefined, true],
  ['idCard', '110105194912310021', undefined, false],
  ['idCard', '440106199001011234', undefined, false],
  ['idCard', '11010519491231002Y', undefined, false],
  ['idCard', '990105194912310023', undefined, false],
  ['idCard', '200105194912310021', undefined, false],
  ['idCard', '830105194912310029', undefined, false],
  ['idCard', '100105194912310028', undefined, false],
  ['idCard', '110105194913310021', undefined, false],
  ['idCard', '110105194902300020', undefined, false],
  ['idCard', '110105194902290029', undefined, false],
  ['idCard', '110105179912310024', undefined, false],
  ['idCard', '110105491231002', undefined, false],
  ['idCard', ' 11010519491231002X', undefined, false],
  ['idCard', '11010519491231002', undefined, false],
  ['idCard', 110105194912310020, undefined, false],

  ['minSize', 'abc', 3, true],
  ['minSize', 'ab', 3, false],
  ['minSize', '张三丰', '3', true],
  ['minSize', '张三', '3', false],
  ['maxSize', 'abcd', 4, true],
  ['maxSize', 'abcde', 4, false],
  ['maxSize', '𠮷𠮷', 2, true],
  ['length', '123456', 6, true],
  ['length', 123456, 6, true],
  ['length', '12345', 6, false],
  ['length', '1234567', '6', false],

  ['min', 18, 18, true],
  ['min', '18', 18, true],
  ['min', 17, '18', false],
  ['min', '-3', -5, true],
  ['min', 18.5, 18, false],
  ['min', '18.5', 18, false],
  ['min', 'abc', 0, false],
  ['max', 70, 70, true],
  ['max', ' 70 ', 70, true],
  ['max', 71, 70, false],
  ['max', '1e1', 70, false],

  ['numeric', '42', undefined, true],
  ['numeric', '-3.5', undefined, true],
  ['numeric', '.5', undefined, true],
  ['numeric', 7, undefined, true],
  ['numeric', 'abc', undefined, false],
  ['numeric', '1.2.3', undefined, false],
  ['numeric', '0x1F', undefined, false],
  ['numeric', 'Infinity', undefined, false],
  ['numeric', ' ', undefined, false],

  ['alphaNumeric', 'Runner_42', undefined, true],
  ['alphaNumeric', 'abc', undefined, true],
  ['alphaNumeric', 'run-42', undefined, false],
  ['alphaNumeric', 'a b', undefined, false],
  ['alphaNumeric', '跑者', undefined, false],

  ['match', 'AB12', '^[A-Z]{2}\\d{2}$', true],
  ['match', 'ab12', '^[A-Z]{2}\\d{2}$', false],
  ['match', 'xxAB12yy', '[A-Z]{2}\\d{2}', true],

  ['email', 'runner@example.com', undefined, true],
  ['email', 'first.last_name-1@mail.example.cn', undefined, true],
  ['email', 'a@qq.com', undefined, true],
  ['email', `${local64}@example.com`, undefined, true],
  ['email', `${local64}a@example.com`, undefined, false],
  ['email', `a@${domain256}`, undefined, true],
  ['email', `a@d${domain256}`, undefined, false],
  ['email', 'runner@localhost', undefined, false],
  ['email', 'runner@a.b.c.d', undefined, false],
  ['email', 'runner+tag@example.com', undefined, false],
  ['email', 'runner@@example.com', undefined, false],
  ['email', '@example.com', undefined, false],
  ['email', 'runner@example..com', undefined, false],
  ['email', 'run ner@example.com', undefined, false],

  ['phone', '13812345678', undefined, true],
  ['phone', '19912345678', undefined, true],
  ['phone', '8613812345678', undefined, true],
  ['phone', '86013812345678', undefined, true],
  ['phone', '12812345678', undefined, false],
  ['phone', '1381234567', undefined, false],
  ['phone', '138123456789', undefined, false],
  ['phone', '+8613812345678', undefined, false],
  ['phone', '8513812345678', undefined, false],

  ['mobile', '13812345678', undefined, true],
  ['mobile', '14712345678', undefined, true],
  ['mobile', '8618012345678', undefined, true],
  ['mobile', '16612345678', undefined, false],
  ['mobile', '19912345678', undefined, false],

  ['tel', '020-8888', undefined, true],
  ['tel', '+852-2345-6789', undefined, false],
  ['tel', '0208', undefined, true],
  ['tel', '020', undefined, false],
  ['tel', 'A1-'.repeat(6) + 'AB', undefined, true],
  ['tel', 'A1-'.repeat(7), undefined, false],
  ['tel', '020 8888 8888', undefined, false],

  ['zipcode', '510000', undefined, true],
  ['zipcode', 'SW1A1AA', undefined, true],
  ['zipcode', '123', undefined, false],
  ['zipcode', 'SW1A 1AA', undefined, false],
  ['zipcode', '1'.repeat(21), undefined, false],

  ['nameSpelling', 'ZHANG', undefined, true],
  ['nameSpelling', 'ZHANG SAN', undefined, true],
  ['nameSpelling', 'OUYANG XIAO MING', undefined, true],
  ['nameSpelling', 'A'.repeat(100), undefined, true],
  ['nameSpelling', 'A'.repeat(101), undefined, false],
  ['nameSpelling', `${'A'.repeat(50)} ${'B'.repeat(50)}`, undefined, false],
  ['nameSpelling', 'Zhang San', undefined, false],
  ['nameSpelling', 'ZHANG  SAN', undefined, false],
  ['nameSpelling', ' ZHANG', undefined, false],
  ['nameSpelling', 'ZHANG ', undefined, false],
  ['nameSpelling', 'ZHANG-SAN', undefined, false],

  ['optionalCNO', 'ABC1234', undefined, true],
  ['optionalCNO', 'abc1234', undefined, false],
  ['optionalCNO', 'AB12345', undefined, false],
  ['optionalCNO', 'ABC12345', undefined, false],

  ['codeRule', '123456', undefined, true],
  ['codeRule', 123456, undefined, true],
  ['codeRule', '12345', undefined, false],
  ['codeRule', '12345a', undefined, false],

  ['onlyEnter', 'John Smith', undefined, true],
  ['onlyEnter', 'Smith', undefined, true],
  ['onlyEnter', "O'Brien", undefined, false],
  ['onlyEnter', 'Smith2', undefined, false],
  ['onlyEnter', '张三', undefined, false],

  ['HKPass', 'H12345678', undefined, true],
  ['HKPass', 'M87654321', undefined, true],
  ['HKPass', 'C12345678', undefined, false],
  ['HKPass', 'h12345678', undefined, false],
  ['HKPass', 'H1234567', undefined, false],

  ['url', 'https://example.com', undefined, true],
  ['url', 'http://example.com/path?q=1#top', undefined, true],
  ['url', urlOf(2082), undefined, true],
  ['url', urlOf(2083), undefined, false],
  ['url', 'ftp://example.com', undefined, false],
  ['url', 'example.com', undefined, false],
  ['url', 'https://exa mple.com', undefined, false],
  ['url', 'https://localhost', undefined, false],

  ['required', 'x', undefined, true],
  ['required', 0, undefined, true],
  ['required', false, undefined, true],
  ['required', ['a'], undefined, true],
  ['required', '', undefined, false],
  ['required', '   ', undefined, false],
  ['required', undefined, undefined, false],
  ['required', null, undefined, false],
  ['required', [], undefined, false],
  ['consent', true, undefined, true],
  ['consent', false, undefined, false],
  ['consent', 'true', undefined, false],
  ['consent', 1, undefined, false],
];

const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 20)}…(${text.length} chars)` : text;
};

describe('validators', () => {
  it.each(rows.map(([rule, value, param, valid]) => [rule, show(value), param, valid, value]))(
    '%s(%s, %s) → %s',
    (rule, _shown, param, valid, value) => {
      expect(validators[rule].test(value, param)).toBe(valid);
    },
  );
});

describe('JSON Schema patterns agree with the rule tests', () => {
  const ajv = new Ajv({ unicodeRegExp: true });
  const patternRows = rows.filter(
    ([rule, value]) => 'pattern' in validators[rule] && typeof value === 'string',
  );

  it.each(patternRows.map(([rule, value, , valid]) => [rule, show(value), valid, value]))(
    '%s pattern on %s → %s',
    (rule, _shown, valid, value) => {
      const entry = validators[rule];
      const pattern = 'pattern' in entry ? entry.pattern : '';
      expect(ajv.validate({ type: 'string', pattern }, value)).toBe(valid);
    },
  );
});

describe('rule parameters', () => {
  it.each([
    ['minSize', undefined],
    ['maxSize', 'ten'],
    ['length', 2.5],
    ['min', ''],
    ['max', undefined],
    ['match', undefined],
    ['match', ''],
  ] as const)('%s with parameter %s is a config error', (rule, param) => {
    expect(() => validators[rule].test('12', param)).toThrow(RangeError);
  });
});

describe('checkRule', () => {
  it.each([
    ['idCard', '', undefined, null],
    ['idCard', undefined, undefined, null],
    ['email', '   ', undefined, null],
    ['minSize', '', 3, null],
    ['required', '', undefined, { messageKey: 'validation:required', values: {} }],
    ['required', 'x', undefined, null],
    ['idCard', '110105194912310021', undefined, { messageKey: 'validation:idCard', values: {} }],
    ['minSize', 'ab', 3, { messageKey: 'validation:minSize', values: { param: 3 } }],
    ['max', '200', '150', { messageKey: 'validation:max', values: { param: '150' } }],
    ['phone', '13812345678', undefined, null],
  ] as const)('%s(%j, %j) → %j', (rule, value, param, expected) => {
    expect(checkRule(rule, value, param)).toEqual(expected);
  });

  it.each([
    ['idCard', true],
    ['HKPass', true],
    ['toString', false],
    ['email2', false],
  ])('isValidatorName(%s) → %s', (name, expected) => {
    expect(isValidatorName(name)).toBe(expected);
  });
});

describe('validation messages', () => {
  const names = Object.keys(validators) as ValidatorName[];

  it.each(
    names.flatMap((name) => [
      ['zh-CN', name, zhCN as Record<string, string>],
      ['en-US', name, enUS as Record<string, string>],
    ]),
  )(
    '%s has the message of %s, with {{param}} exactly when the rule shows a bound',
    (_lang, name, messages) => {
      const entry = validators[name as ValidatorName];
      const [namespace, key] = entry.messageKey.split(':');
      expect(namespace).toBe('validation');
      expect(messages[key]).toEqual(expect.any(String));
      const bound = 'param' in entry && entry.param === 'integer';
      expect(messages[key].includes('{{param}}')).toBe(bound);
    },
  );

  it.each([
    ['zh-CN', zhCN],
    ['en-US', enUS],
  ])('%s has a message for every rule and keyword, and none besides', (_lang, messages) => {
    expect(Object.keys(messages).sort()).toEqual(messageKeys().sort());
  });

  it.each([
    ['zh-CN', zhCN, '请同意条款'],
    ['en-US', enUS, 'Please agree to the terms'],
  ])('%s asks for a must-tick consent in the product wording', (_lang, messages, text) => {
    expect(messages.consent).toBe(text);
  });

  it('shows the product wording for empty fields', () => {
    expect(enUS.required).toBe('Can not be empty');
  });
});
