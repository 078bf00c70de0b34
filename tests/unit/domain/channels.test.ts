import { describe, expect, it } from 'vitest';
import {
  CHANNEL_KEYS,
  CHANNEL_TABLE,
  channelCharge,
  channelCurrencies,
  channelFeeFrom,
  channelsFor,
  instalmentSplit,
} from '../../../core/domain/channels';

describe('the channel table', () => {
  it.each([
    ['wallet', ['CNY']],
    ['messaging', ['CNY']],
    ['unionpay', ['CNY', 'USD']],
    ['boc', ['CNY', 'USD']],
    ['cmb', ['CNY']],
    ['instalment', ['CNY']],
  ] as const)('%s charges %j', (key, currencies) => {
    expect(CHANNEL_TABLE[key].currencies).toEqual(currencies);
  });

  it('tells the lowest fee a channel may charge, shown beside it before paying', () => {
    expect(channelFeeFrom('wallet')).toBe(0);
    // Instalments cost 0.6 % a month; the shortest plan, 3 months, costs least.
    expect(channelFeeFrom('instalment')).toBe(180);
  });

  it('has an entry for every channel key', () => {
    expect(Object.keys(CHANNEL_TABLE).sort()).toEqual([...CHANNEL_KEYS].sort());
  });

  it('lets a race narrow a channel, never widen it', () => {
    expect(channelCurrencies({ type: 'boc', currencies: ['USD'] })).toEqual(['USD']);
    expect(channelCurrencies({ type: 'wallet', currencies: ['USD'] })).toEqual([]);
    const race = [
      { type: 'wallet' as const },
      { type: 'unionpay' as const },
      { type: 'instalment' as const },
    ];
    expect(channelsFor(race, 'USD').map((c) => c.type)).toEqual(['unionpay']);
    expect(channelsFor(race, 'CNY').map((c) => c.type)).toEqual([
      'wallet',
      'unionpay',
      'instalment',
    ]);
  });

  it.each([
    ['wallet', 26000, null, { fee: 0, total: 26000 }],
    ['instalment', 26000, 3, { fee: 468, total: 26468, feeBasisPoints: 180 }],
    ['instalment', 26000, 6, { fee: 936, total: 26936 }],
    ['instalment', 26000, 12, { fee: 1872, total: 27872 }],
    ['instalment', 26000, 24, { fee: 3744, total: 29744 }],
    // 1.8 % of 1 fen is 0.018 fen: rounded up to a whole fen.
    ['instalment', 1, 3, { fee: 1, total: 2 }],
    ['instalment', 99999, 3, { fee: 1800, total: 101799 }],
  ] as const)('%s charges %i over %s terms: %j', (key, amount, terms, expected) => {
    expect(channelCharge(key, amount, terms)).toMatchObject(expected);
  });

  it('refuses terms a channel does not take', () => {
    expect(channelCharge('instalment', 26000, 5)).toBeNull();
    expect(channelCharge('instalment', 26000, null)).toBeNull();
    expect(channelCharge('wallet', 26000, 3)).toBeNull();
  });

  it('splits a total into terms, the last one taking the cents left over', () => {
    expect(instalmentSplit(26468, 3)).toEqual({ perTerm: 8822, lastTerm: 8824 });
    expect(instalmentSplit(27872, 12)).toEqual({ perTerm: 2322, lastTerm: 2330 });
  });
});
