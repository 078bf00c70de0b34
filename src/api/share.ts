import { apiB, area, type CallOptions, type Endpoint } from './client';

/** Base B `share/*`: what the messaging app's JS-SDK needs to enable sharing on a page. */

export interface MessagingSign {
  appId: string;
  timestamp: number | string;
  nonceStr: string;
  signature: string;
}

export type WeixinSign = Endpoint<{ url: string }, MessagingSign>;

const sign = area(apiB, 'share').get<WeixinSign>('weixinSign');

/** Signs `pageUrl` (the current page by default); the signature covers the address without `#…`. */
export function weixinSign(
  pageUrl: string = window.location.href,
  options?: CallOptions,
): Promise<MessagingSign> {
  return sign({ url: pageUrl.split('#')[0] }, options);
}
