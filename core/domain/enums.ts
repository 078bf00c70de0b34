/**
 * Enumerations shared by the app and the API server (SPEC section 3).
 * Each is a frozen value object plus a union type of its values, so the wire values stay visible.
 */

type ValueOf<T> = T[keyof T];

export const ApplyType = { SINGLE: '1', ROLE: '2' } as const;
export type ApplyType = ValueOf<typeof ApplyType>;

export const Gender = { MALE: 1, FEMALE: 2 } as const;
export type Gender = ValueOf<typeof Gender>;

export const PayStatus = { NOT_PAID: '1', PAID: '2' } as const;
export type PayStatus = ValueOf<typeof PayStatus>;

export const MatchEventStage = { ON: 1, WAIT: 2, FULL: 3, OVER: 4, FINISH: 5 } as const;
export type MatchEventStage = ValueOf<typeof MatchEventStage>;

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
export type PayState = ValueOf<typeof PayState>;

/** Mainland entrants pay in RMB cents, foreign entrants in USD cents. */
export const CountryType = { MAINLAND: 1, FOREIGN: 2 } as const;
export type CountryType = ValueOf<typeof CountryType>;
