import { describe, expect, it } from 'vitest';
import {
  ageOnRaceDay,
  ageReader,
  joinRefusal,
  ruleHolds,
  teamGaps,
  type TeamRole,
  type TeamSettings,
} from '../../../core/domain/team/composition';
import type { EventConfig, EventForm } from '../../../core/generated/config/event';

const name = { 'zh-CN': '棒', 'en-US': 'Leg' };
const roles: TeamRole[] = [
  { id: 1, name, ticket: 1, min: 1, max: 1 },
  { id: 2, name, ticket: 2, min: 1, max: 3 },
];
const relay: TeamSettings = {
  minSize: 3,
  maxSize: 4,
  captainRole: 1,
  payer: 'captain',
  inviteHours: 72,
  changeUntil: '2027-03-20T18:00:00+08:00',
  rules: [{ type: 'atLeast', field: 'gender', value: 2, count: 1, message: name }],
};
const man = (roleId: number) => ({ roleId, values: { gender: 1 } });
const woman = (roleId: number) => ({ roleId, values: { gender: 2 } });

describe('teamGaps', () => {
  it.each([
    {
      case: 'a captain alone lacks a member, two runners and a woman',
      members: [man(1)],
      gaps: [
        { kind: 'role', roleId: 2, missing: 1 },
        { kind: 'size', missing: 2 },
        { kind: 'rule', index: 0 },
      ],
    },
    {
      case: 'three men lack only a woman',
      members: [man(1), man(2), man(2)],
      gaps: [{ kind: 'rule', index: 0 }],
    },
    {
      case: 'a captain, a man and a woman are complete',
      members: [man(1), man(2), woman(2)],
      gaps: [],
    },
    {
      case: 'members without a captain lack the captain role',
      members: [woman(2), man(2), man(2)],
      gaps: [{ kind: 'role', roleId: 1, missing: 1 }],
    },
  ])('$case', ({ members, gaps }) => {
    expect(teamGaps(relay, roles, members)).toEqual(gaps);
  });
});

describe('joinRefusal', () => {
  it.each([
    { case: 'room in team and role', members: [man(1)], role: roles[1], refusal: null },
    { case: 'the role is at its max', members: [man(1)], role: roles[0], refusal: 'roleFull' },
    {
      case: 'the team is at maxSize',
      members: [man(1), man(2), man(2), man(2)],
      role: roles[1],
      refusal: 'teamFull',
    },
  ] as const)('$case', ({ members, role, refusal }) => {
    expect(joinRefusal(relay, role, members)).toBe(refusal);
  });
});

const RACE_DATE = '2027-04-11T08:00:00+08:00';
/** A form with a birth date field and the Chinese ID switch, as the sample relay has. */
const birthdayForm = {
  schema: { type: 'object', properties: { birthday: { type: 'string', format: 'date' } } },
  uiSchema: {},
  ageLimits: { field: 'birthday' },
  nationalId: { field: 'idNumber', typeField: 'idType', typeValue: '1', birthday: 'birthday' },
} as unknown as EventForm;
/** A form that asks only for the ID number. */
const idOnlyForm = {
  schema: { type: 'object', properties: { idNumber: { type: 'string' } } },
  uiSchema: {},
  nationalId: { field: 'idNumber' },
} as unknown as EventForm;
// Born 1990-05-17 and 1967-04-11: 36 and exactly 60 on race day.
const ID_1990 = '110101199005170016';
const ID_1967 = '110101196704110019';

describe('ageOnRaceDay', () => {
  it.each([
    {
      case: 'the birth date field',
      form: birthdayForm,
      values: { birthday: '1990-05-17' },
      age: 36,
    },
    {
      case: 'a birthday on race day counts the year',
      form: birthdayForm,
      values: { birthday: '1967-04-11' },
      age: 60,
    },
    {
      case: 'the day after race day does not',
      form: birthdayForm,
      values: { birthday: '1967-04-12' },
      age: 59,
    },
    {
      case: 'the ID number when there is no birth date',
      form: idOnlyForm,
      values: { idNumber: ID_1967 },
      age: 60,
    },
    {
      case: 'the ID number only when the ID type is the national card',
      form: birthdayForm,
      values: { idType: '2', idNumber: ID_1990 },
      age: null,
    },
    {
      case: 'the national card type reads the number',
      form: birthdayForm,
      values: { idType: '1', idNumber: ID_1990 },
      age: 36,
    },
    {
      case: 'a number that is no ID gives no age',
      form: idOnlyForm,
      values: { idNumber: '123' },
      age: null,
    },
    { case: 'nothing to read gives no age', form: idOnlyForm, values: {}, age: null },
  ])('$case', ({ form, values, age }) => {
    expect(ageOnRaceDay(form, values, RACE_DATE)).toBe(age);
  });

  it("reads the field a rule names before the form's own", () => {
    expect(
      ageOnRaceDay(birthdayForm, { birthday: '1990-05-17', born: '1950-01-01' }, RACE_DATE, 'born'),
    ).toBe(77);
  });
});

describe('an age-sum rule', () => {
  const message = name;
  const born = (roleId: number, birthday: string) => ({ roleId, values: { birthday } });
  // 60 + 36 = 96 on race day.
  const pair = [born(1, '1967-04-11'), born(2, '1990-05-17')];
  const ages = ageReader({
    form: birthdayForm,
    roles: [
      { id: 1, name, min: 1, max: 1 },
      { id: 2, name, min: 1, max: 1, form: idOnlyForm },
    ],
    raceDate: RACE_DATE,
  } as unknown as EventConfig);

  it.each([
    { case: 'at least: a sum that reaches min holds', rule: { min: 96 }, holds: true },
    { case: 'at least: a sum below min does not', rule: { min: 97 }, holds: false },
    { case: 'at most: a sum up to max holds', rule: { max: 96 }, holds: true },
    { case: 'at most: a sum above max does not', rule: { max: 95 }, holds: false },
    { case: 'between: inside both bounds holds', rule: { min: 90, max: 100 }, holds: true },
  ])('$case', ({ rule, holds }) => {
    const direct = (member: { values: Record<string, unknown> }) =>
      ageOnRaceDay(birthdayForm, member.values, RACE_DATE);
    expect(ruleHolds({ type: 'ageSum', message, ...rule }, pair, direct)).toBe(holds);
  });

  it("reads each member's age from the form of their own role", () => {
    // Role 2's form has only the ID number: born 1967-04-11, 60; role 1's birth date: 36.
    const members = [born(1, '1990-05-17'), { roleId: 2, values: { idNumber: ID_1967 } }];
    expect(ruleHolds({ type: 'ageSum', min: 96, message }, members, ages)).toBe(true);
    expect(ruleHolds({ type: 'ageSum', min: 97, message }, members, ages)).toBe(false);
  });

  it("does not hold while a member's age cannot be read, nor without a reader", () => {
    const members = [born(1, '1990-05-17'), { roleId: 2, values: {} }];
    expect(ruleHolds({ type: 'ageSum', min: 1, message }, members, ages)).toBe(false);
    expect(ruleHolds({ type: 'ageSum', min: 1, message }, pair)).toBe(false);
  });

  it('is a gap of the team until it holds', () => {
    const team = { ...relay, minSize: 2, rules: [{ type: 'ageSum' as const, min: 100, message }] };
    const members = [born(1, '1990-05-17'), { roleId: 2, values: { idNumber: ID_1967 } }];
    expect(teamGaps(team, roles, members, ages)).toEqual([{ kind: 'rule', index: 0 }]);
    const older = [born(1, '1960-01-01'), { roleId: 2, values: { idNumber: ID_1967 } }];
    expect(teamGaps(team, roles, older, ages)).toEqual([]);
  });
});
