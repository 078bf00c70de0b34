import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signFields } from '../../server/payments/signature';
import {
  A,
  B,
  EVENTS,
  applyForm,
  backends,
  createRunners,
  data,
  errorOf,
  openTestServer,
  passQuiz,
  placesLeft,
  type Runner,
  type TestServer,
} from './helpers';

const SECRET = 'test-refund-secret';

interface RefundItem {
  id: number;
  applicationID: number;
  status: string;
  amount: number;
  currency: string;
  percent: number;
  decisionReason: string | null;
  kind: string;
}

describe.each(backends)('refunds and withdrawals on $name', (backend) => {
  let server: TestServer;
  // The server's clock: real time unless a test moves it.
  let clock: Date | null = null;
  const now = () => clock ?? new Date();

  beforeAll(async () => {
    server = await openTestServer(backend, { paymentSecret: SECRET, refundDelayMs: 0, now });
  });
  afterAll(() => server.close());

  async function paidOrder(runner: Runner, overrides: Record<string, unknown> = {}) {
    const applied = await server.post(`${A}/matchH5/apply`, applyForm(overrides), runner.token);
    expect(applied.statusCode).toBe(200);
    const id = data<{ id: number }>(applied).id;
    const { tradeNo } = data<{ tradeNo: string }>(
      await server.get(`${A}/payorder/zfbH5Sign`, { applicationID: id }, runner.token),
    );
    await server.post(`${B}/sandbox/pay`, { tradeNo, outcome: 'approve' });
    return id;
  }
  const detail = async (runner: Runner, applicationID: number) =>
    data<{ state: string; refundStatus: number; amount: number; matchEventID: number }>(
      await server.get(`${A}/matchH5/detailApplication`, { applicationID }, runner.token),
    );
  const refunds = async (runner: Runner) =>
    data<RefundItem[]>(await server.get(`${A}/matchH5/listsRefund`, {}, runner.token));
  const refundTrades = (applicationId: number) =>
    server.database.db
      .selectFrom('payment')
      .selectAll()
      .where('application_id', '=', applicationId)
      .where('kind', '=', 'refund')
      .execute();

  it('refunds 100 % inside the first window, once, and puts the place back on sale', async () => {
    const runner = await server.runner();
    const id = await paidOrder(runner);
    const quote = await server.get(`${A}/matchH5/refundQuote`, { applicationID: id }, runner.token);
    expect(data(quote)).toMatchObject({
      amount: 26000,
      currency: 'CNY',
      percent: 100,
      handlingFee: 0,
      requires: 'nothing',
      review: 'automatic',
    });
    const placesWhilePaid = await placesLeft(server, EVENTS.open.id);
    const asked = await server.post(
      `${A}/matchH5/refundApply`,
      { applicationID: id },
      runner.token,
    );
    expect(data<{ refundStatus: number }>(asked).refundStatus).toBe(1);
    await expect.poll(async () => (await detail(runner, id)).state).toBe('refunded');
    expect(await placesLeft(server, EVENTS.open.id)).toBe(placesWhilePaid + 1);
    expect(await refunds(runner)).toMatchObject([
      { applicationID: id, status: 'refunded', amount: 26000, currency: 'CNY', percent: 100 },
    ]);
  });

  it('makes one refund of 20 concurrent requests for one order', async () => {
    const runner = await server.runner();
    const id = await paidOrder(runner);
    const placesWhilePaid = await placesLeft(server, EVENTS.open.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.post(`${A}/matchH5/refundApply`, { applicationID: id }, runner.token),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    await expect.poll(async () => (await detail(runner, id)).state).toBe('refunded');
    expect(await refundTrades(id)).toHaveLength(1);
    expect(await refunds(runner)).toHaveLength(1);
    expect(await placesLeft(server, EVENTS.open.id)).toBe(placesWhilePaid + 1);
  });

  it('changes nothing when the refund callback is replayed', async () => {
    const runner = await server.runner();
    const id = await paidOrder(runner);
    await server.post(`${A}/matchH5/refundApply`, { applicationID: id }, runner.token);
    await expect.poll(async () => (await detail(runner, id)).state).toBe('refunded');
    const places = await placesLeft(server, EVENTS.open.id);
    const [trade] = await refundTrades(id);
    const fields = {
      tradeNo: trade.trade_no,
      kind: 'refund',
      amount: String(trade.amount),
      currency: trade.currency,
      outcome: 'approved',
      timestamp: String(Date.now()),
      nonce: 'replay',
    };
    const replay = await server.post(`${B}/payorder/notify`, {
      ...fields,
      sign: signFields(fields, SECRET),
    });
    expect(data<{ result: string }>(replay).result).toBe('unchanged');
    expect(await placesLeft(server, EVENTS.open.id)).toBe(places);
    expect((await refunds(runner))[0]).toMatchObject({ status: 'refunded', amount: 26000 });
  });

  it("refuses to quote, refund, withdraw or cancel another runner's registration", async () => {
    const owner = await server.runner();
    const stranger = await server.runner();
    const id = await paidOrder(owner);
    for (const [method, url] of [
      ['get', `${A}/matchH5/refundQuote`],
      ['post', `${A}/matchH5/refundApply`],
      ['get', `${B}/withdraw/quote`],
      ['post', `${B}/withdraw/apply`],
      ['post', `${A}/matchH5/cancelCandidate`],
    ] as const) {
      const response = await server[method](url, { applicationID: id }, stranger.token);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).sub_code).toBe(40403);
    }
    expect((await detail(owner, id)).state).toBe('paid');
  });

  it('refuses a refund outside every window, saying when refunds closed', async () => {
    const runner = await server.runner();
    const id = await paidOrder(runner, {
      matchEventID: EVENTS.quiz.id,
      ticketDefIDs: String(EVENTS.quiz.marathon),
      gatePass: await passQuiz(server, runner),
    });
    const refused = await server.request({
      method: 'POST',
      url: `${A}/matchH5/refundApply`,
      token: runner.token,
      lang: 'en-US',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `applicationID=${id}`,
    });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      sub_code: 40930,
      message: 'Refunds for this race closed at 2021-01-01 00:00 Beijing time',
    });
    expect((await detail(runner, id)).state).toBe('paid');
  });

  describe('reviewed by staff', () => {
    const fifty = { matchEventID: EVENTS.fifty.id, ticketDefIDs: String(EVENTS.fifty.ticket) };
    const decide = (id: number, decision: string, reason?: string) =>
      server.post(`${B}/dev/refunds`, { id, decision, ...(reason ? { reason } : {}) });

    it('gives the partial window share less the fee, once staff approve', async () => {
      const runner = await server.runner();
      const id = await paidOrder(runner, fifty);
      const quote = data(
        await server.get(`${A}/matchH5/refundQuote`, { applicationID: id }, runner.token),
      );
      expect(quote).toMatchObject({ amount: 4000, percent: 50, handlingFee: 1000 });
      const noReason = await server.post(
        `${A}/matchH5/refundApply`,
        { applicationID: id },
        runner.token,
      );
      expect(errorOf(noReason).sub_code).toBe(40040);
      await server.post(
        `${A}/matchH5/refundApply`,
        { applicationID: id, reason: 'injured knee' },
        runner.token,
      );
      const [request] = await refunds(runner);
      expect(request).toMatchObject({ status: 'requested', amount: 4000 });
      expect(await refundTrades(id)).toHaveLength(0);
      expect(data(await decide(request.id, 'approve'))).toMatchObject({ status: 'approved' });
      await expect.poll(async () => (await detail(runner, id)).state).toBe('refunded');
      expect((await refunds(runner))[0]).toMatchObject({ status: 'refunded', amount: 4000 });
      expect(errorOf(await decide(request.id, 'reject', 'late')).sub_code).toBe(40936);
    });

    it('gives the runner the paid order back with the reason when staff reject', async () => {
      const runner = await server.runner();
      const id = await paidOrder(runner, fifty);
      await server.post(
        `${A}/matchH5/refundApply`,
        { applicationID: id, reason: 'changed my mind' },
        runner.token,
      );
      const [request] = await refunds(runner);
      expect(errorOf(await decide(request.id, 'reject')).sub_code).toBe(40042);
      await decide(request.id, 'reject', 'Not a medical reason');
      expect(await detail(runner, id)).toMatchObject({ state: 'paid', refundStatus: 0 });
      expect((await refunds(runner))[0]).toMatchObject({
        status: 'rejected',
        decisionReason: 'Not a medical reason',
      });
      expect(await refundTrades(id)).toHaveLength(0);
    });
  });

  it('lets a lottery entrant leave the draw before it, and not after', async () => {
    const [early, late] = await server.runners(2);
    const lottery = {
      matchEventID: EVENTS.lottery.id,
      ticketDefIDs: String(EVENTS.lottery.ticket),
    };
    const entries = await Promise.all(
      [early, late].map(async (runner) =>
        data<{ id: number }>(
          await server.post(`${A}/matchH5/apply`, applyForm(lottery), runner.token),
        ),
      ),
    );
    const left = await server.post(
      `${A}/matchH5/cancelCandidate`,
      { applicationID: entries[0].id },
      early.token,
    );
    expect(data<{ state: string }>(left).state).toBe('cancelled');
    await server.post(`${B}/dev/draw`, { event: EVENTS.lottery.key });
    const after = await server.post(
      `${A}/matchH5/cancelCandidate`,
      { applicationID: entries[1].id },
      late.token,
    );
    expect(errorOf(after).sub_code).toBe(40935);
  });

  it('withdraws for the race share of the price', async () => {
    const runner = await server.runner();
    const id = await paidOrder(runner);
    const quote = data(
      await server.get(`${B}/withdraw/quote`, { applicationID: id }, runner.token),
    );
    expect(quote).toMatchObject({ outcome: 'refund', amount: 10400, percent: 40 });
    const done = await server.post(`${B}/withdraw/apply`, { applicationID: id }, runner.token);
    expect(data(done)).toMatchObject({ outcome: 'refund', nextApplicationID: null });
    await expect.poll(async () => (await detail(runner, id)).state).toBe('refunded');
    expect((await refunds(runner))[0]).toMatchObject({ kind: 'withdrawal', amount: 10400 });
  });

  it('defers to the next edition, registered there without paying', async () => {
    clock = new Date('2020-06-01T00:00:00Z');
    try {
      const [runner] = await createRunners(server.database.db, 1, clock);
      const id = await paidOrder(runner, {
        matchEventID: EVENTS.closed.id,
        ticketDefIDs: String(EVENTS.closed.ticket),
      });
      const listed = data<{ id: number }[]>(
        await server.get(`${A}/match/listsMatch`, { openWithdraw: 1 }),
      ).map((event) => event.id);
      expect(listed).toContain(EVENTS.closed.id);
      expect(listed).not.toContain(EVENTS.fifty.id);
      const [closedBefore, nextBefore] = [
        await placesLeft(server, EVENTS.closed.id),
        await placesLeft(server, EVENTS.fifty.id),
      ];
      const quote = data(
        await server.get(`${B}/withdraw/quote`, { applicationID: id }, runner.token),
      );
      expect(quote).toMatchObject({ outcome: 'deferral', nextEventID: EVENTS.fifty.id });
      const done = data<{ outcome: string; nextApplicationID: number }>(
        await server.post(`${B}/withdraw/apply`, { applicationID: id }, runner.token),
      );
      expect(done.outcome).toBe('deferral');
      expect((await detail(runner, id)).state).toBe('deferred');
      expect(await detail(runner, done.nextApplicationID)).toMatchObject({
        state: 'paid',
        amount: 0,
        matchEventID: EVENTS.fifty.id,
      });
      expect(await placesLeft(server, EVENTS.closed.id)).toBe(closedBefore + 1);
      expect(await placesLeft(server, EVENTS.fifty.id)).toBe(nextBefore - 1);
      const again = await server.post(`${B}/withdraw/apply`, { applicationID: id }, runner.token);
      expect(again.statusCode).toBe(409);
    } finally {
      clock = null;
    }
  });

  it("refunds a deferred runner's premium number in full and frees it: it stays in this edition", async () => {
    clock = new Date('2020-06-01T00:00:00Z');
    try {
      const closedRace = {
        matchEventID: EVENTS.closed.id,
        ticketDefIDs: String(EVENTS.closed.ticket),
      };
      const [runner, other] = await createRunners(server.database.db, 2, clock);
      const id = await paidOrder(runner, closedRace);
      const takeLucky = (who: Runner, applicationID: number) =>
        server.post(`${A}/matchH5/setCNO`, { applicationID, cno: 'CLS0088' }, who.token);
      const held = data<{ pending: { numberOrderID: number } }>(await takeLucky(runner, id));
      const { tradeNo } = data<{ tradeNo: string }>(
        await server.get(
          `${A}/payorder/zfbH5Sign`,
          { applicationID: id, numberOrderID: held.pending.numberOrderID },
          runner.token,
        ),
      );
      await server.post(`${B}/sandbox/pay`, { tradeNo, outcome: 'approve' });

      await server.post(`${B}/withdraw/apply`, { applicationID: id }, runner.token);
      expect((await detail(runner, id)).state).toBe('deferred');
      await expect
        .poll(async () => (await refundTrades(id)).map((trade) => [trade.amount, trade.status]))
        .toEqual([[8800, 'approved']]);
      const otherId = await paidOrder(other, closedRace);
      expect((await takeLucky(other, otherId)).statusCode).toBe(200);
    } finally {
      clock = null;
    }
  });
});
