import { describe, expect, it } from 'vitest';
import {
  joinRefusal,
  teamGaps,
  type TeamRole,
  type TeamSettings,
} from '../../../core/domain/team/composition';

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
