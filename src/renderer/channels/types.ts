import type { ReactNode } from 'react';
import type { ChannelConfig } from '../../../core/generated/config/event';

export type ChannelType = ChannelConfig['type'];
export type ChannelOf<T extends ChannelType> = Extract<ChannelConfig, { type: T }>;

/** The order a channel pays, and where the cashier sends the runner back to. */
export interface PayContext {
  applicationId: number;
  /** A premium race number's supplementary order of the registration, paid instead of it. */
  numberOrderId?: number;
  /** This app's order page; the page reads the outcome from the server when it loads again. */
  returnUrl: string;
}

export interface ChannelProps<C> {
  config: C;
  context: PayContext;
}

export interface ChannelEntry<C> {
  /**
   * The pay button of the order page's bar while this channel is chosen: pressing it takes the
   * runner to the channel's cashier, or to a step of the channel's own first.
   */
  component: (props: ChannelProps<C>) => ReactNode;
  /** The channel's mark (logo.svg next to the component), drawn for this product. */
  logo: string;
  /** Whether the channel's cashier works in a desktop browser (offered on /pcpay). */
  desktop: boolean;
  /**
   * Whether the channel pays a supplementary order of a registration (a premium number) as well
   * as the registration itself.
   */
  supplementary: boolean;
}

export type ChannelRegistry = { [T in ChannelType]: ChannelEntry<ChannelOf<T>> };
