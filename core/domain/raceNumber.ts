import type { EventConfig } from '../generated/config/event';
import { PATTERNS } from './validators/patterns';

export type RaceNumberConfig = NonNullable<EventConfig['raceNumbers']>;
export type NumberRange = RaceNumberConfig['ranges'][number];

const OPTIONAL_CNO = new RegExp(PATTERNS.optionalCNO, 'u');

/** Why a number cannot be taken by a runner of the given tickets, or null when it can. */
export type NumberRefusal = 'format' | 'outOfRange' | 'reserved';

export function formatNumber(prefix: string, value: number): string {
  return `${prefix}${String(value).padStart(4, '0')}`;
}

export function rangesOf(config: RaceNumberConfig, ticketIds: readonly number[]): NumberRange[] {
  return config.ranges.filter((range) => ticketIds.includes(range.ticket));
}

/** The optionalCNO rule (three capital letters then four digits), then the ticket's ranges. */
export function refusalOf(
  config: RaceNumberConfig,
  ticketIds: readonly number[],
  cno: string,
): NumberRefusal | null {
  if (!OPTIONAL_CNO.test(cno)) return 'format';
  const prefix = cno.slice(0, 3);
  const value = Number(cno.slice(3));
  const inRange = rangesOf(config, ticketIds).some(
    (range) => range.prefix === prefix && value >= range.from && value <= range.to,
  );
  if (!inRange) return 'outOfRange';
  if (config.reserved?.includes(cno)) return 'reserved';
  return null;
}

/**
 * `count` random numbers a runner of the tickets could take (not reserved), for the server to try
 * against the numbers already taken. `random` returns a float in [0, 1).
 */
export function randomCandidates(
  config: RaceNumberConfig,
  ticketIds: readonly number[],
  count: number,
  random: () => number,
): string[] {
  const ranges = rangesOf(config, ticketIds);
  const size = ranges.reduce((total, range) => total + range.to - range.from + 1, 0);
  const picked = new Set<string>();
  for (let attempt = 0; attempt < count * 4 && picked.size < count && size > 0; attempt++) {
    let index = Math.floor(random() * size);
    for (const range of ranges) {
      const length = range.to - range.from + 1;
      if (index < length) {
        const cno = formatNumber(range.prefix, range.from + index);
        if (!config.reserved?.includes(cno)) picked.add(cno);
        break;
      }
      index -= length;
    }
  }
  return [...picked];
}
