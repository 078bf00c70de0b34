import type { MessageCheck, MessageCode } from '../../core/generated/api';
import { apiB, area } from './client';

/** Base B `message/*`: logging in by phone with an SMS code. */

const message = area(apiB, 'message');

/** `captchaCode` is the answer to the picture `captchaId` of `captcha/code`. */
export const code = message.get<MessageCode>('code');
/** A correct code logs the runner in. */
export const check = message.get<MessageCheck>('check');
