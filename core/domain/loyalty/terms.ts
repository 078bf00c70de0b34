/** Figures of the loyalty club terms (SPEC sections 4 and 9). Money is in RMB cents. */

export const CENTS_PER_POINT_EARNED = 100;
/** A return gives points back at RMB 1 = 10 points. */
export const CENTS_PER_POINT_RETURNED = 10;

export const TIER_THRESHOLDS_CENTS = { bronze: 100_000, silver: 400_000, gold: 800_000 } as const;
export const TIER_PERIOD_MONTHS = 12;

export const POINTS_VALID_MONTHS = 12;
export const CONVERTIBLE_AFTER_DAYS = { online: 22, retail: 8 } as const;

export const CONVERSION = { points: 500, couponCents: 5_000, couponValidDays: 90 } as const;
export const ONLINE_COUPON_MIN_ORDER_CENTS = 20_000;

export const REVIEW_REWARD = { points: 50, afterDays: 8, maxPerMonth: 10 } as const;

const CENTS_PER_YUAN = 100;

/**
 * The figures the terms shown on the sign-up form quote (src/i18n locales, `loyalty.terms`), in
 * the units a member reads: yuan, points, days and months. The texts interpolate these, so a
 * figure changed here changes in every language.
 */
export const TERMS_FIGURES = {
  bronzeYuan: TIER_THRESHOLDS_CENTS.bronze / CENTS_PER_YUAN,
  silverYuan: TIER_THRESHOLDS_CENTS.silver / CENTS_PER_YUAN,
  goldYuan: TIER_THRESHOLDS_CENTS.gold / CENTS_PER_YUAN,
  tierMonths: TIER_PERIOD_MONTHS,
  pointsPerYuan: CENTS_PER_YUAN / CENTS_PER_POINT_EARNED,
  onlineConvertibleDay: CONVERTIBLE_AFTER_DAYS.online,
  retailConvertibleDay: CONVERTIBLE_AFTER_DAYS.retail,
  pointsValidMonths: POINTS_VALID_MONTHS,
  reviewPoints: REVIEW_REWARD.points,
  reviewCreditDay: REVIEW_REWARD.afterDays,
  reviewsPerMonth: REVIEW_REWARD.maxPerMonth,
  returnPointsPerYuan: CENTS_PER_YUAN / CENTS_PER_POINT_RETURNED,
  conversionPoints: CONVERSION.points,
  couponYuan: CONVERSION.couponCents / CENTS_PER_YUAN,
  couponValidDays: CONVERSION.couponValidDays,
  onlineCouponMinOrderYuan: ONLINE_COUPON_MIN_ORDER_CENTS / CENTS_PER_YUAN,
} as const;
