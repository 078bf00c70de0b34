import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signFields } from '../../server/payments/signature';
import {
  A,
  applyForm,
  B,
  backends,
  data,
  errorOf,
  EVENTS,
  suiteServer,
  placesSold,
  type Runner,
} from '../server/helpers';

const SECRET = randomBytes(32).toString('hex');
const PARALLEL = 50;

describe.each(backends)('payment and refund callbacks on $name', (backend) => {
  // Refund answers wait an hour, so the test sends the refund callbacks itself.
  const server = suiteServer(backend, { paymentSecret: SECRET, refundDelayMs: 3_600_000 });

  interface Trade {
    tradeNo: string;
    amount: number;
    currency: string;
  }

  async function order(): Promise<{ runner: Runner; id: number; trade: Trade }> {
    const runner = await server.runner();
    const id = data<{ id: number }>(
      await server.post(`${A}/matchH5/apply`, applyForm(), runner.token),
    ).id;
    const trade = data<Trade>(
      await server.get(`${A}/payorder/zfbH5Sign`, { applicationID: id }, runner.token),
    );
    return { runner, id, trade };
  }

  function callback(
    trade: Trade,
    overrides: Partial<Record<'kind' | 'amount' | 'outcome' | 'tradeNo' | 'currency', string>> = {},
    secret = SECRET,
  ) {
    const fields: Record<string, string> = {
      tradeNo: trade.tradeNo,
      kind: 'payment',
      amount: String(trade.amount),
      currency: trade.currency,
      outcome: 'approved',
      timestamp: String(Date.now()),
      nonce: randomBytes(8).toString('hex'),
      ...overrides,
    };
    return server.post(`${B}/payorder/notify`, { ...fields, sign: signFields(fields, secret) });
  }

  async function state(id: number) {
    const application = await server.database.db
      .selectFrom('application')
      .select(['pay_state', 'paid_at', 'refund_status', 'holds_capacity', 'beans_used'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const trades = await server.database.db
      .selectFrom('payment')
      .select(['kind', 'status'])
      .where('application_id', '=', id)
      .orderBy('created_at')
      .execute();
    return {
      application,
      trades,
      sold: await placesSold(server.database.db, EVENTS.open.marathon),
    };
  }

  it('refuses a forged signature, a wrong amount or currency, and a trade of another kind', async () => {
    const { id, trade } = await order();
    const before = await state(id);
    const forged = await callback(trade, {}, randomBytes(32).toString('hex'));
    expect(errorOf(forged).sub_code).toBe(40020);
    expect(errorOf(await callback(trade, { amount: '1' })).sub_code).toBe(40021);
    expect(errorOf(await callback(trade, { currency: 'USD' })).sub_code).toBe(40021);
    expect(errorOf(await callback(trade, { kind: 'refund' })).sub_code).toBe(40405);
    expect(errorOf(await callback(trade, { tradeNo: 'P-NOT-A-TRADE' })).sub_code).toBe(40405);
    expect(await state(id)).toEqual(before);
  });

  it("does not let one order's trade pay another order", async () => {
    const first = await order();
    const second = await order();
    // A callback can only name a trade; the trade decides the order it pays.
    expect(data<{ result: string }>(await callback(first.trade)).result).toBe('approved');
    expect((await state(first.id)).application.paid_at).not.toBeNull();
    expect((await state(second.id)).application.paid_at).toBeNull();
  });

  it('changes nothing on a replay, even of another outcome', async () => {
    const { id, trade } = await order();
    expect(data<{ result: string }>(await callback(trade)).result).toBe('approved');
    const paid = await state(id);
    expect(data<{ result: string }>(await callback(trade)).result).toBe('unchanged');
    expect(data<{ result: string }>(await callback(trade, { outcome: 'declined' })).result).toBe(
      'unchanged',
    );
    expect(await state(id)).toEqual(paid);
  });

  it('does not pay a cancelled order or one past its deadline', async () => {
    const cancelled = await order();
    await server.post(
      `${A}/matchH5/cancelApplication`,
      { applicationID: cancelled.id },
      cancelled.runner.token,
    );
    expect(data<{ result: string }>(await callback(cancelled.trade)).result).toBe('rejected');
    expect((await state(cancelled.id)).application).toMatchObject({ pay_state: 1, paid_at: null });

    const late = await order();
    await server.database.db
      .updateTable('application')
      .set({ pay_deadline: new Date(Date.now() - 60_000) })
      .where('id', '=', late.id)
      .execute();
    expect(data<{ result: string }>(await callback(late.trade)).result).toBe('rejected');
    expect((await state(late.id)).application.paid_at).toBeNull();
  });

  it(`makes exactly one change for ${PARALLEL} concurrent duplicate payment callbacks`, async () => {
    const { id, trade } = await order();
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => callback(trade)));
    const results = answers.map((answer) => data<{ result: string }>(answer).result);
    expect(results.filter((result) => result === 'approved')).toHaveLength(1);
    expect(results.filter((result) => result === 'unchanged')).toHaveLength(PARALLEL - 1);
    expect((await state(id)).trades).toEqual([{ kind: 'payment', status: 'approved' }]);
  });

  /** A paid order whose refund the runner asked for, with the refund's trade. */
  async function refunding(): Promise<{ id: number; refundTrade: Trade }> {
    const { runner, id, trade } = await order();
    await callback(trade);
    const refunded = await server.post(
      `${A}/matchH5/refundApply`,
      { applicationID: id },
      runner.token,
    );
    expect(refunded.statusCode).toBe(200);
    const refundTrade = await server.database.db
      .selectFrom('payment')
      .select(['trade_no as tradeNo', 'amount', 'currency'])
      .where('application_id', '=', id)
      .where('kind', '=', 'refund')
      .executeTakeFirstOrThrow();
    return { id, refundTrade };
  }

  it('refuses a forged refund callback, a wrong amount or currency, or one named as a payment; a replay changes nothing', async () => {
    const { id, refundTrade } = await refunding();
    const before = await state(id);
    const forged = await callback(refundTrade, { kind: 'refund' }, randomBytes(32).toString('hex'));
    expect(errorOf(forged).sub_code).toBe(40020);
    expect(errorOf(await callback(refundTrade, { kind: 'refund', amount: '1' })).sub_code).toBe(
      40021,
    );
    expect(errorOf(await callback(refundTrade, { kind: 'refund', currency: 'USD' })).sub_code).toBe(
      40021,
    );
    expect(errorOf(await callback(refundTrade)).sub_code).toBe(40405);
    expect(await state(id)).toEqual(before);

    expect(data<{ result: string }>(await callback(refundTrade, { kind: 'refund' })).result).toBe(
      'approved',
    );
    const refunded = await state(id);
    for (const outcome of ['approved', 'declined']) {
      const replay = await callback(refundTrade, { kind: 'refund', outcome });
      expect(data<{ result: string }>(replay).result).toBe('unchanged');
    }
    expect(await state(id)).toEqual(refunded);
  });

  it(`makes exactly one change for ${PARALLEL} concurrent duplicate refund callbacks`, async () => {
    const { id, refundTrade } = await refunding();
    const before = await state(id);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => callback(refundTrade, { kind: 'refund' })),
    );
    const results = answers.map((answer) => data<{ result: string }>(answer).result);
    expect(results.filter((result) => result === 'approved')).toHaveLength(1);
    expect(results.filter((result) => result === 'unchanged')).toHaveLength(PARALLEL - 1);
    const after = await state(id);
    expect(after.sold).toBe(before.sold - 1);
    expect(after.application).toMatchObject({ refund_status: 2, holds_capacity: false });
    expect(after.trades).toEqual([
      { kind: 'payment', status: 'approved' },
      { kind: 'refund', status: 'approved' },
    ]);
  });
});
