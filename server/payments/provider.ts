import type { ChannelKey } from '../../core/domain/channels';

/** The payment channels an event config can list (core/domain/channels.ts). */
export type Channel = ChannelKey;

export interface PaymentRequest {
  tradeNo: string;
  orderNo: string;
  channel: Channel;
  /** Cents, instalment fee included. */
  amount: number;
  currency: string;
  instalmentTerms: number | null;
}

/** What a provider tells the server about one trade, after its signature was checked. */
export interface Notification {
  tradeNo: string;
  kind: 'payment' | 'refund';
  amount: number;
  currency: string;
  outcome: 'approved' | 'declined';
}

/**
 * A payment service. The server creates a trade, sends the runner to `cashierUrl`, and learns the
 * outcome only from a signed callback (POST {base B}/payorder/notify) read by `readNotification`.
 */
export interface PaymentProvider {
  readonly name: string;
  cashierUrl(request: PaymentRequest): string;
  /**
   * Asks for a refund of an approved payment; the outcome arrives as a `refund` notification.
   * Called from the stored outbox (server/services/outbox.ts), so it may be called again for the
   * same trade after a crash.
   */
  requestRefund(refund: { tradeNo: string; amount: number; currency: string }): Promise<void>;
  /** Checks the signature of callback fields; null when it does not verify. */
  readNotification(fields: Record<string, string>): Notification | null;
}
