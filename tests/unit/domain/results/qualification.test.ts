import { describe, expect, it } from 'vitest';
import {
  qualification,
  qualifies,
  type Finish,
} from '../../../../core/domain/results/qualification';

const RULE = {
  minDistanceKm: 42.195,
  maxNetTime: '04:30:00',
  withinMonths: 24,
  text: { 'zh-CN': '近两年全马4:30以内', 'en-US': 'A marathon under 4:30 in two years' },
};
const RACE_DAY = '2027-04-18T07:30:00+08:00';
const GOOD: Finish = {
  netSeconds: 4 * 3600,
  distanceKm: 42.195,
  raceDate: '2025-11-02T07:30:00+08:00',
};

describe('a qualifying result', () => {
  it.each<[string, Partial<Finish>, boolean]>([
    ['a marathon under the limit within the window', {}, true],
    ['exactly the limit', { netSeconds: 4.5 * 3600 }, true],
    ['one second slower', { netSeconds: 4.5 * 3600 + 1 }, false],
    ['a half marathon', { distanceKm: 21.0975 }, false],
    ['just inside 24 months', { raceDate: '2025-04-18T07:30:00+08:00' }, true],
    ['just over 24 months ago', { raceDate: '2025-04-17T07:30:00+08:00' }, false],
    ['a race after this one', { raceDate: '2027-05-01T07:30:00+08:00' }, false],
  ])('%s → %s', (_, change, expected) => {
    expect(qualifies({ ...GOOD, ...change }, RULE, RACE_DAY)).toBe(expected);
  });
});

describe("the verdict on all of a runner's finishes", () => {
  const SLOW = { ...GOOD, netSeconds: 5 * 3600 };
  const HALF = { ...GOOD, distanceKm: 21.0975 };
  const OLD = { ...GOOD, raceDate: '2020-04-18T07:30:00+08:00' };
  it.each<[string, Finish[], ReturnType<typeof qualification>]>([
    ['no finish', [], { qualified: false, gap: 'noResult' }],
    ['one good finish among others', [HALF, SLOW, GOOD], { qualified: true }],
    ['only a half', [HALF], { qualified: false, gap: 'distance' }],
    ['a fast marathon too long ago', [OLD, HALF], { qualified: false, gap: 'window' }],
    // The closest finish decides: a recent slow marathon is nearer than an old or short one.
    ['a recent slow marathon', [HALF, OLD, SLOW], { qualified: false, gap: 'time' }],
  ])('%s', (_, finishes, verdict) => {
    expect(qualification(finishes, RULE, RACE_DAY)).toEqual(verdict);
  });
});
