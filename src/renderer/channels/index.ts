import { payorder } from '../../api';
import type { ChannelConfig } from '../../../core/generated/config/event';
import bocSchema from './boc/schema.json';
import { cashierChannel } from './cashierChannel';
import cmbSchema from './cmb/schema.json';
import { instalmentChannel } from './instalment/InstalmentChannel';
import messagingSchema from './messaging/schema.json';
import type { ChannelEntry, ChannelRegistry } from './types';
import unionpaySchema from './unionpay/schema.json';
import walletSchema from './wallet/schema.json';

const payUrl = (trade: { payUrl: string }) => trade.payUrl;

/**
 * Every payment channel an event config may list. The wallet and messaging channels open the
 * cashier the server signed for them; UnionPay and the banks are full-page navigations to the
 * server's sign route, which sends the browser on to the bank. The messaging app's cashier only
 * runs on a phone; the others also serve desktop browsers.
 */
export const channels: ChannelRegistry = {
  wallet: cashierChannel(
    'wallet',
    walletSchema,
    (params) => payorder.zfbH5Sign(params).then(payUrl),
    true,
  ),
  messaging: cashierChannel(
    'messaging',
    messagingSchema,
    (params) => payorder.weixinH5Sign(params).then(payUrl),
    false,
  ),
  unionpay: cashierChannel('unionpay', unionpaySchema, payorder.unionpayH5Sign, true),
  boc: cashierChannel('boc', bocSchema, payorder.bocH5Sign, true),
  cmb: cashierChannel('cmb', cmbSchema, payorder.cmbH5Sign, true),
  instalment: instalmentChannel,
};

/** The registry entry of a config, typed to take exactly that config. */
export function channelEntry(config: ChannelConfig): ChannelEntry<ChannelConfig> {
  return channels[config.type] as ChannelEntry<ChannelConfig>;
}

export type { PayContext } from './types';
