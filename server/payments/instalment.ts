import type { InstalmentPlan } from '../../core/generated/api';

/**
 * Instalment plans: the fee is 0.6 % of the amount per month of the plan (3 months 1.8 %,
 * 6 months 3.6 %, 12 months 7.2 %), rounded up to a whole cent. Each term pays the total divided
 * by the number of terms, rounded down; the last term also pays the cents left over.
 */
export const MONTHLY_FEE_RATE = 0.006;
export const DEFAULT_TERMS = [3, 6, 12];

export type { InstalmentPlan };

export function instalmentPlan(amount: number, terms: number): InstalmentPlan {
  const rate = Math.round(MONTHLY_FEE_RATE * terms * 10_000) / 10_000;
  const fee = Math.ceil(amount * rate);
  const total = amount + fee;
  const perTerm = Math.floor(total / terms);
  return { terms, rate, fee, total, perTerm, lastTerm: total - perTerm * (terms - 1) };
}
