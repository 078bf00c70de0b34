import type { Transaction } from 'kysely';
import type { DB, Db } from '../db/types';
import type { PaymentProvider } from '../payments/provider';
import type { FastifyBaseLogger } from 'fastify';

export interface RefundJob {
  tradeNo: string;
  amount: number;
  currency: string;
}

/** A failed job is tried again after this long, growing with each attempt. */
const RETRY_MS = 5_000;
/** With nothing pending, look again this often: `npm run refunds` stores jobs from outside. */
const IDLE_LOOK_MS = 3_000;

/** Stores a refund request in the transaction that opens the refund trade. */
export async function enqueueRefund(trx: Transaction<DB>, job: RefundJob, dueAt: Date, now: Date) {
  await trx
    .insertInto('provider_job')
    .values({
      kind: 'refund',
      trade_no: job.tradeNo,
      payload: JSON.stringify(job),
      due_at: dueAt,
      created_at: now,
    })
    .execute();
}

/**
 * Sends stored provider work when it is due: at start-up (work left by a crash or a restart) and
 * after each new job. The timer only says when to look; what is pending lives in the database, so
 * nothing is lost with the process. A job that was sent but not marked done before a crash is sent
 * again, which the provider's callback handling makes harmless (a repeat changes nothing).
 */
export class ProviderOutbox {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date,
  ) {}

  /** Looks for due work now and plans the next look. */
  wake(): void {
    if (this.closed) return;
    this.running ??= this.runDue().finally(() => {
      this.running = null;
      this.planNext().catch((error: unknown) => this.log.error({ err: error }, 'outbox'));
    });
  }

  private async runDue(): Promise<void> {
    const due = await this.db
      .selectFrom('provider_job')
      .selectAll()
      .where('done_at', 'is', null)
      .where('due_at', '<=', this.now())
      .orderBy('due_at')
      .execute();
    for (const job of due) {
      if (this.closed) return;
      try {
        await this.provider.requestRefund(job.payload);
        await this.db
          .updateTable('provider_job')
          .set({ done_at: this.now() })
          .where('id', '=', job.id)
          .execute();
      } catch (error) {
        this.log.error({ err: error, tradeNo: job.trade_no }, 'provider job failed; retrying');
        await this.db
          .updateTable('provider_job')
          .set((eb) => ({
            attempts: eb('attempts', '+', 1),
            due_at: new Date(this.now().getTime() + RETRY_MS * (job.attempts + 1)),
          }))
          .where('id', '=', job.id)
          .execute();
      }
    }
  }

  private async planNext(): Promise<void> {
    if (this.closed) return;
    const next = await this.db
      .selectFrom('provider_job')
      .select('due_at')
      .where('done_at', 'is', null)
      .orderBy('due_at')
      .limit(1)
      .executeTakeFirst();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const wait = next ? Math.max(0, next.due_at.getTime() - this.now().getTime()) : IDLE_LOOK_MS;
    this.timer = setTimeout(() => this.wake(), Math.min(wait, IDLE_LOOK_MS));
    this.timer.unref();
  }

  /** Stops looking (the server is stopping); pending work stays stored for the next start. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
