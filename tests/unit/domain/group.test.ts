import { describe, expect, it } from 'vitest';
import {
  firstRepeat,
  groupEntryAllows,
  groupSizeRefusal,
  groupState,
  type GroupSettings,
} from '../../../core/domain/group/group';

const settings: GroupSettings = { enabled: true, minMembers: 2, maxMembers: 4 };

describe('groupSizeRefusal', () => {
  it.each([
    { count: 1, refusal: { kind: 'tooFew', limit: 2 } },
    { count: 2, refusal: null },
    { count: 4, refusal: null },
    { count: 5, refusal: { kind: 'tooMany', limit: 4 } },
  ])('a group of $count', ({ count, refusal }) => {
    expect(groupSizeRefusal(settings, count)).toEqual(refusal);
  });
});

describe('firstRepeat', () => {
  it.each([
    { case: 'different people', keys: ['a', 'b', 'c'], repeat: null },
    { case: 'the third repeats the first', keys: ['a', 'b', 'a'], repeat: 2 },
    { case: 'people without an ID never repeat', keys: [null, '', null, ''], repeat: null },
  ])('$case', ({ keys, repeat }) => {
    expect(firstRepeat(keys)).toBe(repeat);
  });
});

describe('groupState', () => {
  it.each([
    { case: 'nothing ordered', order: null, state: 'saved' },
    {
      case: 'an order awaiting payment',
      order: { state: 'unpaid', paid: false },
      state: 'ordered',
    },
    { case: 'a cancelled order', order: { state: 'cancelled', paid: false }, state: 'saved' },
    { case: 'an expired order', order: { state: 'expired', paid: false }, state: 'saved' },
    { case: 'a paid order', order: { state: 'paid', paid: true }, state: 'registered' },
  ] as const)('$case', ({ order, state }) => {
    expect(groupState(order)).toBe(state);
  });
});

describe('groupEntryAllows', () => {
  it.each([
    { entry: null, refund: true, withdraw: true, pickup: true },
    { entry: 'order', refund: true, withdraw: false, pickup: false },
    { entry: 'person', refund: false, withdraw: false, pickup: true },
  ] as const)('$entry', ({ entry, ...expected }) => {
    expect({
      refund: groupEntryAllows(entry, 'refund'),
      withdraw: groupEntryAllows(entry, 'withdraw'),
      pickup: groupEntryAllows(entry, 'pickup'),
    }).toEqual(expected);
  });
});
