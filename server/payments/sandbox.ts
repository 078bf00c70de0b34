import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Notification, PaymentProvider, PaymentRequest } from './provider';
import { signFields, verifyFields } from './signature';

export type Deliver = (fields: Record<string, string>) => Promise<void>;

export interface SandboxOptions {
  secret: string;
  /** URL path of the cashier page; the trade number is appended. */
  cashierPath: string;
  log: FastifyBaseLogger;
}

/**
 * The built-in provider: a cashier page on this server where a tester approves or declines, and
 * callbacks signed with the server secret. It moves no money.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  private deliver: Deliver = async () => {
    throw new Error('sandbox provider is not connected to a server');
  };

  constructor(private readonly options: SandboxOptions) {}

  /** Where callbacks go: the server posts them to its own notify route. */
  connect(deliver: Deliver): void {
    this.deliver = deliver;
  }

  cashierUrl(request: PaymentRequest): string {
    return `${this.options.cashierPath}/${encodeURIComponent(request.tradeNo)}`;
  }

  /** The signed callback fields the sandbox sends for an outcome. */
  signedNotification(notice: Notification): Record<string, string> {
    const fields: Record<string, string> = {
      tradeNo: notice.tradeNo,
      kind: notice.kind,
      amount: String(notice.amount),
      currency: notice.currency,
      outcome: notice.outcome,
      timestamp: String(Date.now()),
      nonce: randomBytes(8).toString('hex'),
    };
    return { ...fields, sign: signFields(fields, this.options.secret) };
  }

  async notify(notice: Notification): Promise<void> {
    await this.deliver(this.signedNotification(notice));
  }

  /** The sandbox approves every refund at once; the outbox decides when it is asked. */
  async requestRefund(refund: {
    tradeNo: string;
    amount: number;
    currency: string;
  }): Promise<void> {
    await this.notify({ ...refund, kind: 'refund', outcome: 'approved' });
  }

  readNotification(fields: Record<string, string>): Notification | null {
    if (!verifyFields(fields, this.options.secret)) return null;
    const amount = Number(fields.amount);
    const kind = fields.kind === 'refund' ? 'refund' : 'payment';
    const outcome = fields.outcome === 'approved' ? 'approved' : 'declined';
    if (!Number.isInteger(amount)) return null;
    return {
      tradeNo: String(fields.tradeNo),
      kind,
      amount,
      currency: String(fields.currency),
      outcome,
    };
  }
}
