import { WINDOW_MS, nextShare } from '../../core/domain/admissionRate';
import type { Db } from '../db/types';

/**
 * The share of its configured rate at which a waiting room admits, in this process, following
 * the latency of the sign-ups this process handled (core/domain/admissionRate). Each process
 * judges its own applies and slows its own joins: with N processes behind one load balancer each
 * lowers its share of the line, and the line as a whole slows as far as the processes that see
 * slow applies. Kept in memory per database the process uses, so no request pays for it.
 */

/** Decisions are at least this far apart. */
const STEP_MS = 1_000;

export class AdmissionRate {
  private samples: { at: number; ms: number }[] = [];
  private share = 1;
  private decidedAt: number | null = null;
  private halvedAt = -Infinity;
  private forgotAt = -Infinity;

  /** A sign-up that took `ms`, finished at `at` (ms since the epoch). */
  record(ms: number, at: number): void {
    this.samples.push({ at, ms });
    // Once a step, so that memory stays at a window and a step of samples at little cost.
    if (at - this.forgotAt < STEP_MS) return;
    this.forgetBefore(at - WINDOW_MS);
    this.forgotAt = at;
  }

  /** The share at `now`, deciding again when the last decision is a step old. */
  shareAt(now: number): number {
    const elapsed = this.decidedAt === null ? STEP_MS : now - this.decidedAt;
    if (elapsed < STEP_MS) return this.share;
    this.forgetBefore(now - WINDOW_MS);
    const latencies = this.samples.map((sample) => sample.ms);
    const share = nextShare(this.share, latencies, elapsed, now - this.halvedAt);
    if (share < this.share) this.halvedAt = now;
    this.share = share;
    this.decidedAt = now;
    return share;
  }

  private forgetBefore(at: number): void {
    const kept = this.samples.findIndex((sample) => sample.at >= at);
    if (kept !== 0) this.samples = kept === -1 ? [] : this.samples.slice(kept);
  }
}

const rates = new WeakMap<Db, AdmissionRate>();

/** The process's admission rate for the sign-ups it sends to `db`. */
export function admissionRateOf(db: Db): AdmissionRate {
  let rate = rates.get(db);
  if (!rate) {
    rate = new AdmissionRate();
    rates.set(db, rate);
  }
  return rate;
}

/** Records how long a sign-up took in this process, for the admission rate of its rooms. */
export function recordSignUp(ctx: { db: Db; now: () => Date }, ms: number): void {
  admissionRateOf(ctx.db).record(ms, ctx.now().getTime());
}
