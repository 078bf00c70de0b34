import { describe, expect, it } from 'vitest';
import {
  formatNumber,
  randomCandidates,
  refusalOf,
  type RaceNumberConfig,
} from '../../../core/domain/raceNumber';

const config: RaceNumberConfig = {
  choose: true,
  ranges: [
    { ticket: 1, prefix: 'MAR', from: 1, to: 3 },
    { ticket: 2, prefix: 'HMA', from: 100, to: 199 },
  ],
  reserved: ['MAR0001'],
};

describe('race numbers', () => {
  it.each([
    ['MAR0002', [1], null],
    ['mar0002', [1], 'format'],
    ['MA00002', [1], 'format'],
    ['MAR00021', [1], 'format'],
    ['MAR0004', [1], 'outOfRange'],
    ['HMA0150', [1], 'outOfRange'],
    ['HMA0150', [2], null],
    ['MAR0001', [1], 'reserved'],
  ] as const)('%s for tickets %o: %s', (cno, tickets, refusal) => {
    expect(refusalOf(config, tickets, cno)).toBe(refusal);
  });

  it('writes the number part with four digits', () => {
    expect(formatNumber('MAR', 7)).toBe('MAR0007');
  });

  it("offers only the ticket's numbers that are not reserved", () => {
    let step = 0;
    const sequence = () => [0, 0.4, 0.9][step++ % 3];
    expect(randomCandidates(config, [1], 3, sequence).sort()).toEqual(['MAR0002', 'MAR0003']);
    expect(randomCandidates(config, [9], 3, sequence)).toEqual([]);
  });
});
