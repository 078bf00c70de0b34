import type { EventConfig } from '../generated/config/event';
import type { TicketPrices } from './currency';
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
        // Premium numbers are sold, never offered at random.
        if (!config.reserved?.includes(cno) && !premiumPrice(config, cno)) picked.add(cno);
        break;
      }
      index -= length;
    }
  }
  return [...picked];
}

/** Whether runners may still choose a number: until `chooseUntil` when the race sets one. */
export function choosingOpen(config: RaceNumberConfig, now: Date): boolean {
  return config.choose && (!config.chooseUntil || now < new Date(config.chooseUntil));
}

export interface NumberAssignment {
  /** Each registration given a number, in the order the registrations came. */
  assigned: { applicationId: number; cno: string }[];
  /** Registrations whose ticket has no range or whose ranges have no free number left. */
  unassigned: number[];
}

/**
 * The numbers an assignment gives, in the order of `registrations`: each the lowest number of its
 * tickets' ranges that is not reserved, not `taken` and not given to an earlier one.
 */
export function assignmentPlan(
  config: RaceNumberConfig,
  registrations: readonly { applicationId: number; ticketIds: readonly number[] }[],
  taken: ReadonlySet<string>,
): NumberAssignment {
  // Numbers are handed out from the bottom of each range up, so a range never looks back.
  const next = new Map<NumberRange, number>(config.ranges.map((range) => [range, range.from]));
  const reserved = new Set(config.reserved ?? []);
  // Premium numbers are sold to runners who ask for them, never given out.
  const free = (cno: string) => !reserved.has(cno) && !taken.has(cno) && !premiumPrice(config, cno);
  const result: NumberAssignment = { assigned: [], unassigned: [] };
  for (const { applicationId, ticketIds } of registrations) {
    let cno: string | undefined;
    for (const range of rangesOf(config, ticketIds)) {
      let value = next.get(range)!;
      while (value <= range.to && !free(formatNumber(range.prefix, value))) value++;
      if (value <= range.to) {
        cno = formatNumber(range.prefix, value);
        next.set(range, value + 1);
        break;
      }
      next.set(range, value);
    }
    if (cno) result.assigned.push({ applicationId, cno });
    else result.unassigned.push(applicationId);
  }
  return result;
}

/** The prices of a premium number (the first `premium` entry naming it), or null for a plain one. */
export function premiumPrice(config: RaceNumberConfig, cno: string): TicketPrices | null {
  const entry = config.premium?.find((premium) =>
    premium.numbers
      ? premium.numbers.includes(cno)
      : new RegExp(premium.pattern ?? '^$', 'u').test(cno),
  );
  return entry?.price ?? null;
}
