import type {
  FenqileCalcRate,
  FenqileH5Sign,
  RedirectSignRequest,
  WeixinH5Sign,
  ZfbH5Sign,
} from '../../core/generated/api';
import { apiA, area } from './client';

/**
 * Base A `payorder/*`: paying an application. The wallet, messaging and instalment channels
 * answer with a cashier address to open; UnionPay and the two banks are full-page navigations,
 * so for those this module only builds the address (with the token, which a navigation cannot
 * send as a header).
 */

const payorder = area(apiA, 'payorder');

/** The order to pay and the app page the cashier sends the runner back to. */
export type PayParams = Omit<RedirectSignRequest, 'token'>;

export const fenqileCalcRate = payorder.get<FenqileCalcRate>('fenqileCalcRate');
export const zfbH5Sign = payorder.get<ZfbH5Sign>('zfbH5Sign');
export const weixinH5Sign = payorder.get<WeixinH5Sign>('weixinH5Sign');
export const fenqileH5Sign = payorder.get<FenqileH5Sign>('fenqileH5Sign');

/** Addresses to navigate to (`page.assign`); the server redirects on to the bank's cashier. */
export const unionpayH5Sign = (params: PayParams) => payorder.pageUrl('unionpayH5Sign', params);
export const bocH5Sign = (params: PayParams) => payorder.pageUrl('bocH5Sign', params);
export const cmbH5Sign = (params: PayParams) => payorder.pageUrl('cmbH5Sign', params);
