import type { CaptchaCode } from '../../core/generated/api';
import { apiB, area, type Endpoint } from './client';

/** Base B `captcha/*`: the picture code that guards sending an SMS code. */

export const code = area(apiB, 'captcha').get<Endpoint<void, CaptchaCode['response']>>('code');
