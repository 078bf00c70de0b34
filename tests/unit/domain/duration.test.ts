import { describe, expect, it } from 'vitest';
import { formatDuration, formatPace } from '../../../core/domain/duration';

describe('formatDuration', () => {
  it.each([
    [0, '00:00:00'],
    [59, '00:00:59'],
    [60, '00:01:00'],
    [3599, '00:59:59'],
    [3600, '01:00:00'],
    [7512, '02:05:12'],
    [7512.9, '02:05:12'],
    [90061, '25:01:01'],
  ])('%s s → %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});

describe('formatPace', () => {
  it.each([
    [307, `5'07"`],
    [300, `5'00"`],
    [59, `0'59"`],
    [659.6, `11'00"`],
    [330.4, `5'30"`],
  ])('%s s/km → %s', (seconds, expected) => {
    expect(formatPace(seconds)).toBe(expected);
  });
});

describe('invalid times', () => {
  it.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY]])('%s is rejected', (seconds) => {
    expect(() => formatDuration(seconds)).toThrow(RangeError);
    expect(() => formatPace(seconds)).toThrow(RangeError);
  });
});
