/** MatchEventStage (SPEC section 3). */
export const Stage = { ON: 1, WAIT: 2, FULL: 3, OVER: 4, FINISH: 5 } as const;
export type StageValue = (typeof Stage)[keyof typeof Stage];

/** PayState (SPEC section 3); the server uses REGOFF, REGING, REGYES, WAITDRAW, NODRAW, PAYNOW. */
export const PayState = {
  REGOFF: 1,
  REGING: 2,
  REGYES: 3,
  REGEND: 4,
  REGFULL: 5,
  WAITDRAW: 6,
  NODRAW: 7,
  YESDRAW: 8,
  PAYNOW: 9,
  CHECKORDER: 10,
  GAMEOVER: 11,
  SCORE: 12,
} as const;

/** States in which an application waits for its payment. */
export const PAYABLE_STATES: readonly number[] = [PayState.REGING, PayState.PAYNOW];

export const RefundStatus = { NONE: 0, REQUESTED: 1, REFUNDED: 2 } as const;

export const CountryType = { MAINLAND: 1, FOREIGN: 2 } as const;

export function currencyOf(countryType: number): 'CNY' | 'USD' {
  return countryType === CountryType.FOREIGN ? 'USD' : 'CNY';
}
