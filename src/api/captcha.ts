import { apiB, area, type Endpoint } from './client';

/** Base B `captcha/*`: the picture code that guards sending an SMS code. */

export interface Captcha {
  /** Sent back with the answer to `message/code`. */
  captchaId: string;
  /** The picture, usable as an image `src` (a data: URL). */
  image: string;
  /** Seconds the picture code stays valid. */
  expiresIn: number;
}

export type Code = Endpoint<void, Captcha>;

export const code = area(apiB, 'captcha').get<Code>('code');
