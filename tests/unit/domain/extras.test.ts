import { describe, expect, it } from 'vitest';
import { CountryType } from '../../../core/domain/enums';
import { priceExtras, type ExtrasConfig } from '../../../core/domain/extras';
import { parseAmount } from '../../../core/domain/money';
import {
  changedFields,
  fieldsEditableAfterPayment,
  formChanges,
  paidEditVerdict,
  withChanges,
} from '../../../core/domain/order/paidEdit';

const config: ExtrasConfig<string> = {
  addons: [
    {
      id: 'bus',
      type: 'service',
      name: 'Bus',
      price: { mainland: 3000, foreign: 500 },
      stock: 9,
      perRunner: 1,
    },
    {
      id: 'cap',
      type: 'merchandise',
      name: 'Cap',
      price: { mainland: 4000 },
      stock: 9,
      perRunner: 2,
      tickets: [11],
    },
  ],
  charity: {
    partners: [{ id: 'kids', name: 'Kids', places: 5, minDonation: { mainland: 10000 } }],
  },
};
const { MAINLAND, FOREIGN } = CountryType;

describe('priceExtras', () => {
  it.each([
    ['nothing', [11], MAINLAND, [], null, { ok: true, total: 0 }],
    [
      'a bus and two caps',
      [11],
      MAINLAND,
      [
        ['bus', 1],
        ['cap', 2],
      ],
      null,
      { ok: true, total: 11000 },
    ],
    ['a zero quantity is no line', [11], MAINLAND, [['cap', 0]], null, { ok: true, total: 0 }],
    ['a bus in dollars', [12], FOREIGN, [['bus', 1]], null, { ok: true, total: 500 }],
    ['a donation', [12], MAINLAND, [], ['kids', 12345], { ok: true, total: 12345 }],
    [
      'an unknown add-on',
      [11],
      MAINLAND,
      [['hat', 1]],
      null,
      { ok: false, reason: 'unknownAddon' },
    ],
    [
      'a cap for another ticket',
      [12],
      MAINLAND,
      [['cap', 1]],
      null,
      { ok: false, reason: 'addonNotForTicket' },
    ],
    [
      'over the limit',
      [11],
      MAINLAND,
      [['cap', 3]],
      null,
      { ok: false, reason: 'overLimit', limit: 2 },
    ],
    ['a cap in dollars', [11], FOREIGN, [['cap', 1]], null, { ok: false, reason: 'notInCurrency' }],
    [
      'a donation below the minimum',
      [11],
      MAINLAND,
      [],
      ['kids', 9999],
      { ok: false, reason: 'donationTooSmall', minimum: 10000 },
    ],
    [
      'an unknown charity',
      [11],
      MAINLAND,
      [],
      ['cats', 10000],
      { ok: false, reason: 'unknownCharity' },
    ],
  ] as const)('%s', (_, tickets, country, addons, charity, expected) => {
    const result = priceExtras(config, tickets, country, {
      addons: addons.map(([id, quantity]) => ({ id, quantity })),
      charity: charity ? { id: charity[0], donation: charity[1] } : null,
    });
    expect(result).toMatchObject(expected);
  });
});

describe('money typed and converted', () => {
  it.each([
    ['120', 12000],
    ['120.5', 12050],
    [' 0.05 ', 5],
    ['120.505', undefined],
    ['-1', undefined],
    ['1e3', undefined],
    ['', undefined],
  ])('parseAmount(%j) = %j', (text, cents) => expect(parseAmount(text)).toBe(cents));
});

describe('edits after payment', () => {
  const until = { fields: ['shirt', 'ticket'], until: '2027-01-01T00:00:00+08:00' };
  it.each([
    ['no change', [], ['shirt'], { verdict: 'allowed' }],
    ['an editable field', ['shirt'], ['shirt', 'ticket'], { verdict: 'allowed' }],
    ['a frozen form', ['shirt'], [], { verdict: 'frozen' }],
    ['a read-only field', ['name', 'shirt'], ['shirt'], { verdict: 'readOnly', fields: ['name'] }],
  ] as const)('%s', (_, changed, editable, verdict) =>
    expect(paidEditVerdict(changed, editable)).toEqual(verdict),
  );

  it('leaves fields editable until the configured moment only', () => {
    expect(fieldsEditableAfterPayment(until, new Date('2026-12-31T15:59:59Z'))).toEqual([
      'shirt',
      'ticket',
    ]);
    expect(fieldsEditableAfterPayment(until, new Date('2026-12-31T16:00:00Z'))).toEqual([]);
    expect(fieldsEditableAfterPayment(undefined, new Date(0))).toEqual([]);
  });

  it('sends only what changed, and applies it back to the stored values', () => {
    const before = { name: 'A', shirt: 'M', note: 'x' };
    const after = { name: 'A', shirt: 'L' };
    expect(changedFields(before, after)).toEqual(['shirt', 'note']);
    expect(formChanges(before, after)).toEqual({ shirt: 'L', note: null });
    expect(withChanges(before, formChanges(before, after))).toEqual(after);
  });
});
