import { payorder } from '../../api';
import type { ChannelConfig } from '../../../core/generated/config/event';
import bocLogo from './boc/logo.svg';
import { cashierChannel } from './cashierChannel';
import cmbLogo from './cmb/logo.svg';
import { instalmentChannel } from './instalment/InstalmentChannel';
import messagingLogo from './messaging/logo.svg';
import type { ChannelEntry, ChannelRegistry } from './types';
import unionpayLogo from './unionpay/logo.svg';
import walletLogo from './wallet/logo.svg';

const payUrl = (trade: { payUrl: string }) => trade.payUrl;

/**
 * Every payment channel an event config may list. The wallet and messaging channels open the
 * cashier the server signed for them; UnionPay and the banks are full-page navigations to the
 * server's sign route, which sends the browser on to the bank. The messaging app's cashier only
 * runs on a phone; the others also serve desktop browsers.
 */
export const channels: ChannelRegistry = {
  wallet: cashierChannel({
    logo: walletLogo,
    cashierUrl: (params) => payorder.zfbH5Sign(params).then(payUrl),
    desktop: true,
  }),
  messaging: cashierChannel({
    logo: messagingLogo,
    cashierUrl: (params) => payorder.weixinH5Sign(params).then(payUrl),
    desktop: false,
  }),
  unionpay: cashierChannel({
    logo: unionpayLogo,
    cashierUrl: payorder.unionpayH5Sign,
    desktop: true,
  }),
  boc: cashierChannel({
    logo: bocLogo,
    cashierUrl: payorder.bocH5Sign,
    desktop: true,
  }),
  cmb: cashierChannel({
    logo: cmbLogo,
    cashierUrl: payorder.cmbH5Sign,
    desktop: true,
  }),
  instalment: instalmentChannel,
};

/** The registry entry of a config, typed to take exactly that config. */
export function channelEntry(config: ChannelConfig): ChannelEntry<ChannelConfig> {
  return channels[config.type] as ChannelEntry<ChannelConfig>;
}

export type { PayContext } from './types';
