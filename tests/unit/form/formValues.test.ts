// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { idCheckDigit } from '../../../core/domain/idCard/checkDigit';
import { checkFormValues } from '../../../core/form/validate/formChecker';
import { fieldKey } from '../../../core/form/validate/problems';
import { problemText } from '../../../core/form/validate/texts';
import type { EventConfig } from '../../../core/generated/config/event';
import race from '../../server/fixtures/form-events/checked-race.json';

/**
 * The checks the server applies to sign-ups (the form core's, the same as the app's), as tables:
 * each row is what a runner enters in one field and what the form makes of it.
 */

const event = race as unknown as EventConfig;
const withCheck = (first17: string) => first17 + idCheckDigit(first17);
const ID = withCheck('11010519900517002');
const valid = {
  ticket: 950101,
  name: '张三',
  idType: '1',
  idNumber: ID,
  phone: '13812345678',
  email: 'runner@example.com',
  pledge: true,
};

/** The rule each refused field breaks, by field; nothing when the values pass. */
function refused(change: Record<string, unknown>): Record<string, string> {
  const { problems } = checkFormValues(event, { ...valid, ...change });
  return Object.fromEntries(problems.map((problem) => [fieldKey(problem.path), problem.rule]));
}

describe('national ID numbers', () => {
  it.each([
    ['a valid number', ID, {}],
    ['a number ending in a lower-case x', '11010519900517109x', {}],
    ['a number ending in an upper-case X', '11010519900517109X', {}],
    ['blanks around it', ` ${ID} `, {}],
    [
      'full-width digits',
      ID.replace(/\d/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0)),
      {},
    ],
    [
      'a wrong check digit',
      `${ID.slice(0, 17)}${ID[17] === '1' ? '2' : '1'}`,
      { idNumber: 'idCard' },
    ],
    ['month 13', withCheck('11010519901317002'), { idNumber: 'idCard' }],
    ['30 February', withCheck('11010519900230002'), { idNumber: 'idCard' }],
    ['29 February of a leap year', withCheck('11010520000229002'), {}],
    ['29 February of another year', withCheck('11010519990229002'), { idNumber: 'idCard' }],
    ['17 characters', ID.slice(0, 17), { idNumber: 'idCard' }],
    ['19 characters', `${ID}1`, { idNumber: 'idCard' }],
    ['an unknown province', withCheck('99010519900517002'), { idNumber: 'idCard' }],
    ['letters', 'ABCDEFGHIJKLMNOPQR', { idNumber: 'idCard' }],
  ])('%s', (_what, idNumber, rules) => {
    expect(refused({ idNumber })).toEqual(rules);
  });

  it('stores the number upper-case and trimmed, with the birthday and gender it tells', () => {
    const { values, problems } = checkFormValues(event, {
      ...valid,
      idNumber: ' 11010519900517109x ',
      birthday: '2001-01-01',
    });
    expect(problems).toEqual([]);
    expect(values).toMatchObject({
      idNumber: '11010519900517109X',
      birthday: '1990-05-17',
      gender: 1,
    });
  });

  it('is checked as a permit number when the runner chose that ID type', () => {
    expect(refused({ idType: '3', idNumber: 'H12345678' })).toEqual({});
    expect(refused({ idType: '3', idNumber: ID })).toEqual({ idNumber: 'HKPass' });
  });
});

describe('phones, e-mails and permit numbers', () => {
  it.each([
    [{ phone: '13812345678' }, {}],
    [{ phone: '8613812345678' }, {}],
    [{ phone: '86013812345678' }, {}],
    [{ phone: '12812345678' }, { phone: 'phone' }],
    [{ phone: '1381234567' }, { phone: 'phone' }],
    [{ phone: '138 1234 5678' }, { phone: 'phone' }],
    [{ email: 'a.b-c_d@mail.example.cn' }, {}],
    [{ email: 'runner@' }, { email: 'email' }],
    [{ email: 'runner@example' }, { email: 'email' }],
    [{ email: 'run ner@example.com' }, { email: 'email' }],
    [{ email: `${'a'.repeat(65)}@example.com` }, { email: 'email' }],
    [{ idType: '3', idNumber: 'M87654321' }, {}],
    [{ idType: '3', idNumber: 'h12345678' }, {}],
    [{ idType: '3', idNumber: 'X12345678' }, { idNumber: 'HKPass' }],
    [{ idType: '3', idNumber: 'H1234567' }, { idNumber: 'HKPass' }],
  ])('%j → %j', (change, rules) => {
    expect(refused(change)).toEqual(rules);
  });
});

describe('the rest of the race’s rules', () => {
  it.each([
    [{ pledge: false }, { pledge: 'consent' }],
    [{ pledge: undefined }, { pledge: 'consent' }],
    [{ name: undefined }, { name: 'required' }],
    [{ idNumber: withCheck('11010520850101002') }, { birthday: 'minAge' }],
    [{ idNumber: withCheck('11010519880101002') }, { birthday: 'maxAge' }],
  ])('%j → %j', (change, rules) => {
    expect(refused(change)).toEqual(rules);
  });

  it('says each problem in both languages, the field’s own message first', () => {
    const { problems } = checkFormValues(event, { ...valid, email: 'x@', pledge: false });
    const texts = (language: string) =>
      problems.map((problem) => problemText(problem, event.form.uiSchema, language));
    expect(texts('zh-CN')).toEqual(['邮箱地址不完整', '请同意条款']);
    expect(texts('en-US')).toEqual([
      'This e-mail address is not complete',
      'Please agree to the terms',
    ]);
  });

  it('names the ticket the sign-up pays for, when it is given', () => {
    const paid = (ticket: number, tickets: number[]) =>
      checkFormValues(event, { ...valid, ticket }, { tickets }).problems.map((p) => p.rule);
    expect(paid(950101, [950101])).toEqual([]);
    expect(paid(950102, [950101])).toEqual(['enum']);
    expect(paid(950101, [950101, 950102])).toEqual(['enum']);
  });

  it('keeps only the fields the form has, at every level, unless the form takes other names', () => {
    const form = {
      ...event.form,
      schema: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          races: {
            type: 'array',
            items: { type: 'object', properties: { year: { type: 'integer' } } },
          },
          links: { type: 'object', additionalProperties: { type: 'string' } },
        },
        allOf: [{ if: { required: ['name'] }, then: { properties: { club: { type: 'string' } } } }],
      },
    } as EventConfig['form'];
    const { values, problems } = checkFormValues(
      { form, raceDate: event.raceDate },
      {
        name: '张三',
        club: 'Lake Runners',
        note: '<b>never asked</b>',
        races: [{ year: 2024, time: '3:59:00' }],
        links: { blog: 'https://example.com' },
      },
    );
    expect(problems).toEqual([]);
    expect(values).toEqual({
      name: '张三',
      club: 'Lake Runners',
      races: [{ year: 2024 }],
      links: { blog: 'https://example.com' },
    });
  });

  it.each([
    ['a condition that holds', { country: 'US' }, ['country', 'spelling', 'club', 'city']],
    ['its else part', { country: 'CN' }, ['country', 'hukou', 'club', 'city']],
    ['a field not filled in', { country: 'US', club: undefined }, ['country', 'spelling']],
  ])('keeps the fields of %s and leaves out the hidden ones', (_what, change, kept) => {
    const form = {
      ...event.form,
      nationalId: undefined,
      schema: {
        type: 'object',
        properties: {
          country: { type: 'string' },
          club: { type: 'string' },
        },
        allOf: [
          {
            if: { properties: { country: { const: 'US' } } },
            then: { properties: { spelling: { type: 'string' } } },
            else: { properties: { hukou: { type: 'string' } } },
          },
        ],
        dependencies: { club: { properties: { city: { type: 'string' } } } },
      },
    } as EventConfig['form'];
    const entered = { spelling: 'ZHANG', hukou: '北京', club: 'Lake Runners', city: '北京' };
    const { values } = checkFormValues(
      { form, raceDate: event.raceDate },
      { ...entered, ...change },
    );
    const given = Object.keys(values).filter((name) => values[name] !== undefined);
    expect(given.sort()).toEqual([...kept].sort());
  });

  it('lets a saved contact leave fields out, but not hold wrong ones', () => {
    const partial = checkFormValues(event, { phone: '123' }, { partial: true });
    expect(partial.problems.map((problem) => problem.rule)).toEqual(['phone']);
  });
});
