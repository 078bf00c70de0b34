import type { Currency } from './currency';

/**
 * The one table of payment channels: what each can charge and what it costs the runner. The app's
 * channel registry (its React parts), the server and the sandbox cashier all read it, so the
 * channel list, the fee shown before paying and the amount charged cannot disagree.
 */
export const CHANNEL_KEYS = [
  'wallet',
  'messaging',
  'unionpay',
  'boc',
  'cmb',
  'instalment',
] as const;
export type ChannelKey = (typeof CHANNEL_KEYS)[number];

export interface ChannelDefinition {
  /** The currencies the channel's provider can charge. */
  currencies: readonly Currency[];
  /**
   * The runner's fee in basis points (1/100 of a percent) of the order amount, by number of
   * monthly terms; a channel without it charges no fee and takes no terms.
   */
  feeBasisPointsByTerms?: Readonly<Record<number, number>>;
}

export const CHANNEL_TABLE: Readonly<Record<ChannelKey, ChannelDefinition>> = {
  wallet: { currencies: ['CNY'] },
  messaging: { currencies: ['CNY'] },
  // UnionPay and the Bank of China also settle card payments in US dollars.
  unionpay: { currencies: ['CNY', 'USD'] },
  boc: { currencies: ['CNY', 'USD'] },
  cmb: { currencies: ['CNY'] },
  // 0.6 % of the amount per month of the plan.
  instalment: { currencies: ['CNY'], feeBasisPointsByTerms: { 3: 180, 6: 360, 12: 720, 24: 1440 } },
};

/** A channel as a race lists it: its key, and optionally the currencies the race narrows it to. */
export interface ChannelChoice {
  type: ChannelKey;
  /** ISO 4217 codes; codes the channel cannot charge are ignored (the config checker reports them). */
  currencies?: readonly string[];
}

/** What a channel charges for this race: the table's currencies, narrowed by the race's config. */
export function channelCurrencies(choice: ChannelChoice): Currency[] {
  const able = CHANNEL_TABLE[choice.type].currencies;
  return able.filter((currency) => !choice.currencies || choice.currencies.includes(currency));
}

export function canCharge(choice: ChannelChoice, currency: Currency): boolean {
  return channelCurrencies(choice).includes(currency);
}

/** The race's channels that can charge an order in `currency`, in the race's order. */
export function channelsFor<C extends ChannelChoice>(
  choices: readonly C[],
  currency: Currency,
): C[] {
  return choices.filter((choice) => canCharge(choice, currency));
}

/** A channel's lowest fee rate in basis points: 0 for a channel that charges none. */
export function channelFeeFrom(key: ChannelKey): number {
  const rates = Object.values(CHANNEL_TABLE[key].feeBasisPointsByTerms ?? {});
  return rates.length === 0 ? 0 : Math.min(...rates);
}

/** The terms a channel can split a payment into (none for a channel without fee table). */
export function channelTerms(key: ChannelKey): number[] {
  return Object.keys(CHANNEL_TABLE[key].feeBasisPointsByTerms ?? {}).map(Number);
}

export interface ChannelCharge {
  /** The order amount, in cents. */
  amount: number;
  /** The channel's fee, in cents, rounded up to a whole cent. */
  fee: number;
  /** What the runner pays: amount plus fee. */
  total: number;
  /** Monthly terms, or null for a one-off payment. */
  terms: number | null;
  /** The fee rate in basis points. */
  feeBasisPoints: number;
}

/**
 * What paying `amount` through a channel costs, or null when the channel does not take these
 * terms (a one-off channel takes none; instalments need one of their term counts). Integer cents
 * throughout: the fee is amount × basis points / 10 000 rounded up.
 */
export function channelCharge(
  key: ChannelKey,
  amount: number,
  terms: number | null = null,
): ChannelCharge | null {
  const table = CHANNEL_TABLE[key].feeBasisPointsByTerms;
  if (!table)
    return terms === null ? { amount, fee: 0, total: amount, terms, feeBasisPoints: 0 } : null;
  const feeBasisPoints = terms === null ? undefined : table[terms];
  if (feeBasisPoints === undefined) return null;
  const fee = Math.ceil((amount * feeBasisPoints) / 10_000);
  return { amount, fee, total: amount + fee, terms, feeBasisPoints };
}

/** An instalment plan: each term pays the total divided by the terms, rounded down; the last also the cents left over. */
export function instalmentSplit(
  total: number,
  terms: number,
): { perTerm: number; lastTerm: number } {
  const perTerm = Math.floor(total / terms);
  return { perTerm, lastTerm: total - perTerm * (terms - 1) };
}
