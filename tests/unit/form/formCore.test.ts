// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ageOn, ageProblem, birthDateRange } from '../../../core/form/ageLimits';
import { isLocalizedText, localizeTree, pickText } from '../../../core/form/localized';
import { applyNationalId } from '../../../core/form/nationalId';
import { normaliseText } from '../../../core/form/normalise';
import { fieldWithRole } from '../../../core/form/roles';
import { ITEM, fieldLevels, fieldNames, formFields } from '../../../core/form/schema/walk';
import { customMessage, defaultMessage } from '../../../core/form/validate/messages';
import { problemOf } from '../../../core/form/validate/problems';

describe('the form walker', () => {
  const form = {
    type: 'object',
    definitions: { person: { type: 'object', properties: { name: { type: 'string' } } } },
    properties: {
      country: { type: 'string', 'x-role': 'country' },
      contact: { $ref: '#/definitions/person' },
      relay: { type: 'array', items: { type: 'object', properties: { leg: { type: 'integer' } } } },
    },
    required: ['country'],
    allOf: [
      {
        if: { properties: { country: { const: 'US' } } },
        then: { properties: { spelling: { type: 'string' } }, required: ['spelling'] },
        else: { properties: { province: { type: 'string' } } },
      },
    ],
    anyOf: [{ properties: { wechat: { type: 'string' } } }],
    dependencies: { wechat: { properties: { wechatName: { type: 'string' } } } },
  };

  it('lists every field, those conditions add included, level by level', () => {
    const topLevel = [
      'country',
      'contact',
      'relay',
      'spelling',
      'province',
      'wechat',
      'wechatName',
    ];
    expect(fieldNames(form)).toEqual(topLevel);
    expect(formFields(form).map((field) => field.path.join('.'))).toEqual([
      ...topLevel,
      'contact.name',
      `relay.${ITEM}.leg`,
    ]);
  });

  it('tells where each definition and each required list is written', () => {
    const [top] = fieldLevels(form);
    expect(top.fields.find((field) => field.name === 'spelling')?.pointer).toBe(
      '/allOf/0/then/properties/spelling',
    );
    expect(top.required.map((list) => list.pointer)).toEqual([
      '/required',
      '/allOf/0/then/required',
    ]);
  });

  it('follows $ref to the fields of the definition', () => {
    expect(fieldNames(form, ['contact'])).toEqual(['name']);
  });

  it('finds a field by its role', () => {
    expect(fieldWithRole(form, 'country')?.name).toBe('country');
    expect(fieldWithRole(form, 'ticket')).toBeNull();
  });
});

describe('texts in several languages', () => {
  it.each([
    [{ 'zh-CN': '报名', 'en-US': 'Sign up' }, true],
    [{ 'en-US': 'Sign up' }, true],
    [{ 'zh-CN': '报名', en: 'Sign up' }, false],
    [{ 'zh-CN': 3 }, false],
    [{}, false],
    ['报名', false],
    [['报名'], false],
  ])('%j is a localised text: %s', (value, expected) => {
    expect(isLocalizedText(value)).toBe(expected);
  });

  it('picks the language, else Chinese, and leaves everything else as it is', () => {
    expect(pickText({ 'zh-CN': '报名', 'en-US': 'Sign up' }, 'en-US')).toBe('Sign up');
    expect(pickText({ 'zh-CN': '报名' }, 'en-US')).toBe('报名');
    expect(pickText('plain', 'en-US')).toBe('plain');
    expect(
      localizeTree(
        { 'ui:title': { 'zh-CN': '性别', 'en-US': 'Gender' }, 'ui:options': { mainland: ['CN'] } },
        'en-US',
      ),
    ).toEqual({ 'ui:title': 'Gender', 'ui:options': { mainland: ['CN'] } });
  });
});

describe('the national ID switch', () => {
  const id = { field: 'id', typeField: 'type', typeValue: '1', birthday: 'born', gender: 'sex' };
  // Born 31 December 1949, a woman (the even digit before the check character).
  const woman = '11010519491231002X';

  it.each([
    [
      'fills in birthday and gender from a valid number',
      { type: '1' },
      { type: '1', id: woman },
      { type: '1', id: woman, born: '1949-12-31', sex: 2 },
    ],
    [
      'writes the number upper-case and trimmed',
      { type: '1' },
      { type: '1', id: ' 11010519491231002x ' },
      { type: '1', id: woman, born: '1949-12-31', sex: 2 },
    ],
    [
      'clears what the previous number filled in when the new one is not valid',
      { type: '1', id: woman, born: '1949-12-31', sex: 2 },
      { type: '1', id: '110105194912310021', born: '1949-12-31', sex: 2 },
      { type: '1', id: '110105194912310021' },
    ],
    [
      'clears what the number filled in when it is cleared',
      { type: '1', id: woman, born: '1949-12-31', sex: 2 },
      { type: '1', id: '', born: '1949-12-31', sex: 2 },
      { type: '1', id: '' },
    ],
    [
      'keeps a birthday the runner picked themselves',
      { type: '1', id: woman, born: '1949-12-31' },
      { type: '1', id: 'bad', born: '1980-01-01' },
      { type: '1', id: 'BAD', born: '1980-01-01' },
    ],
    [
      'fills in nothing for another ID type',
      { type: '2' },
      { type: '2', id: woman, born: '1990-05-01' },
      { type: '2', id: woman, born: '1990-05-01' },
    ],
    [
      'reads a first-generation 15-digit number',
      { type: '1' },
      { type: '1', id: '110105710923002' },
      { type: '1', id: '110105710923002', born: '1971-09-23', sex: 2 },
    ],
  ])('%s', (_what, previous, next, expected) => {
    expect(applyNationalId(id, previous, next)).toEqual(expected);
  });
});

describe('age limits', () => {
  it.each([
    ['1949-12-31', '2027-12-12', 77],
    ['1949-12-12', '2027-12-12', 78],
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
    ['not a date', '2026-03-01', null],
  ])('someone born %s is %s on %s', (born, day, age) => {
    expect(ageOn(born, day)).toBe(age);
  });

  it('offers exactly the birth dates the limits allow on race day', () => {
    expect(birthDateRange({ minimum: 18, maximum: 77 }, '2027-12-12T07:30:00+08:00')).toEqual({
      earliest: '1949-12-13',
      latest: '2009-12-12',
    });
  });

  it('refuses a runner too young or too old, naming the birth date field', () => {
    const limits = { field: 'born', minimum: 18, maximum: 70 };
    const raceDate = '2027-12-12T07:30:00+08:00';
    expect(ageProblem(limits, raceDate, { born: '2009-12-12' })).toBeNull();
    expect(ageProblem(limits, raceDate, { born: '2009-12-13' })).toEqual({
      path: ['born'],
      rule: 'minAge',
      param: 18,
    });
    expect(ageProblem(limits, raceDate, { born: '1956-12-12' })?.rule).toBe('maxAge');
  });
});

describe('normalised texts', () => {
  it.each([
    ['  张三 ', '张三'],
    ['１３８１２３４５６７８', '13812345678'],
    ['ＡＢＣ１２３', 'ABC123'],
    ['北京市，朝阳区', '北京市，朝阳区'],
  ])('%j → %j', (typed, stored) => {
    expect(normaliseText(typed)).toBe(stored);
  });
});

describe('problems in words', () => {
  const form = {
    type: 'object',
    properties: { pledge: { type: 'boolean', 'x-validate': 'consent' }, name: { type: 'string' } },
    required: ['pledge', 'name'],
  };
  const ui = {
    name: { 'ui:messages': { required: { 'zh-CN': '请写上姓名', 'en-US': 'Tell us your name' } } },
  };

  it('reads a missing must-tick consent as not agreed', () => {
    expect(problemOf(form, ['pledge'], 'required', { missingProperty: 'pledge' }).rule).toBe(
      'consent',
    );
    expect(problemOf(form, ['name'], 'required', { missingProperty: 'name' }).rule).toBe(
      'required',
    );
  });

  it.each([
    [{ path: ['a'], rule: 'minLength', param: 1 }, 'required'],
    [{ path: ['a'], rule: 'minLength', param: 5 }, 'minSize'],
    [{ path: ['a'], rule: 'enum' }, 'choice'],
    [{ path: ['a'], rule: 'idCard' }, 'idCard'],
    [{ path: ['a'], rule: 'pattern' }, 'match'],
    [{ path: ['a'], rule: 'maxAge', param: 70 }, 'maxAge'],
  ])('%j reads as the text %s', (problem, key) => {
    expect(defaultMessage(problem).key).toBe(key);
  });

  it('takes the field’s own message for its rule from the uiSchema', () => {
    expect(customMessage(ui, { path: ['name'], rule: 'required' })).toEqual({
      'zh-CN': '请写上姓名',
      'en-US': 'Tell us your name',
    });
    // An empty text counts as required too.
    expect(customMessage(ui, { path: ['name'], rule: 'minLength', param: 1 })?.['en-US']).toBe(
      'Tell us your name',
    );
    expect(customMessage(ui, { path: ['pledge'], rule: 'consent' })).toBeUndefined();
  });
});
