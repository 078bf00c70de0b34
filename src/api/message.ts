import { apiB, area, type Endpoint } from './client';

/** Base B `message/*`: logging in by phone with an SMS code. */

const message = area(apiB, 'message');

export type Code = Endpoint<{ phone: string; captchaId: string; captcha: string }>;
/** A correct code logs the runner in: the answer carries their access token. */
export type Check = Endpoint<{ phone: string; code: string }, { token: string }>;

export const code = message.get<Code>('code');
export const check = message.get<Check>('check');
