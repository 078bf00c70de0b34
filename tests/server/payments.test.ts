import { describe, expect, it } from 'vitest';
import { signFields } from '../../server/payments/signature';
import {
  A,
  B,
  EVENTS,
  applyForm,
  backends,
  data,
  errorOf,
  suiteServer,
  placesLeft,
  startServer,
  type Runner,
} from './helpers';

const SECRET = 'test-payment-secret';

interface Trade {
  tradeNo: string;
  payUrl: string;
  amount: number;
  currency: string;
  channel: string;
}

interface PayStatus {
  payStatus: string;
  payState: number;
  refundStatus: number;
  paidAt: string | null;
}

describe.each(backends)('payments on $name', (backend) => {
  const server = suiteServer(backend, { paymentSecret: SECRET });

  async function order(overrides: Record<string, unknown> = {}) {
    const runner = await server.runner();
    const response = await server.post(`${A}/matchH5/apply`, applyForm(overrides), runner.token);
    expect(response.statusCode).toBe(200);
    return { runner, id: data<{ id: number }>(response).id };
  }
  const sign = (
    runner: Runner,
    applicationID: number,
    query: Record<string, unknown> = {},
    route = 'zfbH5Sign',
  ) => server.get(`${A}/payorder/${route}`, { applicationID, ...query }, runner.token);
  const status = async (runner: Runner, applicationID: number) =>
    data<PayStatus>(
      await server.get(`${A}/matchH5/getApplicationPayStatus`, { applicationID }, runner.token),
    );
  const press = (payUrl: string, outcome: 'approve' | 'decline') =>
    server.request({
      method: 'POST',
      url: payUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=${outcome}`,
    });
  const notify = (fields: Record<string, string>) => server.post(`${B}/payorder/notify`, fields);
  const signed = (fields: Record<string, string>) => ({
    ...fields,
    sign: signFields(fields, SECRET),
  });
  /** Callback fields approving a 260-yuan trade. */
  const approval = (tradeNo: string, nonce: string): Record<string, string> => ({
    tradeNo,
    kind: 'payment',
    amount: '26000',
    currency: 'CNY',
    outcome: 'approved',
    timestamp: String(Date.now()),
    nonce,
  });

  it('pays through the cashier: approve, signed callback, back to the app, order paid', async () => {
    const { runner, id } = await order();
    const trade = data<Trade>(await sign(runner, id, { returnUrl: `/#/pay/${id}` }));
    expect(trade).toMatchObject({ amount: 26000, currency: 'CNY', channel: 'wallet' });
    expect(trade.payUrl).toBe(`${B}/sandbox/cashier/${trade.tradeNo}`);
    expect(await status(runner, id)).toMatchObject({ state: 'unpaid', payStatus: '1' });

    const cashier = await server.request({ method: 'GET', url: trade.payUrl });
    expect(cashier.headers['content-type']).toContain('text/html');
    expect(cashier.body).toContain('name="viewport" content="width=device-width');
    expect(cashier.body).toContain('¥260.00');
    expect(cashier.body).toContain('确认支付');
    const english = await server.request({ method: 'GET', url: `${trade.payUrl}?lang=en-US` });
    expect(english.body).toContain('Approve payment');
    expect(english.body).toContain('Wallet app');

    const done = await press(trade.payUrl, 'approve');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/?payResult=approved&tradeNo=${trade.tradeNo}#/pay/${id}`);
    expect(await status(runner, id)).toMatchObject({ state: 'paid', payStatus: '2', payState: 3 });
    const application = data<{ payChannel: string; paidAt: string }>(
      await server.get(`${A}/matchH5/detailApplication`, { applicationID: id }, runner.token),
    );
    expect(application.payChannel).toBe('wallet');
    const finished = await server.request({ method: 'GET', url: trade.payUrl, lang: 'en-US' });
    expect(finished.body).toContain('This payment is finished: approved.');
    expect(finished.body).not.toContain('Approve payment');
  });

  it('keeps the order unpaid after a decline, and a retry can pay it', async () => {
    const { runner, id } = await order();
    const declined = data<Trade>(await sign(runner, id));
    const page = await press(declined.payUrl, 'decline');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('支付已拒绝');
    expect(await status(runner, id)).toMatchObject({
      state: 'unpaid',
      payStatus: '1',
      payState: 2,
    });
    const retry = data<Trade>(await sign(runner, id, {}, 'weixinH5Sign'));
    expect(retry).toMatchObject({ currency: 'CNY', amount: 26000, fee: 0, channel: 'messaging' });
    expect(retry.tradeNo).not.toBe(declined.tradeNo);
    await press(retry.payUrl, 'approve');
    expect(await status(runner, id)).toMatchObject({ state: 'paid', payStatus: '2', payState: 3 });
    expect((await press(declined.payUrl, 'approve')).statusCode).toBe(200);
    expect((await status(runner, id)).payStatus).toBe('2');
  });

  it('ignores a repeated callback', async () => {
    const { runner, id } = await order();
    const trade = data<Trade>(await sign(runner, id));
    const fields = signed(approval(trade.tradeNo, 'a'));
    expect(data(await notify(fields))).toEqual({ tradeNo: trade.tradeNo, result: 'approved' });
    const paidAt = (await status(runner, id)).paidAt;
    expect(data(await notify(fields))).toEqual({ tradeNo: trade.tradeNo, result: 'unchanged' });
    const declinedLater = signed({ ...fields, outcome: 'declined', nonce: 'b' });
    expect(data(await notify(declinedLater))).toMatchObject({ result: 'unchanged' });
    expect(await status(runner, id)).toMatchObject({ payStatus: '2', paidAt });
  });

  it('refuses forged callbacks and wrong amounts without changing anything', async () => {
    const { runner, id } = await order();
    const trade = data<Trade>(await sign(runner, id));
    const fields = approval(trade.tradeNo, 'n');
    const forged = await notify({ ...fields, sign: signFields(fields, 'guessed-secret') });
    expect(forged.statusCode).toBe(400);
    expect(errorOf(forged).sub_code).toBe(40020);
    expect((await notify(fields)).statusCode).toBe(400);
    const tampered = await notify({ ...signed(fields), amount: '1' });
    expect(errorOf(tampered).sub_code).toBe(40020);
    const cheap = await notify(signed({ ...fields, amount: '1' }));
    expect(cheap.statusCode).toBe(400);
    expect(errorOf(cheap).sub_code).toBe(40021);
    const unknown = await notify(signed({ ...fields, tradeNo: 'PNOPE' }));
    expect(unknown.statusCode).toBe(404);
    expect(await status(runner, id)).toMatchObject({ state: 'unpaid', payStatus: '1' });
    await press(trade.payUrl, 'approve');
    expect((await status(runner, id)).payStatus).toBe('2');
  });

  it('never lets an order be paid twice', async () => {
    const { runner, id } = await order();
    const first = data<Trade>(await sign(runner, id));
    const second = data<Trade>(await sign(runner, id, {}, 'weixinH5Sign'));
    expect(
      data(await server.post(`${B}/sandbox/pay`, { tradeNo: first.tradeNo, outcome: 'approve' })),
    ).toMatchObject({ status: 'approved' });
    expect(
      data(await server.post(`${B}/sandbox/pay`, { tradeNo: second.tradeNo, outcome: 'approve' })),
    ).toMatchObject({ status: 'rejected' });
    const again = await sign(runner, id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).sub_code).toBe(40903);
    const application = data<{ payChannel: string }>(
      await server.get(`${A}/matchH5/detailApplication`, { applicationID: id }, runner.token),
    );
    expect(application.payChannel).toBe('wallet');
  });

  it('rejects a late approval for an order cancelled meanwhile', async () => {
    const { runner, id } = await order();
    const trade = data<Trade>(await sign(runner, id));
    await server.post(`${A}/matchH5/cancelApplication`, { applicationID: id }, runner.token);
    expect(
      data(await server.post(`${B}/sandbox/pay`, { tradeNo: trade.tradeNo, outcome: 'approve' })),
    ).toMatchObject({ status: 'rejected' });
    expect(await status(runner, id)).toMatchObject({ payStatus: '1', payState: 1 });
    expect(errorOf(await sign(runner, id)).sub_code).toBe(40904);
  });

  it('sends full-page channels to the cashier with a 302, on a one-time pay ticket', async () => {
    const { runner, id } = await order();
    const ticket = async (who = runner) =>
      data<{ ticket: string }>(
        await server.get(`${A}/payorder/payTicket`, { applicationID: id }, who.token),
      ).ticket;
    for (const route of ['unionpayH5Sign', 'bocH5Sign', 'cmbH5Sign']) {
      const response = await server.request({
        method: 'GET',
        url: `${A}/payorder/${route}?applicationID=${id}&ticket=${await ticket()}&returnUrl=${encodeURIComponent(`/#/pay/${id}`)}`,
      });
      expect(response.statusCode, route).toBe(302);
      expect(response.headers.location).toMatch(new RegExp(`^${B}/sandbox/cashier/P`));
    }
    const anonymous = await server.request({
      method: 'GET',
      url: `${A}/payorder/bocH5Sign?applicationID=${id}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const used = await ticket();
    await server.request({
      method: 'GET',
      url: `${A}/payorder/bocH5Sign?applicationID=${id}&ticket=${used}`,
    });
    const again = await server.request({
      method: 'GET',
      url: `${A}/payorder/bocH5Sign?applicationID=${id}&ticket=${used}`,
    });
    expect(errorOf(again).sub_code).toBe(40102);
    const stranger = await server.runner();
    const foreign = await server.get(
      `${A}/payorder/payTicket`,
      { applicationID: id },
      stranger.token,
    );
    expect(foreign.statusCode).toBe(404);
    const redirect = await server.request({
      method: 'GET',
      url: `${A}/payorder/unionpayH5Sign?applicationID=${id}&ticket=${await ticket()}`,
    });
    const unionpay = await server.request({
      method: 'GET',
      url: `${redirect.headers.location}?lang=en-US`,
    });
    expect(unionpay.body).toContain('UnionPay card');
  });

  it('accepts only paths of this site as return address', async () => {
    const { runner, id } = await order();
    const hostile = [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      'pay/1',
      '/%0a/x\n',
    ];
    for (const returnUrl of hostile) {
      const response = await sign(runner, id, { returnUrl });
      expect(response.statusCode, returnUrl).toBe(400);
      expect(errorOf(response).sub_code).toBe(40005);
    }
    for (const returnUrl of ['/#/pay/1', '/index.html?x=1#/success', '/html/login.html#/login']) {
      expect((await sign(runner, id, { returnUrl })).statusCode, returnUrl).toBe(200);
    }
  });

  it('offers only the channels the event lists', async () => {
    const { runner, id } = await order({
      matchEventID: EVENTS.fifty.id,
      ticketDefIDs: String(EVENTS.fifty.ticket),
    });
    const messaging = await sign(runner, id, {}, 'weixinH5Sign');
    expect(messaging.statusCode).toBe(409);
    expect(errorOf(messaging).sub_code).toBe(40912);
    expect(
      errorOf(
        await server.get(`${A}/payorder/fenqileCalcRate`, { applicationID: id }, runner.token),
      ).sub_code,
    ).toBe(40912);
    expect((await sign(runner, id)).statusCode).toBe(200);
  });

  it('pays in instalments with the rate table of the event’s terms', async () => {
    const { runner, id } = await order();
    const table = data<{
      amount: number;
      plans: {
        terms: number;
        rate: number;
        fee: number;
        total: number;
        perTerm: number;
        lastTerm: number;
      }[];
    }>(await server.get(`${A}/payorder/fenqileCalcRate`, { applicationID: id }, runner.token));
    expect(table.amount).toBe(26000);
    expect(table.plans).toEqual([
      { terms: 3, rate: 0.018, fee: 468, total: 26468, perTerm: 8822, lastTerm: 8824 },
      { terms: 6, rate: 0.036, fee: 936, total: 26936, perTerm: 4489, lastTerm: 4491 },
      { terms: 12, rate: 0.072, fee: 1872, total: 27872, perTerm: 2322, lastTerm: 2330 },
    ]);
    const badTerms = await sign(runner, id, { terms: 5 }, 'fenqileH5Sign');
    expect(badTerms.statusCode).toBe(400);
    const trade = data<Trade>(await sign(runner, id, { terms: 6 }, 'fenqileH5Sign'));
    expect(trade).toMatchObject({ amount: 26936, channel: 'instalment' });
    const cashier = await server.request({ method: 'GET', url: `${trade.payUrl}?lang=en-US` });
    expect(cashier.body).not.toContain('US$');
    expect(cashier.body).toContain('¥269.36');
    expect(cashier.body).toContain('6 instalments');
    await press(trade.payUrl, 'approve');
    expect((await status(runner, id)).payStatus).toBe('2');
    const stranger = await server.runner();
    expect(
      (await server.get(`${A}/payorder/fenqileCalcRate`, { applicationID: id }, stranger.token))
        .statusCode,
    ).toBe(404);
  });

  it('lets a test host page complete a mini-program payment by trade number', async () => {
    const { runner, id } = await order();
    const trade = data<Trade>(await sign(runner, id, { returnUrl: `/#/pay/${id}` }));
    const result = data(
      await server.post(`${B}/sandbox/pay`, { tradeNo: trade.tradeNo, outcome: 'approve' }),
    );
    expect(result).toEqual({
      tradeNo: trade.tradeNo,
      status: 'approved',
      returnUrl: `/#/pay/${id}`,
    });
    expect((await status(runner, id)).payStatus).toBe('2');
    expect(
      (await server.post(`${B}/sandbox/pay`, { tradeNo: 'PNOPE', outcome: 'approve' })).statusCode,
    ).toBe(404);
    expect(
      (await server.post(`${B}/sandbox/pay`, { tradeNo: trade.tradeNo, outcome: 'maybe' }))
        .statusCode,
    ).toBe(400);
  });

  it("never opens a payment for another runner's order", async () => {
    const { id } = await order();
    const stranger = await server.runner();
    for (const route of ['zfbH5Sign', 'weixinH5Sign']) {
      const response = await sign(stranger, id, {}, route);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).sub_code).toBe(40403);
    }
  });

  it('refunds a paid order through the provider and gives the place back', async () => {
    const { runner, id } = await order();
    const remaining = () => placesLeft(server, EVENTS.open.id);
    const unpaid = await server.post(
      `${A}/matchH5/refundApply`,
      { applicationID: id },
      runner.token,
    );
    expect(unpaid.statusCode).toBe(409);
    expect(errorOf(unpaid).sub_code).toBe(40911);
    const trade = data<Trade>(await sign(runner, id));
    await press(trade.payUrl, 'approve');
    const stranger = await server.runner();
    expect(
      (await server.post(`${A}/matchH5/refundApply`, { applicationID: id }, stranger.token))
        .statusCode,
    ).toBe(404);
    const placesWhilePaid = await remaining();

    const requested = data<{ refundStatus: number; payState: number }>(
      await server.post(
        `${A}/matchH5/refundApply`,
        { applicationID: id, reason: 'injured' },
        runner.token,
      ),
    );
    expect(requested).toMatchObject({ refundStatus: 1, payState: 3 });
    expect(
      errorOf(await server.post(`${A}/matchH5/refundApply`, { applicationID: id }, runner.token))
        .sub_code,
    ).toBe(40911);
    await expect
      .poll(async () => (await status(runner, id)).refundStatus, { timeout: 5000 })
      .toBe(2);
    expect(await status(runner, id)).toMatchObject({ payState: 1, payStatus: '2' });
    expect(await remaining()).toBe(placesWhilePaid + 1);
    const detail = data<{ refundedAt: string | null }>(
      await server.get(`${A}/matchH5/detailApplication`, { applicationID: id }, runner.token),
    );
    expect(detail.refundedAt).not.toBeNull();
  });

  it('takes no payments in production unless the sandbox is asked for', async () => {
    const { runner, id } = await order();
    const production = await startServer(server.database, { production: true });
    try {
      const signResponse = await production.inject({
        method: 'GET',
        url: `${A}/payorder/zfbH5Sign?applicationID=${id}`,
        headers: { authorization: runner.token, 'app-language': 'en-US' },
      });
      expect(signResponse.statusCode).toBe(503);
      expect(errorOf(signResponse)).toEqual({
        code: 503,
        sub_code: 50301,
        message: 'Payment is not available at the moment',
      });
      const pay = await production.inject({ method: 'POST', url: `${B}/sandbox/pay` });
      expect(pay.statusCode).toBe(404);
    } finally {
      await production.close();
    }
    const withSandbox = await startServer(server.database, {
      production: true,
      sandboxPayments: true,
    });
    try {
      const signResponse = await withSandbox.inject({
        method: 'GET',
        url: `${A}/payorder/zfbH5Sign?applicationID=${id}`,
        headers: { authorization: runner.token },
      });
      expect(signResponse.statusCode).toBe(200);
    } finally {
      await withSandbox.close();
    }
  });
});
