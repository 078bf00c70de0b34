import { describe, expect, it } from 'vitest';
import { MatchEventStage } from '../../../core/domain/enums';
import { applyAction, eventStage, type StageOverride } from '../../../core/domain/stage';

const event = {
  opens: new Date('2027-09-01T10:00:00+08:00'),
  closes: new Date('2027-09-30T18:00:00+08:00'),
  raceDate: new Date('2027-12-08T07:30:00+08:00'),
};
const { ON, WAIT, FULL, OVER, FINISH } = MatchEventStage;

describe('eventStage', () => {
  it.each([
    ['a day before opening', '2027-08-31T10:00:00+08:00', false, undefined, WAIT],
    ['one second before opening', '2027-09-01T09:59:59+08:00', false, undefined, WAIT],
    ['at the opening second', '2027-09-01T10:00:00+08:00', false, undefined, ON],
    ['while open', '2027-09-15T12:00:00+08:00', false, undefined, ON],
    ['while open, sold out', '2027-09-15T12:00:00+08:00', true, undefined, FULL],
    ['one second before closing', '2027-09-30T17:59:59+08:00', false, undefined, ON],
    ['at closing', '2027-09-30T18:00:00+08:00', false, undefined, OVER],
    ['after closing, sold out', '2027-10-15T12:00:00+08:00', true, undefined, OVER],
    ['at the start of the race', '2027-12-08T07:30:00+08:00', false, undefined, FINISH],
    ['after the race', '2028-01-01T00:00:00+08:00', true, undefined, FINISH],
    ['open, but forced closed', '2027-09-15T12:00:00+08:00', false, 'over', OVER],
    ['before opening, forced open', '2027-08-01T12:00:00+08:00', false, 'on', ON],
    ['open, forced full', '2027-09-15T12:00:00+08:00', false, 'full', FULL],
    ['after the race, forced to wait', '2028-01-01T00:00:00+08:00', false, 'wait', WAIT],
    ['open, forced finished', '2027-09-15T12:00:00+08:00', false, 'finish', FINISH],
  ] as [string, string, boolean, StageOverride | undefined, MatchEventStage][])(
    '%s (%s, sold out %s, override %s) → %i',
    (_label, now, soldOut, override, expected) => {
      expect(eventStage({ ...event, now: new Date(now), soldOut, override })).toBe(expected);
    },
  );
});

describe('applyAction', () => {
  it.each([
    [ON, 'first-come', true, 'apply'],
    [ON, 'lottery', true, 'enterLottery'],
    [WAIT, 'first-come', false, 'notOpenYet'],
    [WAIT, 'lottery', false, 'notOpenYet'],
    [FULL, 'first-come', false, 'full'],
    [OVER, 'lottery', false, 'closed'],
    [OVER, 'first-come', false, 'closed'],
    [FINISH, 'first-come', false, 'finished'],
  ] as const)('stage %i, %s → enabled %s, %s', (stage, mode, enabled, label) => {
    expect(applyAction(stage, mode)).toEqual({ enabled, label });
  });
});
