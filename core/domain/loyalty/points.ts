import { addDays, addMonths } from './calendar';
import { CENTS_PER_POINT_RETURNED, CONVERTIBLE_AFTER_DAYS, POINTS_VALID_MONTHS } from './terms';

export type PurchaseChannel = keyof typeof CONVERTIBLE_AFTER_DAYS;

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`expected a non-negative whole number of cents, got ${cents}`);
  }
}

/** Points credited for the refunded amount of a returned order, at RMB 1 = 10 points. */
export function pointsForReturn(refundCents: number): number {
  assertCents(refundCents);
  return Math.floor(refundCents / CENTS_PER_POINT_RETURNED);
}

/** When the points of a purchase become convertible, or null if anything was returned. */
export function convertibleOn(
  purchasedAt: Date,
  channel: PurchaseChannel,
  returned: boolean,
): Date | null {
  return returned ? null : addDays(purchasedAt, CONVERTIBLE_AFTER_DAYS[channel]);
}

/** Points lapse 12 months after they were generated. */
export function pointsExpireOn(generatedAt: Date): Date {
  return addMonths(generatedAt, POINTS_VALID_MONTHS);
}

export interface PointsLot {
  points: number;
  generatedAt: Date;
  channel: PurchaseChannel;
  returned: boolean;
}

/** Points that may be converted at `at`: past their waiting time and not yet expired. */
export function convertibleBalance(lots: readonly PointsLot[], at: Date): number {
  return lots
    .filter((lot) => {
      const from = convertibleOn(lot.generatedAt, lot.channel, lot.returned);
      return (
        from !== null &&
        from.getTime() <= at.getTime() &&
        at.getTime() < pointsExpireOn(lot.generatedAt).getTime()
      );
    })
    .reduce((sum, lot) => sum + lot.points, 0);
}
