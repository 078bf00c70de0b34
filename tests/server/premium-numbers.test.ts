import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Application, RaceNumber as NumberView } from '../../core/generated/api';
import { signFields } from '../../server/payments/signature';
import {
  A,
  B,
  FIXTURE_EVENTS,
  PICKUP_TEN_K,
  backends,
  data,
  errorOf,
  paidRunner,
  suiteServer,
  toForm,
  type Runner,
  type TestServer,
} from './helpers';

/** The hold of an unpaid premium number of a race without `payment.payWithinMinutes`. */
const HOLD_MS = 30 * 60_000;
const SECRET = 'test-payment-secret';

const takeOn = (server: TestServer, runner: Runner, applicationID: number, cno: string) =>
  server.post(`${A}/matchH5/setCNO`, { applicationID, cno }, runner.token);

/** Pays a premium number's order at the sandbox cashier. */
async function payNumberOn(
  server: TestServer,
  runner: Runner,
  applicationID: number,
  numberOrderID: number,
) {
  const sign = await server.get(
    `${A}/payorder/zfbH5Sign`,
    { applicationID, numberOrderID },
    runner.token,
  );
  if (sign.statusCode !== 200) return sign;
  const { tradeNo } = data<{ tradeNo: string }>(sign);
  return server.post(`${B}/sandbox/pay`, { tradeNo, outcome: 'approve' });
}

/** Answers a refund trade as the provider does, signed with the server's payment secret. */
function answerRefund(
  server: TestServer,
  trade: { trade_no: string; amount: number; currency: string },
  outcome: 'approved' | 'declined',
) {
  const fields = {
    tradeNo: trade.trade_no,
    kind: 'refund',
    amount: String(trade.amount),
    currency: trade.currency,
    outcome,
    timestamp: String(Date.now()),
    nonce: trade.trade_no,
  };
  return server.post(`${B}/payorder/notify`, { ...fields, sign: signFields(fields, SECRET) });
}

describe.each(backends)('premium race numbers on $name', (backend) => {
  let ahead = 0;
  const server = suiteServer(backend, {
    now: () => new Date(Date.now() + ahead),
    refundDelayMs: 0,
  });

  const paid = () => paidRunner(server, PICKUP_TEN_K);
  const take = (runner: Runner, applicationID: number, cno: string) =>
    takeOn(server, runner, applicationID, cno);
  const mine = async (runner: Runner, applicationID: number) =>
    data<NumberView>(await server.get(`${A}/matchH5/searchNo`, { applicationID }, runner.token));
  const slipNumber = async (runner: Runner, applicationID: number) =>
    data<{ raceNumber: string | null }>(
      await server.get(`${A}/matchH5/getReserveInfo`, { applicationID }, runner.token),
    ).raceNumber;
  const payNumber = (runner: Runner, applicationID: number, numberOrderID: number) =>
    payNumberOn(server, runner, applicationID, numberOrderID);

  it("holds a premium number with an order of its price, and makes it the runner's once paid", async () => {
    const { runner, id } = await paid();
    const looked = data<NumberView>(
      await server.get(
        `${A}/matchH5/searchNo`,
        { applicationID: id, cno: 'PKR0050' },
        runner.token,
      ),
    );
    expect(looked).toMatchObject({ available: true, price: { amount: 8800, currency: 'CNY' } });

    const taken = data<NumberView>(await take(runner, id, 'PKR0050'));
    expect(taken).toMatchObject({
      mine: 'PKR0050',
      pending: { amount: 8800, currency: 'CNY', payDeadline: expect.any(String) },
    });
    // Held, not theirs yet: the slip shows no number, and nobody else can take it.
    expect(await slipNumber(runner, id)).toBeNull();
    const other = await paid();
    expect(errorOf(await take(other.runner, other.id, 'PKR0050')).sub_code).toBe(40938);
    // Someone else's registration cannot pay (or see) this order.
    const foreign = await payNumber(other.runner, other.id, taken.pending!.numberOrderID);
    expect(errorOf(foreign)).toMatchObject({ code: 404, sub_code: 40421 });

    const payment = await payNumber(runner, id, taken.pending!.numberOrderID);
    expect(data(payment)).toMatchObject({ status: 'approved' });
    expect(await mine(runner, id)).toMatchObject({ mine: 'PKR0050', pending: null });
    expect(await slipNumber(runner, id)).toBe('PKR0050');
  });

  it('frees a premium number whose hold lapsed unpaid, and refuses the late payment', async () => {
    const first = await paid();
    const held = data<NumberView>(await take(first.runner, first.id, 'PKR0022'));
    expect(held.pending).toMatchObject({ amount: 6600 });
    ahead += HOLD_MS + 60_000;
    const second = await paid();
    const taken = data<NumberView>(await take(second.runner, second.id, 'PKR0022'));
    expect(taken).toMatchObject({ mine: 'PKR0022', pending: { amount: 6600 } });
    expect(await mine(first.runner, first.id)).toMatchObject({ mine: null, pending: null });
    const late = await payNumber(first.runner, first.id, held.pending!.numberOrderID);
    expect(errorOf(late).sub_code).toBe(40910);
  });

  it('gives a premium number back when the runner cancels it before paying', async () => {
    const first = await paid();
    await take(first.runner, first.id, 'PKR0044');
    const cancelled = await server.post(
      `${A}/matchH5/cancelPremiumNumber`,
      { applicationID: first.id },
      first.runner.token,
    );
    expect(data<NumberView>(cancelled)).toMatchObject({ mine: null, pending: null });
    const again = await server.post(
      `${A}/matchH5/cancelPremiumNumber`,
      { applicationID: first.id },
      first.runner.token,
    );
    expect(errorOf(again).sub_code).toBe(40965);
    const second = await paid();
    expect((await take(second.runner, second.id, 'PKR0044')).statusCode).toBe(200);
  });

  /** A paid registration with the premium number `cno` paid on top of it. */
  async function paidWithNumber(cno: string) {
    const entry = await paid();
    const held = data<NumberView>(await take(entry.runner, entry.id, cno));
    await payNumber(entry.runner, entry.id, held.pending!.numberOrderID);
    return { ...entry, numberOrderID: held.pending!.numberOrderID };
  }
  const detail = async (runner: Runner, applicationID: number) =>
    data<Application>(
      await server.get(`${A}/matchH5/detailApplication`, { applicationID }, runner.token),
    );
  const state = async (runner: Runner, applicationID: number) =>
    (await detail(runner, applicationID)).state;
  const refunds = async (runner: Runner) =>
    data<{ amount: number; status: string }[]>(
      await server.get(`${A}/matchH5/listsRefund`, {}, runner.token),
    );
  const numberOrder = (id: number) =>
    server.database.db
      .selectFrom('number_order')
      .select('state')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const refundTrades = (applicationId: number) =>
    server.database.db
      .selectFrom('payment')
      .select(['amount', 'number_order_id', 'status'])
      .where('application_id', '=', applicationId)
      .where('kind', '=', 'refund')
      .orderBy('number_order_id')
      .execute();

  it('refunds a paid premium number with its registration, at the same share, and frees it', async () => {
    const entry = await paidWithNumber('PKR0011');
    expect((await detail(entry.runner, entry.id)).numberOrder).toEqual({
      numberOrderID: entry.numberOrderID,
      cno: 'PKR0011',
      amount: 6600,
      currency: 'CNY',
      state: 'paid',
      payDeadline: expect.any(String),
      paidAt: expect.any(String),
    });
    // 80 % of the 1-yuan registration and 80 % of the 66-yuan number.
    const quote = await server.get(
      `${A}/matchH5/refundQuote`,
      { applicationID: entry.id },
      entry.runner.token,
    );
    expect(data(quote)).toMatchObject({ paidAmount: 100 + 6600, amount: 80 + 5280, percent: 80 });
    const asked = await server.post(
      `${A}/matchH5/refundApply`,
      { applicationID: entry.id },
      entry.runner.token,
    );
    expect(asked.statusCode).toBe(200);
    await expect.poll(() => state(entry.runner, entry.id)).toBe('refunded');
    await expect.poll(async () => (await numberOrder(entry.numberOrderID)).state).toBe('refunded');
    const listed = data<Application[]>(
      await server.get(`${A}/matchH5/listsApplication`, {}, entry.runner.token),
    );
    expect(listed[0]).toMatchObject({ numberOrder: { cno: 'PKR0011', state: 'refunded' } });
    expect(await refunds(entry.runner)).toMatchObject([{ status: 'refunded', amount: 5360 }]);
    // One trade back on each payment: the number's own refund names its supplementary order.
    expect(await refundTrades(entry.id)).toEqual([
      { amount: 5280, number_order_id: entry.numberOrderID, status: 'approved' },
      { amount: 80, number_order_id: null, status: 'approved' },
    ]);
    const other = await paid();
    const taken = data<NumberView>(await take(other.runner, other.id, 'PKR0011'));
    expect(taken).toMatchObject({ mine: 'PKR0011', pending: { amount: 6600 } });
  });

  it('gives a paid premium number back at the withdrawal share when the runner withdraws', async () => {
    const entry = await paidWithNumber('PKR0055');
    const quote = await server.get(
      `${B}/withdraw/quote`,
      { applicationID: entry.id },
      entry.runner.token,
    );
    expect(data(quote)).toMatchObject({ outcome: 'refund', amount: 40 + 2640, percent: 40 });
    await server.post(`${B}/withdraw/apply`, { applicationID: entry.id }, entry.runner.token);
    await expect.poll(() => state(entry.runner, entry.id)).toBe('refunded');
    expect(await refunds(entry.runner)).toMatchObject([{ status: 'refunded', amount: 2680 }]);
    const other = await paid();
    expect((await take(other.runner, other.id, 'PKR0055')).statusCode).toBe(200);
  });

  it('cancels an unpaid premium number when its registration is refunded', async () => {
    const entry = await paid();
    const held = data<NumberView>(await take(entry.runner, entry.id, 'PKR0057'));
    expect((await detail(entry.runner, entry.id)).numberOrder).toMatchObject({
      cno: 'PKR0057',
      state: 'unpaid',
      paidAt: null,
    });
    await server.post(`${A}/matchH5/refundApply`, { applicationID: entry.id }, entry.runner.token);
    expect(await numberOrder(held.pending!.numberOrderID)).toEqual({ state: 'cancelled' });
    // Cancelled, it can no longer be paid.
    const late = await payNumber(entry.runner, entry.id, held.pending!.numberOrderID);
    expect(errorOf(late).sub_code).toBe(40904);
    const other = await paid();
    expect((await take(other.runner, other.id, 'PKR0057')).statusCode).toBe(200);
    await expect.poll(() => state(entry.runner, entry.id)).toBe('refunded');
    expect(await refunds(entry.runner)).toMatchObject([{ status: 'refunded', amount: 80 }]);
    expect((await detail(entry.runner, entry.id)).numberOrder).toBeNull();
  });

  it('holds a premium number for exactly one of 50 runners taking it at once', async () => {
    const entrants = await Promise.all(Array.from({ length: 50 }, () => paid()));
    const answers = await Promise.all(
      entrants.map(({ runner, id }) => take(runner, id, 'PKR0033')),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(new Set(refused.map((answer) => errorOf(answer).sub_code))).toEqual(new Set([40938]));
    const orders = await server.database.db
      .selectFrom('number_order')
      .select('id')
      .where('cno', '=', 'PKR0033')
      .execute();
    expect(orders).toHaveLength(1);
  });
});

describe.each(backends)(
  'a premium number whose refund the provider declines, on $name',
  (backend) => {
    // The sandbox never gets to answer the refunds here: the test answers them as the provider.
    const server = suiteServer(backend, { paymentSecret: SECRET, refundDelayMs: 3_600_000 });

    it.each([
      ['its own answer first', 'PKR0044', false],
      ["the registration's answer first", 'PKR0011', true],
    ])(
      "stays its runner's, paid, while the registration is refunded: %s",
      async (_, cno, registrationFirst) => {
        const entry = await paidRunner(server, PICKUP_TEN_K);
        const held = data<NumberView>(await takeOn(server, entry.runner, entry.id, cno));
        const numberOrderID = held.pending!.numberOrderID;
        expect((await payNumberOn(server, entry.runner, entry.id, numberOrderID)).statusCode).toBe(
          200,
        );
        const asked = await server.post(
          `${A}/matchH5/refundApply`,
          { applicationID: entry.id },
          entry.runner.token,
        );
        expect(asked.statusCode).toBe(200);
        const trades = await server.database.db
          .selectFrom('payment')
          .select(['trade_no', 'amount', 'currency', 'number_order_id'])
          .where('application_id', '=', entry.id)
          .where('kind', '=', 'refund')
          .orderBy('number_order_id')
          .execute();
        expect(trades.map((trade) => trade.number_order_id)).toEqual([numberOrderID, null]);
        for (const trade of registrationFirst ? trades.reverse() : trades) {
          const outcome = trade.number_order_id === null ? 'approved' : 'declined';
          expect((await answerRefund(server, trade, outcome)).statusCode).toBe(200);
        }
        const detail = data<Application>(
          await server.get(
            `${A}/matchH5/detailApplication`,
            { applicationID: entry.id },
            entry.runner.token,
          ),
        );
        expect(detail).toMatchObject({
          state: 'refunded',
          numberOrder: { cno, state: 'paid' },
        });
        const other = await paidRunner(server, PICKUP_TEN_K);
        expect(errorOf(await takeOn(server, other.runner, other.id, cno)).sub_code).toBe(40938);
      },
    );
  },
);

/** The relay the captain pays for, with premium member numbers and a refund of 80 % of the price. */
const RELAY = { id: 9010, member: 901002, memberRole: 2, percent: 80, premium: 6600 };
function relayDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'team-numbers-'));
  const race = JSON.parse(readFileSync(join(FIXTURE_EVENTS, 'team-relay.json'), 'utf8'));
  race.raceNumbers = {
    choose: true,
    ranges: [{ ticket: RELAY.member, prefix: 'RLY', from: 1, to: 60 }],
    premium: [{ pattern: '^RLY00(\\d)\\1$', price: { mainland: RELAY.premium } }],
  };
  race.refund = { windows: [{ until: '2099-05-01T00:00:00+08:00', percent: RELAY.percent }] };
  writeFileSync(join(dir, 'team-relay.json'), JSON.stringify(race));
  return dir;
}

describe.each(backends)(
  "a team member's premium number on the captain's refund, on $name",
  (backend) => {
    // The test answers the refunds as the provider, so it sees them before they come through.
    const server = suiteServer(backend, () => ({
      eventsDir: relayDir(),
      paymentSecret: SECRET,
      refundDelayMs: 3_600_000,
    }));

    const send = (url: string, body: Record<string, unknown>, runner: Runner) =>
      server.request({
        method: 'POST',
        url,
        token: runner.token,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: toForm(body),
      });
    const payOrder = async (runner: Runner, applicationID: number) => {
      const sign = await server.get(`${A}/payorder/zfbH5Sign`, { applicationID }, runner.token);
      const { tradeNo } = data<{ tradeNo: string }>(sign);
      return server.post(`${B}/sandbox/pay`, { tradeNo, outcome: 'approve' });
    };
    const member = (name: string, gender: 1 | 2, phone: string) => ({
      name,
      gender,
      phone,
      idNumber: '110101199003074514',
    });
    const holderOf = async (cno: string) =>
      (
        await server.database.db
          .selectFrom('race_number')
          .select('application_id')
          .where('cno', '=', cno)
          .executeTakeFirst()
      )?.application_id ?? null;

    it("refunds it at the order's percentage and frees it once its own refund is approved", async () => {
      const [captain, bob, carl] = await server.runners(3);
      const team = data<{ id: number }>(
        await send(
          `${B}/team/create`,
          {
            matchEventID: RELAY.id,
            name: 'Fast Four',
            formValues: member('Ann', 2, '13900000001'),
          },
          captain,
        ),
      );
      const { invite } = data<{ invite: string }>(
        await server.get(`${B}/team/share`, { teamID: team.id }, captain.token),
      );
      for (const [runner, values] of [
        [bob, member('Bob', 1, '13900000002')],
        [carl, member('Carl', 1, '13900000003')],
      ] as const) {
        const joined = await send(
          `${B}/teamApplication/apply`,
          { matchEventID: RELAY.id, invite, roleID: RELAY.memberRole, formValues: values },
          runner,
        );
        expect(joined.statusCode).toBe(200);
      }
      const order = data<{ id: number }>(
        await send(`${A}/matchH5/multiRolesApply`, { teamID: team.id }, captain),
      );
      expect((await payOrder(captain, order.id)).statusCode).toBe(200);
      const [bobs] = data<Application[]>(
        await server.get(`${A}/matchH5/listsApplication`, { matchEventID: RELAY.id }, bob.token),
      );

      // Bob buys a premium number on the registration the captain paid for.
      const held = data<NumberView>(await takeOn(server, bob, bobs.id, 'RLY0011'));
      const numberOrderID = held.pending!.numberOrderID;
      expect((await payNumberOn(server, bob, bobs.id, numberOrderID)).statusCode).toBe(200);

      const asked = await server.post(
        `${A}/matchH5/refundApply`,
        { applicationID: order.id },
        captain.token,
      );
      expect(asked.statusCode).toBe(200);
      const request = await server.database.db
        .selectFrom('refund_request')
        .select('percent')
        .where('application_id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(request.percent).toBe(RELAY.percent);
      const trades = await server.database.db
        .selectFrom('payment')
        .select(['trade_no', 'application_id', 'number_order_id', 'amount', 'currency'])
        .where('kind', '=', 'refund')
        .where('application_id', 'in', [order.id, bobs.id])
        .execute();
      // Bob's number comes back at the order's percentage, on its own trade.
      const numberTrade = trades.find((trade) => trade.number_order_id === numberOrderID);
      expect(numberTrade).toMatchObject({
        application_id: bobs.id,
        amount: (RELAY.premium * RELAY.percent) / 100,
      });
      const orderTrade = trades.find((trade) => trade.application_id === order.id)!;

      // The order's refund ends Bob's registration, but his paid number waits for its own refund.
      expect((await answerRefund(server, orderTrade, 'approved')).statusCode).toBe(200);
      const bobsNow = data<Application>(
        await server.get(`${A}/matchH5/detailApplication`, { applicationID: bobs.id }, bob.token),
      );
      expect(bobsNow).toMatchObject({ state: 'refunded', numberOrder: { cno: 'RLY0011' } });
      expect(await holderOf('RLY0011')).toBe(bobs.id);

      expect((await answerRefund(server, numberTrade!, 'approved')).statusCode).toBe(200);
      expect(await holderOf('RLY0011')).toBeNull();
      const refunded = await server.database.db
        .selectFrom('number_order')
        .select('state')
        .where('id', '=', numberOrderID)
        .executeTakeFirstOrThrow();
      expect(refunded.state).toBe('refunded');
    });
  },
);
