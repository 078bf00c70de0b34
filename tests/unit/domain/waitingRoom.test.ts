import { describe, expect, it } from 'vitest';
import {
  admissionAt,
  admissionOnLine,
  isRoomActive,
  placeInLine,
  waitingRoomOf,
} from '../../../core/domain/waitingRoom';

const room = waitingRoomOf({
  opens: '2030-03-01T08:00:00+08:00',
  waitingRoom: { admitPerSecond: 4, activeMinutes: 10 },
})!;
const OPENS = Date.parse('2030-03-01T00:00:00Z');
const after = (seconds: number) => OPENS + seconds * 1000;

describe('waiting room admission', () => {
  it('is active from opening for its minutes only', () => {
    expect(isRoomActive(room, after(-1))).toBe(false);
    expect(isRoomActive(room, after(0))).toBe(true);
    expect(isRoomActive(room, after(599.999))).toBe(true);
    expect(isRoomActive(room, after(600))).toBe(false);
    expect(isRoomActive(waitingRoomOf({ opens: '2030-03-01T08:00:00+08:00' }), after(1))).toBe(
      false,
    );
  });

  it.each([
    // the latest joiner (position, admitted after s), this position, joining after s, admitted after s
    ['nobody', null, 1, 0, 0],
    ['nobody', null, 7, 42, 43.5],
    ['1 at 0 s', { position: 1, at: 0 }, 2, 0, 0.25],
    ['1 at 0 s', { position: 1, at: 0 }, 5, 0, 1],
    ['a gap of 3 positions', { position: 10, at: 30 }, 13, 29, 30.75],
    ['an emptied line', { position: 10, at: 30 }, 11, 60, 60],
    ['an emptied line, joined together', { position: 10, at: 30 }, 15, 60, 61],
    ['the line just ending', { position: 10, at: 30 }, 11, 30.2, 30.25],
    ['a later joiner known first', { position: 10, at: 30 }, 8, 40, 29.5],
  ])(
    'after %s: position %s joining at %s s is admitted at %s s',
    (_, last, position, joins, at) => {
      const lastInLine = last && { position: last.position, admitAt: after(last.at) };
      expect(admissionAt(room, lastInLine, position, after(joins))).toBe(after(at));
    },
  );

  it.each([
    // the latest joiner (position, admitted after s), this position, joining after s, admitted after s or null
    ['nobody', null, 1, 0, null],
    ['1 at 0 s', { position: 1, at: 0 }, 2, 0, 0.25],
    ['a moving line', { position: 10, at: 30 }, 13, 29, 30.75],
    ['a later joiner known first', { position: 10, at: 30 }, 8, 40, 29.5],
    ['a line that may have emptied', { position: 10, at: 30 }, 11, 30.25, null],
    ['an emptied line', { position: 10, at: 30 }, 15, 60, null],
  ])(
    'on the line alone, after %s: position %s joining at %s s is admitted at %s s',
    (_, last, position, joins, at) => {
      const lastInLine = last && { position: last.position, admitAt: after(last.at) };
      expect(admissionOnLine(room, lastInLine, position, after(joins))).toBe(
        at === null ? null : after(at),
      );
    },
  );

  it.each([
    // admitted after s, now after s, number in line, wait in seconds
    [0, 0, 0, 0],
    [10, 10, 0, 0],
    [10, 20, 0, 0],
    [10.25, 10, 1, 1],
    [11, 10, 4, 1],
    [11.25, 10, 5, 2],
    [250, 10, 960, 240],
    [25_000, 0, 100_000, 600],
    [25_000, 590, 97_640, 10],
  ])('admitted at %s s, at %s s: %s in line, about %s s', (admitAt, now, inLine, waitSeconds) => {
    expect(placeInLine(room, after(admitAt), after(now))).toEqual({
      inLine,
      waitSeconds,
      admitted: inLine === 0,
    });
  });
});
