import { describe, expect, it } from 'vitest';
import {
  assignmentPlan,
  choosingOpen,
  formatNumber,
  premiumPrice,
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

  it.each([
    ['no deadline', { choose: true }, '2030-01-01T00:00:00Z', true],
    [
      'before the deadline',
      { choose: true, chooseUntil: '2028-03-01T18:00:00+08:00' },
      '2028-03-01T09:59:59Z',
      true,
    ],
    [
      'at the deadline',
      { choose: true, chooseUntil: '2028-03-01T18:00:00+08:00' },
      '2028-03-01T10:00:00Z',
      false,
    ],
    ['runners never choose', { choose: false }, '2020-01-01T00:00:00Z', false],
  ] as const)('choosing is open %s: %s', (_, extra, now, open) => {
    expect(choosingOpen({ ...config, ...extra }, new Date(now))).toBe(open);
  });

  it.each([
    [
      'gives the lowest free numbers in order, past reserved and taken ones',
      [
        { applicationId: 7, ticketIds: [1] },
        { applicationId: 8, ticketIds: [1] },
      ],
      [] as string[],
      {
        assigned: [
          { applicationId: 7, cno: 'MAR0002' },
          { applicationId: 8, cno: 'MAR0003' },
        ],
        unassigned: [],
      },
    ],
    [
      'skips a number a runner chose',
      [{ applicationId: 7, ticketIds: [1] }],
      ['MAR0002'],
      { assigned: [{ applicationId: 7, cno: 'MAR0003' }], unassigned: [] },
    ],
    [
      'leaves out a runner whose range is used up, and one whose ticket has none',
      [
        { applicationId: 7, ticketIds: [1] },
        { applicationId: 8, ticketIds: [1] },
        { applicationId: 9, ticketIds: [3] },
      ],
      ['MAR0003'],
      { assigned: [{ applicationId: 7, cno: 'MAR0002' }], unassigned: [8, 9] },
    ],
    [
      'keeps each ticket to its own range',
      [
        { applicationId: 7, ticketIds: [2] },
        { applicationId: 8, ticketIds: [1] },
      ],
      ['HMA0100'],
      {
        assigned: [
          { applicationId: 7, cno: 'HMA0101' },
          { applicationId: 8, cno: 'MAR0002' },
        ],
        unassigned: [],
      },
    ],
  ])('assignment %s', (_, registrations, taken, plan) => {
    expect(assignmentPlan(config, registrations, new Set(taken))).toEqual(plan);
  });

  describe('premium numbers', () => {
    const premium: RaceNumberConfig = {
      ...config,
      premium: [
        { numbers: ['MAR0002'], price: { mainland: 8800, foreign: 1500 } },
        { pattern: '^HMA01(\\d)\\1$', price: { mainland: 6600 } },
      ],
    };

    it('are priced by the first entry that names them, by list or pattern', () => {
      expect(premiumPrice(premium, 'MAR0002')).toEqual({ mainland: 8800, foreign: 1500 });
      expect(premiumPrice(premium, 'HMA0133')).toEqual({ mainland: 6600 });
      expect(premiumPrice(premium, 'HMA0134')).toBeNull();
      expect(premiumPrice(config, 'MAR0002')).toBeNull();
    });

    it('are never given out by the assignment nor offered at random', () => {
      const plan = assignmentPlan(
        premium,
        [
          { applicationId: 1, ticketIds: [1] },
          { applicationId: 2, ticketIds: [1] },
        ],
        new Set(),
      );
      expect(plan).toEqual({ assigned: [{ applicationId: 1, cno: 'MAR0003' }], unassigned: [2] });
      const offered = randomCandidates(premium, [2], 100, Math.random);
      expect(offered.filter((cno) => premiumPrice(premium, cno))).toEqual([]);
    });
  });
});
