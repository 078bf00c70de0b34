import type {
  FenqileCalcRate,
  FenqileH5Sign,
  PayTicket,
  RedirectSignRequest,
  WeixinH5Sign,
  ZfbH5Sign,
} from '../../core/generated/api';
import { apiA, area } from './client';

/**
 * Base A `payorder/*`: paying an application. The wallet, messaging and instalment channels
 * answer with a cashier address to open; UnionPay and the two banks are full-page navigations,
 * so for those this module only builds the address, with a one-time pay ticket for that order
 * (a navigation cannot send the token as a header, and a token in a URL would leak).
 */

const payorder = area(apiA, 'payorder');

/** The order to pay and the app page the cashier sends the runner back to. */
export type PayParams = Omit<RedirectSignRequest, 'ticket'>;

export const fenqileCalcRate = payorder.get<FenqileCalcRate>('fenqileCalcRate');
export const zfbH5Sign = payorder.get<ZfbH5Sign>('zfbH5Sign');
export const weixinH5Sign = payorder.get<WeixinH5Sign>('weixinH5Sign');
export const fenqileH5Sign = payorder.get<FenqileH5Sign>('fenqileH5Sign');
export const payTicket = payorder.get<PayTicket>('payTicket');

/** A full-page sign address carrying a fresh pay ticket for the order. */
const withTicket = (name: string) => async (params: PayParams) => {
  const { ticket } = await payTicket({ applicationID: params.applicationID });
  return payorder.pageUrl(name, { ...params, ticket });
};

/** Addresses to navigate to (`page.assign`); the server redirects on to the bank's cashier. */
export const unionpayH5Sign = withTicket('unionpayH5Sign');
export const bocH5Sign = withTicket('bocH5Sign');
export const cmbH5Sign = withTicket('cmbH5Sign');
