/** The payment channels an event config can list (payment.channels[].type). */
export const CHANNELS = ['wallet', 'messaging', 'unionpay', 'boc', 'cmb', 'instalment'] as const;
export type Channel = (typeof CHANNELS)[number];

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
  /** Asks for a refund of an approved payment; the outcome arrives as a `refund` notification. */
  requestRefund(refund: { tradeNo: string; amount: number; currency: string }): void;
  /** Checks the signature of callback fields; null when it does not verify. */
  readNotification(fields: Record<string, string>): Notification | null;
}
