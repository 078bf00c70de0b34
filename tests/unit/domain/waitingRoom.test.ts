import { describe, expect, it } from 'vitest';
import {
  admissionInterval,
  isRoomActive,
  nextAdmission,
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
    // the latest admission given out (s, or null), joining after s, admitted after s
    ['nobody in line yet', null, 42, 42],
    ['a moving line', 30, 29, 30.25],
    ['a line behind its clock', 30, 30.1, 30.25],
    ['the line just ending', 30, 30.25, 30.25],
    ['an emptied line', 30, 60, 60],
    ['a joiner whose clock runs behind', 30, 10, 30.25],
  ])('after %s: joining at %s s is admitted at %s s', (_, last, joins, at) => {
    expect(nextAdmission(room, last === null ? null : after(last), after(joins))).toBe(after(at));
  });

  it.each([
    // admissions per second, milliseconds between two
    [4, 250],
    [200, 5],
    [300, 4],
    [0.5, 2000],
  ])('admitting %s a second spaces them %s ms apart, never closer', (admitPerSecond, ms) => {
    expect(admissionInterval({ admitPerSecond, activeMinutes: 1 })).toBe(ms);
  });

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
