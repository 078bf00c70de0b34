import { beforeAll, describe, expect, it } from 'vitest';
import type { RJSFValidationError } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { i18next } from '../../../src/i18n';
import sample from '../../../configs/events/gz-marathon-2027.json';
import { sampleEvent } from '../sampleEvent';
import { readRules } from '../../../core/form/validate/rules';
import { valueAtPointer } from '../../../core/form/json';
import { formValidatorsModule } from '../../../core/form/validate/standalone';
import { loadCompiledForm, type CompiledForm } from '../../../src/renderer/form/compiled';
import {
  createCustomValidate,
  createTransformErrors,
} from '../../../src/renderer/form/validation/messages';
import { completeSignUp } from './fixtures';
import '../allTexts';

const valid = completeSignUp;
const event = sampleEvent(sample);
let compiled: CompiledForm;

beforeAll(async () => {
  compiled = (await loadCompiledForm(event.id))!;
});

/** What the form shows under each field after validating `data` in `language`. */
async function messages(data: Record<string, unknown>, language: 'zh-CN' | 'en-US') {
  await i18next.changeLanguage(language);
  const { schema, validateFns } = compiled;
  const validator = createPrecompiledValidator(validateFns, schema);
  const context = { event, t: i18next.getFixedT(language), language };
  const result = validator.validateFormData(
    data,
    schema,
    createCustomValidate(context),
    createTransformErrors(context),
  );
  const byField: Record<string, string[]> = {};
  for (const error of result.errors as RJSFValidationError[]) {
    const key = (error.property ?? '').replace(/^\./, '');
    (byField[key] ??= []).push(error.message ?? '');
  }
  return byField;
}

describe('the compiled sample form', () => {
  it('is the schema of the config as it is written', () => {
    expect(compiled.schema).toEqual(event.form.schema);
  });

  it('accepts a complete, correct sign-up', async () => {
    expect(await messages(valid, 'en-US')).toEqual({});
  });

  it.each([
    ['en-US', 'Can not be empty'],
    ['zh-CN', '不能为空'],
  ] as const)('says an empty required field can not be empty (%s)', async (language, text) => {
    const rest: Record<string, unknown> = { ...valid, emergencyName: '' };
    delete rest.name;
    delete rest.phone;
    const shown = await messages(rest, language);
    expect(shown.name).toEqual([text]);
    expect(shown.phone).toEqual([text]);
    expect(shown.emergencyName).toEqual([text]);
  });

  it.each([
    ['name', '𠮷'.repeat(31), 'Please enter no more than 30 characters'],
    ['phone', '12345', 'Please enter a valid mainland China mobile number'],
    ['email', 'runner@', 'Please enter a valid email address'],
    ['landline', '12', 'Please enter a valid phone number (4 to 20 letters, digits or hyphens)'],
    ['zipcode', '5100-00', 'Please enter a valid postcode (4 to 20 letters or digits)'],
    ['bestMarathon', '3h45', 'The format is not valid'],
    ['weeklyDistance', 'forty', 'Please enter a number'],
    ['height', 90, 'Please enter a whole number of at least 100'],
    ['weight', 230, 'Please enter a whole number of at most 200'],
    ['address', 'Road', 'Please enter at least 5 characters'],
    ['bibName', 'Run-ner', 'Only English letters and spaces are allowed'],
    ['bibName', 'ABCDEFGHIJKLMN', 'Please enter no more than 12 characters'],
    ['inviteCode', '12345', 'Please enter the 6-digit code'],
    ['idNumber', '110105194912310021', 'Please enter a valid 18-digit Chinese resident ID number'],
  ])('shows the message of %s for %j', async (field, value, text) => {
    const shown = await messages({ ...valid, [field]: value }, 'en-US');
    expect(shown).toEqual({ [field]: [text] });
  });

  it('checks the ID number by the rule of the chosen ID type', async () => {
    const permit = { ...valid, idType: '3' };
    expect(await messages({ ...permit, idNumber: 'H12345678' }, 'en-US')).toEqual({});
    expect(await messages({ ...permit, idNumber: 'X1234' }, 'zh-CN')).toEqual({
      idNumber: ['请输入正确的港澳居民来往内地通行证号码（H或M加8位数字）'],
    });
    expect(await messages({ ...valid, idType: '2', idNumber: 'E12345678' }, 'en-US')).toEqual({});
  });

  it('checks the items of a repeated group', async () => {
    const recentRaces = [{ race: 'Xiamen', year: 2026, finishTime: '3:59:59' }, { year: 1980 }];
    expect(await messages({ ...valid, recentRaces }, 'en-US')).toEqual({
      'recentRaces.1.year': ['Please enter a whole number of at least 1990'],
    });
  });

  it.each([
    ['en-US', '2012-01-01', 'Runners must be at least 18 years old on race day'],
    ['zh-CN', '1946-05-01', '比赛日不得超过 80 周岁'],
  ] as const)("keeps to the race's age limits (%s, born %s)", async (language, birthday, text) => {
    // A born-in-1949 runner is 77 on race day, which this race allows.
    expect(await messages({ ...valid, idType: '2', birthday: '1949-12-31' }, language)).toEqual({});
    expect(await messages({ ...valid, idType: '2', birthday }, language)).toEqual({
      birthday: [text],
    });
  });

  it('checks the beans only of runners who joined the club', async () => {
    expect(await messages({ ...valid, loyaltyOptIn: true, beans: -5 }, 'en-US')).toEqual({
      beans: ['Please enter a whole number of at least 0'],
    });
  });
});

describe('the generated validator module', () => {
  const code = formValidatorsModule(event.form.schema);
  const imports = [...code.matchAll(/from "([^"]+)"/g)].map((match) => match[1]);

  it('compiles no code at run time', () => {
    expect(code).not.toMatch(/\bnew Function\b|\beval\(/);
    expect(imports.length).toBeGreaterThan(0);
    for (const specifier of imports) {
      expect(specifier).toMatch(
        /^ajv\/dist\/runtime\/\w+$|^ajv-formats\/dist\/formats$|^virtual:form-checks$/,
      );
    }
  });

  it('is an ES module without CommonJS leftovers, and holds no copy of the form', () => {
    expect(code).not.toMatch(/\brequire\(|module\.exports/);
    expect(code).toMatch(/^export function createValidateFns\(form\) \{$/m);
    expect(code).not.toContain('"x-role"');
    expect(code).not.toContain(JSON.stringify(valueAtPointer(event.form, '/schema/properties')));
  });
});

describe('x-validate', () => {
  it('reads names, parameters and lists', () => {
    expect(readRules({ 'x-validate': ['phone', { rule: 'maxSize', param: 20 }] })).toEqual([
      { name: 'phone' },
      { name: 'maxSize', param: 20 },
    ]);
  });

  it.each([['phnoe'], [{ rule: 'maxSize' }], [{ rule: 'phone', param: 3 }]])(
    'refuses %j',
    (annotation) => {
      expect(() => readRules({ 'x-validate': annotation })).toThrow(/x-validate/);
    },
  );
});
