/**
 * The admission maths of a race's waiting room. The room opens with sign-up and admits the line
 * at a steady rate: position p (from 1, in the order runners joined) is admitted (p - 1) / rate
 * seconds after opening. Everything follows from the position, the clock and the config, so any
 * server process answers the same without sharing memory.
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

function endsAt(room: WaitingRoomClock): number {
  return room.opens + room.activeMinutes * 60_000;
}

/** Whether sign-ups go through the line at `now`: from opening for the room's minutes. */
export function isRoomActive(room: WaitingRoomClock | null, now: number): boolean {
  return room !== null && now >= room.opens && now < endsAt(room);
}

/** The highest position admitted at `now`: every position once the room has closed. */
export function admittedUpTo(room: WaitingRoomClock, now: number): number {
  if (now < room.opens) return 0;
  if (now >= endsAt(room)) return Number.POSITIVE_INFINITY;
  return Math.floor(((now - room.opens) / 1000) * room.admitPerSecond) + 1;
}

/** Where position `position` stands at `now`; the wait never runs past the room's end. */
export function placeInLine(room: WaitingRoomClock, position: number, now: number): PlaceInLine {
  const inLine = Math.max(0, position - admittedUpTo(room, now));
  const untilEnd = Math.max(0, Math.ceil((endsAt(room) - now) / 1000));
  return {
    inLine,
    waitSeconds: Math.min(Math.ceil(inLine / room.admitPerSecond), untilEnd),
    admitted: inLine === 0,
  };
}
