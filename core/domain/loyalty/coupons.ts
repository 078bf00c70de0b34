import { addDays } from './calendar';
import { CONVERSION, ONLINE_COUPON_MIN_ORDER_CENTS } from './terms';
import { canConvertPoints, type Tier } from './tier';

export interface Coupon {
  faceValueCents: number;
  /** First moment the coupon can no longer be used. */
  expiresAt: Date;
}

export interface Conversion {
  coupons: Coupon[];
  remainingPoints: number;
}

/** Automatic conversion: every full 500 convertible points become one RMB 50 coupon for 90 days. */
export function convertPoints(convertiblePoints: number, tier: Tier, at: Date): Conversion {
  if (!canConvertPoints(tier)) return { coupons: [], remainingPoints: convertiblePoints };
  const count = Math.floor(convertiblePoints / CONVERSION.points);
  const coupon = {
    faceValueCents: CONVERSION.couponCents,
    expiresAt: addDays(at, CONVERSION.couponValidDays),
  };
  return {
    coupons: Array.from({ length: count }, () => ({ ...coupon })),
    remainingPoints: convertiblePoints - count * CONVERSION.points,
  };
}

export type CouponUse =
  { channel: 'online'; orderCents: number } | { channel: 'retail'; transactionCents: number };

/**
 * Whether the coupons may pay towards a purchase: none expired, and online an order of at least
 * RMB 200, in a shop a total face value not above the transaction total.
 */
export function canUseCoupons(coupons: readonly Coupon[], use: CouponUse, at: Date): boolean {
  if (coupons.some((c) => at.getTime() >= c.expiresAt.getTime())) return false;
  if (use.channel === 'online') return use.orderCents >= ONLINE_COUPON_MIN_ORDER_CENTS;
  const faceTotal = coupons.reduce((sum, c) => sum + c.faceValueCents, 0);
  return faceTotal <= use.transactionCents;
}
