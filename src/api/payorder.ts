import { apiA, area, type Endpoint } from './client';
import type { ApplicationParams, Currency } from './shared';

/**
 * Base A `payorder/*`: paying an application. The wallet, messaging and instalment channels
 * answer with a cashier address to open; UnionPay and the two banks are full-page navigations,
 * so for those this module only builds the address (with the token, which a navigation cannot
 * send as a header).
 */

const payorder = area(apiA, 'payorder');

export interface PayParams extends ApplicationParams {
  /** The app page (an address of this app) the cashier sends the runner back to. */
  returnUrl?: string;
}

/** An opened trade and the cashier page that pays it. */
export interface Trade {
  tradeNo: string;
  payUrl: string;
  /** Cents in `currency`. */
  amount: number;
  currency: Currency;
  channel: string;
}

export interface InstalmentPlans {
  amount: number;
  currency: Currency;
  plans: { terms: number; [detail: string]: unknown }[];
}

export type FenqileCalcRate = Endpoint<ApplicationParams, InstalmentPlans>;
export type ZfbH5Sign = Endpoint<PayParams, Trade>;
export type WeixinH5Sign = Endpoint<PayParams, Trade>;
/** Instalments: `terms` is one of the plans of `fenqileCalcRate`. */
export type FenqileH5Sign = Endpoint<PayParams & { terms: number }, Trade>;

export const fenqileCalcRate = payorder.get<FenqileCalcRate>('fenqileCalcRate');
export const zfbH5Sign = payorder.get<ZfbH5Sign>('zfbH5Sign');
export const weixinH5Sign = payorder.get<WeixinH5Sign>('weixinH5Sign');
export const fenqileH5Sign = payorder.get<FenqileH5Sign>('fenqileH5Sign');

/** Addresses to navigate to (`page.assign`); the server redirects on to the bank's cashier. */
export const unionpayH5Sign = (params: PayParams) => payorder.pageUrl('unionpayH5Sign', params);
export const bocH5Sign = (params: PayParams) => payorder.pageUrl('bocH5Sign', params);
export const cmbH5Sign = (params: PayParams) => payorder.pageUrl('cmbH5Sign', params);
