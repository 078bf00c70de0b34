import { addMonths } from './calendar';
import { TIER_PERIOD_MONTHS, TIER_THRESHOLDS_CENTS } from './terms';

export const TIERS = ['standard', 'bronze', 'silver', 'gold'] as const;
export type Tier = (typeof TIERS)[number];

const rank = (tier: Tier) => TIERS.indexOf(tier);

/** The highest tier whose threshold the spend reaches. */
export function tierForSpend(cents: number): Tier {
  if (cents >= TIER_THRESHOLDS_CENTS.gold) return 'gold';
  if (cents >= TIER_THRESHOLDS_CENTS.silver) return 'silver';
  if (cents >= TIER_THRESHOLDS_CENTS.bronze) return 'bronze';
  return 'standard';
}

/**
 * The tier after a period ends: kept when the period's spend reaches its threshold, otherwise the
 * highest lower tier that spend reaches, down to Standard.
 */
export function tierOnRenewal(current: Tier, spendInPeriodCents: number): Tier {
  const reached = tierForSpend(spendInPeriodCents);
  return rank(reached) < rank(current) ? reached : current;
}

export interface Payment {
  at: Date;
  cents: number;
}

export interface MemberTier {
  tier: Tier;
  /** When the current period ends and the tier is reviewed; null for Standard, which never expires. */
  reviewOn: Date | null;
}

/**
 * A member's tier at `asOf`, replaying the payments: a payment that lifts the 12-month spend over
 * a higher threshold upgrades at once (a single large payment does so by itself) and starts a
 * 12-month period; when a period ends, the spend made during it decides the renewal. The payment
 * that caused an upgrade does not count again towards renewing it.
 */
export function memberTier(payments: readonly Payment[], asOf: Date): MemberTier {
  const history = payments
    .filter((p) => p.at.getTime() <= asOf.getTime())
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  let tier: Tier = 'standard';
  let reviewOn: Date | null = null;
  let periodSpend = 0;

  const reviewPeriodsUntil = (moment: Date) => {
    while (reviewOn !== null && reviewOn.getTime() <= moment.getTime()) {
      tier = tierOnRenewal(tier, periodSpend);
      reviewOn = tier === 'standard' ? null : addMonths(reviewOn, TIER_PERIOD_MONTHS);
      periodSpend = 0;
    }
  };

  history.forEach((payment, i) => {
    reviewPeriodsUntil(payment.at);
    const windowStart = addMonths(payment.at, -TIER_PERIOD_MONTHS).getTime();
    const rollingSpend = history
      .slice(0, i + 1)
      .filter((p) => p.at.getTime() > windowStart)
      .reduce((sum, p) => sum + p.cents, 0);
    const reached = tierForSpend(rollingSpend);
    if (rank(reached) > rank(tier)) {
      tier = reached;
      reviewOn = addMonths(payment.at, TIER_PERIOD_MONTHS);
      periodSpend = 0;
    } else {
      periodSpend += payment.cents;
    }
  });
  reviewPeriodsUntil(asOf);
  return { tier, reviewOn };
}
