/**
 * The admission maths of a race's waiting room. Runners are admitted in the order they joined,
 * one every 1 / rate seconds: each new position is admitted 1 / rate seconds per position after
 * the last one known, or at once when the line has emptied, so time nobody waited for is never
 * saved up into a burst. Each runner's admission time is fixed when they join; everything after
 * follows from it and the clock, so any server process answers the same without shared memory.
 */

export interface WaitingRoomConfig {
  admitPerSecond: number;
  activeMinutes: number;
}

export interface WaitingRoomClock extends WaitingRoomConfig {
  /** When sign-up opens, in milliseconds since the epoch. */
  opens: number;
}

/** The latest joiner before this one: their position and admission time (ms). */
export interface LastInLine {
  position: number;
  admitAt: number;
}

export interface PlaceInLine {
  /** Runners still to be admitted up to and including this one: 0 once admitted. */
  inLine: number;
  /** Estimated seconds until admission: the number in line ÷ admissions per second. */
  waitSeconds: number;
  admitted: boolean;
}

/** The race's room, or null when its config declares none. */
export function waitingRoomOf(registration: {
  opens: string;
  waitingRoom?: WaitingRoomConfig;
}): WaitingRoomClock | null {
  const room = registration.waitingRoom;
  return room ? { ...room, opens: Date.parse(registration.opens) } : null;
}

/** When the room stops admitting by line, in milliseconds since the epoch. */
export function roomEnds(room: WaitingRoomClock): number {
  return room.opens + room.activeMinutes * 60_000;
}

/** Whether sign-ups go through the line at `now`: from opening for the room's minutes. */
export function isRoomActive(room: WaitingRoomClock | null, now: number): boolean {
  return room !== null && now >= room.opens && now < roomEnds(room);
}

/**
 * When the runner at `position` is admitted, from the latest joiner known alone: one interval
 * per position after them, or the right number before them when they drew a later position.
 * Null when that moment has passed for a later position: the line may have emptied, and
 * `admissionAt` decides, under a lock, so that one restart is shared by everyone who saw it.
 */
export function admissionOnLine(
  room: WaitingRoomClock,
  last: LastInLine | null,
  position: number,
  now: number,
): number | null {
  if (!last) return null;
  const onLine = last.admitAt + ((position - last.position) * 1000) / room.admitPerSecond;
  return position < last.position || onLine > now ? onLine : null;
}

/**
 * When the runner at `position`, joining at `now`, is admitted. `last` is the latest joiner
 * known, who may have a later position when runners join together: then this runner goes the
 * right number of intervals before them, even if that moment has passed. Otherwise the first
 * position after `last` is admitted no earlier than now, and each further one an interval later:
 * so runners who drew positions together while the line was empty are spaced in the order of
 * their positions, whichever of them is stored first.
 */
export function admissionAt(
  room: WaitingRoomClock,
  last: LastInLine | null,
  position: number,
  now: number,
): number {
  const interval = 1000 / room.admitPerSecond;
  const anchor = last ?? { position: 0, admitAt: -Infinity };
  const onLine = anchor.admitAt + (position - anchor.position) * interval;
  if (position < anchor.position) return onLine;
  return Math.max(onLine, now + (position - anchor.position - 1) * interval);
}

/** Where a runner admitted at `admitAt` stands at `now`; the wait never runs past the room's end. */
export function placeInLine(room: WaitingRoomClock, admitAt: number, now: number): PlaceInLine {
  const inLine = Math.max(0, Math.ceil(((admitAt - now) / 1000) * room.admitPerSecond));
  const untilEnd = Math.max(0, Math.ceil((roomEnds(room) - now) / 1000));
  return {
    inLine,
    waitSeconds: Math.min(Math.ceil(inLine / room.admitPerSecond), untilEnd),
    admitted: inLine === 0,
  };
}
