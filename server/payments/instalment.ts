import { channelCharge, instalmentSplit } from '../../core/domain/channels';
import type { InstalmentPlan } from '../../core/generated/api';

export type { InstalmentPlan };

/** An instalment plan for `amount` over `terms` months, by the core channel table; null for terms it does not take. */
export function instalmentPlan(amount: number, terms: number): InstalmentPlan | null {
  const charge = channelCharge('instalment', amount, terms);
  if (!charge) return null;
  return {
    terms,
    rate: charge.feeBasisPoints / 10_000,
    fee: charge.fee,
    total: charge.total,
    ...instalmentSplit(charge.total, terms),
  };
}
