/**
 * The admission maths of a race's waiting room. Runners are admitted in the order they joined,
 * one every 1 / rate seconds: each new position is admitted one interval after the one before,
 * or at once when the line has emptied, so time nobody waited for is never saved up into a burst. Each runner's admission time is fixed when they join; everything after
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
 * Milliseconds between two admissions, rounded up to whole milliseconds (an admission carries its
 * moment as a whole number), so no two runners are admitted closer than 1 / rate seconds.
 */
export function admissionInterval(room: WaitingRoomConfig): number {
  return Math.ceil(1000 / room.admitPerSecond);
}

/**
 * When the next runner to join is admitted: one interval after the latest admission given out,
 * or now when that moment has passed (the line has emptied), so time nobody waited for is never
 * saved up into a burst. The server applies this rule in the same statement that draws the
 * runner's position, so positions and moments go up together whatever the joiners' clocks say.
 */
export function nextAdmission(
  room: WaitingRoomConfig,
  lastAdmitAt: number | null,
  now: number,
): number {
  return lastAdmitAt === null ? now : Math.max(lastAdmitAt + admissionInterval(room), now);
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
