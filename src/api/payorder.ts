import { apiA, area, type Endpoint } from './client';
import type { ApplicationParams } from './shared';

/**
 * Base A `payorder/*`: paying an application. The wallet and messaging channels answer with a
 * cashier to open; UnionPay and the two banks are full-page navigations, so for those this module
 * only builds the address.
 */

const payorder = area(apiA, 'payorder');

export interface PayParams extends ApplicationParams {
  /** The app page the cashier sends the runner back to. */
  returnUrl: string;
}

export type FenqileCalcRate = Endpoint<ApplicationParams>;
export type ZfbH5Sign = Endpoint<PayParams>;
export type WeixinH5Sign = Endpoint<PayParams>;

export const fenqileCalcRate = payorder.get<FenqileCalcRate>('fenqileCalcRate');
export const zfbH5Sign = payorder.get<ZfbH5Sign>('zfbH5Sign');
export const weixinH5Sign = payorder.get<WeixinH5Sign>('weixinH5Sign');

export const unionpayH5Sign = (params: PayParams) => payorder.pageUrl('unionpayH5Sign', params);
export const bocH5Sign = (params: PayParams) => payorder.pageUrl('bocH5Sign', params);
export const cmbH5Sign = (params: PayParams) => payorder.pageUrl('cmbH5Sign', params);
