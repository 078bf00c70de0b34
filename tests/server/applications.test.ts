import { describe, expect, it } from 'vitest';
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
  toForm,
  type Runner,
} from './helpers';

interface Application {
  id: number;
  orderNo: string;
  payState: number;
  payStatus: string;
  amount: number;
  originalAmount: number;
  beansUsed: number;
  currency: string;
  runnerInfo: Record<string, unknown>;
  tickets: { id: number; name: string; price: number }[];
  [field: string]: unknown;
}

describe.each(backends)('applications on $name', (backend) => {
  const server = suiteServer(backend);

  const apply = (runner: Runner, overrides: Record<string, unknown> = {}) =>
    server.post(`${A}/matchH5/apply`, applyForm(overrides), runner.token);
  const remaining = (matchEventID: number) => placesLeft(server, matchEventID);
  const detail = (runner: Runner, applicationID: number) =>
    server.get(`${A}/matchH5/detailApplication`, { applicationID }, runner.token);

  it('signs a runner up: order, amount, race, runner info, ticket; one place taken', async () => {
    const runner = await server.runner();
    const before = await remaining(EVENTS.open.id);
    const response = await server.request({
      method: 'POST',
      url: `${A}/matchH5/apply`,
      token: runner.token,
      lang: 'en-US',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: toForm(
        applyForm({ formValues: { name: 'Zhang San', gender: 1, phone: '13800000000' } }),
      ),
    });
    expect(response.statusCode).toBe(200);
    const application = data<Application>(response);
    expect(application).toMatchObject({
      matchEventID: EVENTS.open.id,
      eventName: 'Open Race',
      location: 'Test Square',
      raceDate: '2099-05-31T23:30:00.000Z',
      applyType: '1',
      countryType: 1,
      payState: 2,
      payStatus: '1',
      refundStatus: 0,
      amount: 26000,
      currency: 'CNY',
      paidAt: null,
      runnerInfo: { name: 'Zhang San', gender: 1, phone: '13800000000' },
      tickets: [{ id: EVENTS.open.marathon, name: 'Marathon', price: 26000 }],
    });
    expect(application.orderNo).toMatch(/^\d{18}$/);
    expect(await remaining(EVENTS.open.id)).toBe(before - 1);
    expect(data(await detail(runner, application.id))).toEqual({
      ...application,
      eventName: '开放赛',
      location: '测试广场',
      tickets: [{ id: EVENTS.open.marathon, name: '全程', price: 26000 }],
    });
  });

  it('charges foreign entrants in USD, by the country they give', async () => {
    const runner = await server.runner();
    const application = data<Application>(
      await apply(runner, {
        matchEventID: EVENTS.world.id,
        countryType: 2,
        ticketDefIDs: String(EVENTS.world.marathon),
        formValues: { name: 'John Smith', country: 'US', ticket: EVENTS.world.marathon },
      }),
    );
    expect(application).toMatchObject({ amount: 5000, currency: 'USD', state: 'unpaid' });
    expect(application.tickets.map((ticket) => ticket.price)).toEqual([5000]);
  });

  it('takes one place of each ticket', async () => {
    const runner = await server.runner();
    const application = data<Application>(
      await apply(runner, { ticketDefIDs: `${EVENTS.open.marathon},${EVENTS.open.half}` }),
    );
    expect(application).toMatchObject({ amount: 44000, currency: 'CNY' });
    expect(application.tickets.map((ticket) => ticket.price)).toEqual([26000, 18000]);
  });

  it('spends beans from the runner balance, and gives them back on cancel', async () => {
    const runner = await server.runner();
    const short = await apply(runner, { MBeansNum: 500 });
    expect(short.statusCode).toBe(409);
    expect(errorOf(short).sub_code).toBe(40909);
    await server.post(`${B}/dev/beans`, { phone: runner.phone, beans: 800 });
    const application = data<Application>(await apply(runner, { MBeansNum: 500 }));
    expect(application).toMatchObject({ amount: 25500, originalAmount: 26000, beansUsed: 500 });
    expect(data(await server.get(`${A}/matchH5/userInfo`, {}, runner.token))).toMatchObject({
      beans: 300,
    });
    await server.post(
      `${A}/matchH5/cancelApplication`,
      { applicationID: application.id },
      runner.token,
    );
    expect(data(await server.get(`${A}/matchH5/userInfo`, {}, runner.token))).toMatchObject({
      beans: 800,
    });
  });

  it('allows one live application per runner and event', async () => {
    const runner = await server.runner();
    expect((await apply(runner)).statusCode).toBe(200);
    const again = await server.request({
      method: 'POST',
      url: `${A}/matchH5/apply`,
      token: runner.token,
      lang: 'en-US',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: toForm(applyForm()),
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({
      code: 409,
      sub_code: 40902,
      message: 'You already have a registration for this event',
    });
    expect(
      (
        await apply(runner, {
          matchEventID: EVENTS.fifty.id,
          ticketDefIDs: String(EVENTS.fifty.ticket),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('checks the form values against the event form', async () => {
    const runner = await server.runner();
    const missing = await apply(runner, { formValues: { gender: 1 } });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toMatchObject({
      sub_code: 40004,
      message: '请检查报名信息：姓名',
      fields: [{ field: 'name', rule: 'required', message: '不能为空' }],
    });
    const wrongEnum = await apply(runner, { formValues: { name: 'a', gender: 3 } });
    expect(errorOf(wrongEnum)).toMatchObject({
      message: '请检查报名信息：性别',
      fields: [{ field: 'gender', rule: 'enum', message: '请从选项中选择' }],
    });
    const notJson = await apply(runner, { formValues: 'name=a' });
    expect(errorOf(notJson).sub_code).toBe(40003);
  });

  it('refuses tickets, apply types and roles the event does not offer', async () => {
    const runner = await server.runner();
    expect(
      errorOf(await apply(runner, { ticketDefIDs: String(EVENTS.fifty.ticket) })).sub_code,
    ).toBe(40030);
    expect(errorOf(await apply(runner, { applyType: '2' })).sub_code).toBe(40031);
    expect(errorOf(await apply(runner, { applyType: '2', roleID: 7 })).sub_code).toBe(40031);
    expect(
      errorOf(
        await apply(runner, {
          matchEventID: EVENTS.fifty.id,
          ticketDefIDs: String(EVENTS.fifty.ticket),
          applyType: '2',
          roleID: 1,
        }),
      ).sub_code,
    ).toBe(40031);
    const role = data<Application>(await apply(runner, { applyType: '2', roleID: 1 }));
    expect(role).toMatchObject({ applyType: '2', roleID: 1 });
    expect((await apply(runner, { applyType: '3' })).statusCode).toBe(400);
    expect((await apply(runner, { countryType: 0 })).statusCode).toBe(400);
  });

  it('refuses sign-up before opening, after closing and when the event is full', async () => {
    const runner = await server.runner();
    const cases = [
      { id: EVENTS.notOpen.id, ticket: EVENTS.notOpen.ticket, subCode: 40907 },
      { id: EVENTS.closed.id, ticket: EVENTS.closed.ticket, subCode: 40908 },
      { id: EVENTS.forcedFull.id, ticket: EVENTS.forcedFull.ticket, subCode: 40901 },
    ];
    for (const { id, ticket, subCode } of cases) {
      const response = await apply(runner, { matchEventID: id, ticketDefIDs: String(ticket) });
      expect(response.statusCode, String(id)).toBe(409);
      expect(errorOf(response).sub_code).toBe(subCode);
    }
  });

  it("never shows another runner's application", async () => {
    const owner = await server.runner();
    const stranger = await server.runner();
    const { id } = data<Application>(await apply(owner));
    for (const path of ['detailApplication', 'detailApplicationv2', 'getApplicationPayStatus']) {
      const response = await server.get(
        `${A}/matchH5/${path}`,
        { applicationID: id },
        stranger.token,
      );
      expect(response.statusCode, path).toBe(404);
      expect(errorOf(response).sub_code).toBe(40403);
    }
    expect(
      data<unknown[]>(await server.get(`${A}/matchH5/listsApplication`, {}, stranger.token)),
    ).toEqual([]);
    expect((await detail(owner, 99_999_999)).statusCode).toBe(404);
    expect(
      (await server.get(`${A}/matchH5/detailApplication`, { applicationID: id })).statusCode,
    ).toBe(401);
  });

  it('lists the runner’s applications, also a page at a time', async () => {
    const runner = await server.runner();
    const first = data<Application>(await apply(runner));
    const second = data<Application>(
      await apply(runner, {
        matchEventID: EVENTS.fifty.id,
        ticketDefIDs: String(EVENTS.fifty.ticket),
      }),
    );
    const all = data<Application[]>(
      await server.get(`${A}/matchH5/listsApplication`, {}, runner.token),
    );
    expect(all.map((item) => item.id)).toEqual([second.id, first.id]);
    const filtered = data<Application[]>(
      await server.get(
        `${A}/matchH5/listsApplication`,
        { matchEventID: EVENTS.open.id },
        runner.token,
      ),
    );
    expect(filtered.map((item) => item.id)).toEqual([first.id]);
    const page = data<{ list: Application[]; total: number; page: number; pageSize: number }>(
      await server.get(`${A}/match/appListsApplicationV2`, { page: 2, pageSize: 1 }, runner.token),
    );
    expect(page).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page.list.map((item) => item.id)).toEqual([first.id]);
    const defaults = data<{ page: number; pageSize: number }>(
      await server.get(`${A}/match/appListsApplicationV2`, {}, runner.token),
    );
    expect(defaults).toMatchObject({ page: 1, pageSize: 20 });
    expect(
      (await server.get(`${A}/match/appListsApplicationV2`, { pageSize: 1000 }, runner.token))
        .statusCode,
    ).toBe(400);
  });

  it('reports the pay status and what the runner can do, with channels for the host app', async () => {
    const runner = await server.runner();
    const { id } = data<Application>(await apply(runner));
    expect(
      data(
        await server.get(
          `${A}/matchH5/getApplicationPayStatus`,
          { applicationID: id },
          runner.token,
        ),
      ),
    ).toEqual({
      applicationID: id,
      state: 'unpaid',
      payStatus: '1',
      payState: 2,
      refundStatus: 0,
      paidAt: null,
      payDeadline: null,
    });
    const v2 = data<{
      actions: Record<string, boolean>;
      payment: { channels: { type: string }[] };
    }>(await server.get(`${A}/matchH5/detailApplicationv2`, { applicationID: id }, runner.token));
    expect(v2.actions).toEqual({
      state: 'unpaid',
      tone: 'warning',
      canPay: true,
      canCancel: true,
      canEdit: true,
      canRefund: false,
      canPickup: false,
      canWithdraw: false,
    });
    expect(v2.payment.channels.map((channel) => channel.type)).toEqual([
      'wallet',
      'messaging',
      'unionpay',
      'boc',
      'cmb',
      'instalment',
    ]);
    const inWalletHost = data<{ payment: { channels: { type: string }[] } }>(
      await server.request({
        method: 'GET',
        url: `${A}/matchH5/detailApplicationv2?applicationID=${id}`,
        token: runner.token,
        headers: { 'app-source': 'alipay-mini' },
      }),
    );
    expect(inWalletHost.payment.channels).toEqual([
      { type: 'wallet', currencies: ['CNY'], feeRates: [] },
    ]);
  });

  it('cancels an unpaid application, giving its place back, and then allows a new one', async () => {
    const runner = await server.runner();
    const stranger = await server.runner();
    const before = await remaining(EVENTS.open.id);
    const { id } = data<Application>(await apply(runner));
    expect(await remaining(EVENTS.open.id)).toBe(before - 1);
    const foreign = await server.post(
      `${A}/matchH5/cancelApplication`,
      { applicationID: id },
      stranger.token,
    );
    expect(foreign.statusCode).toBe(404);
    const cancelled = data<Application>(
      await server.post(`${A}/matchH5/cancelApplication`, { applicationID: id }, runner.token),
    );
    expect(cancelled.payState).toBe(1);
    expect(cancelled.cancelledAt).not.toBeNull();
    expect(await remaining(EVENTS.open.id)).toBe(before);
    const twice = await server.post(
      `${A}/matchH5/cancelApplication`,
      { applicationID: id },
      runner.token,
    );
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).sub_code).toBe(40905);
    expect((await apply(runner)).statusCode).toBe(200);
  });

  it('lets the runner correct the form before payment only', async () => {
    const runner = await server.runner();
    const stranger = await server.runner();
    const { id } = data<Application>(await apply(runner));
    const update = (who: Runner, formValues: unknown) =>
      server.post(`${A}/matchH5/updateApplication`, { applicationID: id, formValues }, who.token);
    expect(
      data<Application>(await update(runner, { name: '张三丰', gender: 1 })).runnerInfo,
    ).toEqual({ name: '张三丰', gender: 1 });
    expect(errorOf(await update(runner, { gender: 1 })).sub_code).toBe(40004);
    expect((await update(stranger, { name: 'x', gender: 2 })).statusCode).toBe(404);
    const { tradeNo } = data<{ tradeNo: string }>(
      await server.get(`${A}/payorder/zfbH5Sign`, { applicationID: id }, runner.token),
    );
    await server.post(`${B}/sandbox/pay`, { tradeNo, outcome: 'approve' });
    const late = await update(runner, { name: 'late', gender: 1 });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).sub_code).toBe(40906);
    expect(
      errorOf(
        await server.post(`${A}/matchH5/cancelApplication`, { applicationID: id }, runner.token),
      ).sub_code,
    ).toBe(40905);
  });
});
