import { addDays, addMonths } from './calendar';
import { CONVERTIBLE_AFTER_DAYS, POINTS_VALID_MONTHS } from './terms';

export type PurchaseChannel = keyof typeof CONVERTIBLE_AFTER_DAYS;

/** When the points of a purchase become convertible, provided nothing of it is returned. */
export function convertibleOn(purchasedAt: Date, channel: PurchaseChannel): Date {
  return addDays(purchasedAt, CONVERTIBLE_AFTER_DAYS[channel]);
}

/** Points lapse 12 months after they were generated. */
export function pointsExpireOn(generatedAt: Date): Date {
  return addMonths(generatedAt, POINTS_VALID_MONTHS);
}
