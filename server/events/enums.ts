import { CountryType, MatchEventStage, PayState } from '../../core/domain/enums';

/** The enumerations of SPEC section 3 are the app's own (core/domain/enums.ts). */
export { CountryType, PayState, MatchEventStage as Stage };

/** States in which an application waits for its payment. */
export const PAYABLE_STATES: readonly number[] = [PayState.REGING, PayState.PAYNOW];

export const RefundStatus = { NONE: 0, REQUESTED: 1, REFUNDED: 2 } as const;

export function currencyOf(countryType: number): 'CNY' | 'USD' {
  return countryType === CountryType.FOREIGN ? 'USD' : 'CNY';
}
