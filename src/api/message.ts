import { apiB, area, type Endpoint } from './client';

/** Base B `message/*`: logging in by phone with an SMS code. */

const message = area(apiB, 'message');

export interface CodeSent {
  sent: boolean;
  /** Seconds before another code may be requested for this phone. */
  resendAfter: number;
  /** Seconds the code stays valid. */
  expiresIn: number;
}

export interface LoggedIn {
  token: string;
  expiresAt: string;
  runner: { id: number; phone: string };
}

/** `captchaCode` is the answer to the picture `captchaId` of `captcha/code`. */
export type Code = Endpoint<{ phone: string; captchaId: string; captchaCode: string }, CodeSent>;
/** A correct code logs the runner in. */
export type Check = Endpoint<{ phone: string; code: string }, LoggedIn>;

export const code = message.get<Code>('code');
export const check = message.get<Check>('check');
