import { describe, expect, it } from 'vitest';
import {
  admittedUpTo,
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
    [-5, 0],
    [0, 1],
    [0.2, 1],
    [0.25, 2],
    [1, 5],
    [10, 41],
    [599, 2397],
    [600, Number.POSITIVE_INFINITY],
  ])('after %s s admits positions up to %s', (seconds, upTo) => {
    expect(admittedUpTo(room, after(seconds))).toBe(upTo);
  });

  it.each([
    // position, seconds after opening, number in line, wait in seconds
    [1, 0, 0, 0],
    [2, 0, 1, 1],
    [5, 0, 4, 1],
    [6, 0, 5, 2],
    [41, 10, 0, 0],
    [42, 10, 1, 1],
    [1001, 10, 960, 240],
    [100_000, 0, 99_999, 600],
    [100_000, 590, 97_639, 10],
  ])('position %s at %s s: %s in line, about %s s', (position, seconds, inLine, waitSeconds) => {
    expect(placeInLine(room, position, after(seconds))).toEqual({
      inLine,
      waitSeconds,
      admitted: inLine === 0,
    });
  });
});
