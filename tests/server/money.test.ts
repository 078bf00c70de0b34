import { correctAnswers } from '../../core/domain/quiz';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EventConfig } from '../../core/config/eventConfigs';
import { completeSignUp } from '../unit/form/fixtures';
import {
  A,
  B,
  EVENTS,
  applyForm,
  backends,
  checkAnswers,
  data,
  errorOf,
  suiteServer,
  placesLeft,
  type Runner,
  type TestServer,
} from './helpers';

interface Order {
  id: number;
  state: string;
  tone: string;
  amount: number;
  currency: string;
  countryType: number;
  fee: number;
  paidAmount: number | null;
  tickets: { id: number; price: number }[];
}

interface Channel {
  type: string;
  currencies: string[];
}

const { world } = EVENTS;

/** A sign-up for the world race from `country` for `ticket`, in the currency the country pays. */
function worldForm(country: string, ticket: number = world.marathon, countryType?: number) {
  return applyForm({
    matchEventID: world.id,
    ticketDefIDs: String(ticket),
    countryType: countryType ?? (country === 'CN' ? 1 : 2),
    formValues: { name: 'Runner', country, ticket },
  });
}

describe.each(backends)('money and order state on $name', (backend) => {
  const server = suiteServer(backend);

  const applyIn = (runner: Runner, form: Record<string, unknown>, lang = 'zh-CN') =>
    server.request({
      method: 'POST',
      url: `${A}/matchH5/apply`,
      token: runner.token,
      lang,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(
        Object.entries(form).map(([key, value]) => [
          key,
          typeof value === 'object' ? JSON.stringify(value) : String(value),
        ]),
      ).toString(),
    });
  const order = async (runner: Runner, form: Record<string, unknown>) => {
    const response = await applyIn(runner, form);
    expect(response.statusCode).toBe(200);
    return data<Order>(response);
  };
  const detail = async (runner: Runner, applicationID: number) =>
    data<Order>(
      await server.get(`${A}/matchH5/detailApplication`, { applicationID }, runner.token),
    );
  const rows = async () => {
    const db = server.database.db;
    const count = async (table: 'application' | 'application_ticket' | 'payment') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      applications: await count('application'),
      tickets: await count('application_ticket'),
      payments: await count('payment'),
    };
  };

  describe('apply refuses, says why in the request language, and stores nothing', () => {
    it.each([
      {
        what: 'before the window opens',
        form: applyForm({
          matchEventID: EVENTS.notOpen.id,
          ticketDefIDs: `${EVENTS.notOpen.ticket}`,
        }),
        status: 409,
        subCode: 40907,
        zh: '报名尚未开始，开始时间：北京时间 2098-01-01 00:00',
        en: 'Sign-up has not opened yet: it opens at 2098-01-01 00:00 Beijing time',
      },
      {
        what: 'after the window closed',
        form: applyForm({
          matchEventID: EVENTS.closed.id,
          ticketDefIDs: `${EVENTS.closed.ticket}`,
        }),
        status: 409,
        subCode: 40908,
        zh: '报名已结束，截止时间：北京时间 2021-01-01 00:00',
        en: 'Sign-up has closed: it closed at 2021-01-01 00:00 Beijing time',
      },
      {
        what: 'when the race is full',
        form: applyForm({
          matchEventID: EVENTS.forcedFull.id,
          ticketDefIDs: `${EVENTS.forcedFull.ticket}`,
        }),
        status: 409,
        subCode: 40901,
        zh: '很抱歉，名额已满',
        en: 'Sorry, all places are taken',
      },
      {
        what: 'with a ticket of another race',
        form: applyForm({ ticketDefIDs: String(world.marathon) }),
        status: 400,
        subCode: 40030,
        zh: '该赛事不提供此报名项目',
        en: 'This ticket is not available for this event',
      },
      {
        what: 'when the asked currency is not the one of the runner’s country',
        form: worldForm('US', world.marathon, 1),
        status: 400,
        subCode: 40035,
        zh: '所选国家/地区的参赛者以美元（USD）支付，不能以人民币（CNY）支付',
        en: 'Runners from the chosen country pay in US dollars (USD), not RMB (CNY)',
      },
      {
        what: 'for a ticket not sold in the runner’s currency',
        form: worldForm('US', world.funRun),
        status: 400,
        subCode: 40036,
        zh: '迷你跑不以美元（USD）出售',
        en: 'Fun run is not sold in US dollars (USD)',
      },
    ])('$what', async ({ form, status, subCode, zh, en }) => {
      const runner = await server.runner();
      const before = await rows();
      for (const [lang, message] of [
        ['zh-CN', zh],
        ['en-US', en],
      ]) {
        const response = await applyIn(runner, form, lang);
        expect(response.statusCode).toBe(status);
        expect(errorOf(response)).toMatchObject({ sub_code: subCode, message });
      }
      expect(await rows()).toEqual(before);
    });
  });

  describe('calcExpense', () => {
    const calc = (query: Record<string, unknown>, lang = 'en-US') =>
      server.request({
        method: 'GET',
        url: `${A}/matchH5/calcExpense?${new URLSearchParams(
          Object.entries(query).map(([key, value]) => [key, String(value)]),
        )}`,
        lang,
      });

    it('quotes exactly what apply stores, for mainland and foreign runners', async () => {
      for (const [country, ticket] of [
        ['CN', world.marathon],
        ['US', world.half],
        ['HK', world.marathon],
        ['CN', world.funRun],
      ] as const) {
        const form = worldForm(country, ticket);
        const quoted = data<{ expense: number; currency: string }>(
          await calc({
            matchEventID: world.id,
            ticketDefIDs: ticket,
            countryType: form.countryType as number,
          }),
        );
        const stored = await order(await server.runner(), form);
        expect({ amount: stored.amount, currency: stored.currency }).toEqual({
          amount: quoted.expense,
          currency: quoted.currency,
        });
      }
    });

    it('answers a clear 400 while the ticket or the country is missing', async () => {
      const noTicket = await calc({ matchEventID: world.id, ticketDefIDs: '', countryType: 1 });
      expect(noTicket.statusCode).toBe(400);
      expect(errorOf(noTicket)).toMatchObject({
        sub_code: 40034,
        message: 'The price needs a ticket first',
      });
      const nothing = await calc({ matchEventID: world.id }, 'zh-CN');
      expect(errorOf(nothing)).toMatchObject({
        sub_code: 40034,
        message: '请先选择报名项目和国家/地区，再计算报名费',
      });
    });
  });

  describe('channels and fees', () => {
    const channelsOf = async (runner: Runner, applicationID: number) =>
      data<{ payment: { channels: Channel[] } }>(
        await server.get(`${A}/matchH5/detailApplicationv2`, { applicationID }, runner.token),
      ).payment.channels;

    it('offers a USD order only the channels that charge USD, and refuses the others', async () => {
      const runner = await server.runner();
      const usd = await order(runner, worldForm('US'));
      const channels = await channelsOf(runner, usd.id);
      expect(channels.map((channel) => channel.type)).toEqual(['unionpay', 'boc']);
      expect(channels.every((channel) => channel.currencies.includes('USD'))).toBe(true);
      const before = await rows();
      for (const route of ['zfbH5Sign', 'fenqileH5Sign', 'fenqileCalcRate']) {
        const refused = await server.get(
          `${A}/payorder/${route}`,
          { applicationID: usd.id, terms: 3 },
          runner.token,
        );
        expect(refused.statusCode).toBe(409);
        expect(errorOf(refused).sub_code).toBe(40913);
      }
      expect(await rows()).toEqual(before);
      const { ticket } = data<{ ticket: string }>(
        await server.get(`${A}/payorder/payTicket`, { applicationID: usd.id }, runner.token),
      );
      const redirect = await server.get(`${A}/payorder/unionpayH5Sign`, {
        applicationID: usd.id,
        ticket,
      });
      expect(redirect.statusCode).toBe(302);
      const cashier = await server.request({ method: 'GET', url: redirect.headers.location! });
      expect(cashier.body).toContain('US$50.00');
    });

    it('offers a CNY order the RMB channels, without the one the race narrowed to USD', async () => {
      const runner = await server.runner();
      const cny = await order(runner, worldForm('CN'));
      expect((await channelsOf(runner, cny.id)).map((channel) => channel.type)).toEqual([
        'wallet',
        'unionpay',
        'instalment',
      ]);
    });

    it('stores the instalment fee and the paid amount that includes it', async () => {
      const runner = await server.runner();
      const cny = await order(runner, worldForm('CN'));
      const trade = data<{ payUrl: string; amount: number; fee: number }>(
        await server.get(
          `${A}/payorder/fenqileH5Sign`,
          { applicationID: cny.id, terms: 3 },
          runner.token,
        ),
      );
      expect(trade).toMatchObject({ amount: 26468, fee: 468 });
      const cashier = await server.request({ method: 'GET', url: trade.payUrl });
      expect(cashier.body).toContain('¥264.68');
      expect(cashier.body).toContain('¥4.68');
      await server.request({
        method: 'POST',
        url: trade.payUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=approve',
      });
      expect(await detail(runner, cny.id)).toMatchObject({
        state: 'paid',
        tone: 'success',
        amount: 26000,
        fee: 468,
        paidAmount: 26468,
      });
    });
  });

  describe('updateApplication', () => {
    const update = (runner: Runner, applicationID: number, formValues: unknown, lang = 'en-US') =>
      server.request({
        method: 'POST',
        url: `${A}/matchH5/updateApplication`,
        token: runner.token,
        lang,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          applicationID: String(applicationID),
          formValues: JSON.stringify(formValues),
        }).toString(),
      });

    it('re-prices an unpaid order when the ticket or the country changes', async () => {
      const runner = await server.runner();
      const placed = await order(runner, worldForm('CN'));
      const leftBefore = await placesLeft(server, world.id);
      const changed = await update(runner, placed.id, {
        name: 'Runner',
        country: 'US',
        ticket: world.half,
      });
      expect(changed.statusCode).toBe(200);
      expect(data<Order>(changed)).toMatchObject({
        amount: 3500,
        currency: 'USD',
        countryType: 2,
        tickets: [{ id: world.half, price: 3500 }],
      });
      // The place moved from the marathon to the half: as many places left as before.
      expect(await placesLeft(server, world.id)).toBe(leftBefore);
      const unsold = await update(runner, placed.id, {
        name: 'Runner',
        country: 'US',
        ticket: world.funRun,
      });
      expect(errorOf(unsold).sub_code).toBe(40036);
      expect((await detail(runner, placed.id)).amount).toBe(3500);
    });

    it('refuses, after payment, a change that alters the price, saying from what to what', async () => {
      const runner = await server.runner();
      const paid = await order(runner, worldForm('CN'));
      const { tradeNo } = data<{ tradeNo: string }>(
        await server.get(`${A}/payorder/zfbH5Sign`, { applicationID: paid.id }, runner.token),
      );
      await server.post(`${B}/sandbox/pay`, { tradeNo, outcome: 'approve' });
      const before = await detail(runner, paid.id);
      const dearer = await update(runner, paid.id, {
        name: 'Runner',
        country: 'CN',
        ticket: world.half,
      });
      expect(dearer.statusCode).toBe(409);
      expect(errorOf(dearer)).toMatchObject({
        sub_code: 40914,
        message:
          'This registration is paid: a change that alters the price (¥260.00 → ¥180.00) cannot be saved. Request a refund and sign up again instead',
      });
      const renamed = await update(runner, paid.id, {
        name: 'Someone else',
        country: 'CN',
        ticket: world.marathon,
      });
      expect(errorOf(renamed).sub_code).toBe(40906);
      expect(await detail(runner, paid.id)).toEqual(before);
    });
  });

  it('moves a refunded order to a neutral state that offers no pickup slip', async () => {
    const runner = await server.runner();
    const paid = await order(runner, worldForm('CN'));
    const { tradeNo } = data<{ tradeNo: string }>(
      await server.get(`${A}/payorder/zfbH5Sign`, { applicationID: paid.id }, runner.token),
    );
    await server.post(`${B}/sandbox/pay`, { tradeNo, outcome: 'approve' });
    const actions = async () =>
      data<{ actions: Record<string, unknown> }>(
        await server.get(
          `${A}/matchH5/detailApplicationv2`,
          { applicationID: paid.id },
          runner.token,
        ),
      ).actions;
    expect(await actions()).toMatchObject({ state: 'paid', tone: 'success', canPickup: true });
    const refund = await server.post(
      `${A}/matchH5/refundApply`,
      { applicationID: paid.id },
      runner.token,
    );
    expect(data<Order>(refund).state).toMatch(/^refund(Requested|ed)$/);
    await expect.poll(async () => (await actions()).state).toBe('refunded');
    expect(await actions()).toMatchObject({ tone: 'neutral', canPickup: false, canPay: false });
  });
});

/** Complete sign-ups of the sample races that price foreign entrants, per country type. */
const SAMPLE_SIGN_UPS: Record<string, { mainland: object; foreign: object }> = {
  'gz-marathon-2027': {
    mainland: completeSignUp,
    foreign: { ...completeSignUp, country: 'US', idType: '2', idNumber: 'P12345678' },
  },
  'bj-marathon-2027': {
    mainland: {
      ticket: 200101,
      name: '张三',
      gender: 1,
      country: 'CN',
      idType: '1',
      idNumber: '110105197912310023',
      birthday: '1979-12-31',
      phone: '13812345678',
      email: 'runner@example.com',
      clothingSize: 'M',
      bestTime: '3:30:00',
      emergencyName: '李四',
      emergencyPhone: '13912345678',
    },
    foreign: {
      ticket: 200101,
      name: 'John Smith',
      nameSpelling: 'JOHN SMITH',
      gender: 1,
      country: 'GB',
      idType: '2',
      idNumber: 'P12345678',
      birthday: '1980-05-01',
      phone: '13812345678',
      email: 'runner@example.com',
      clothingSize: 'L',
      bestTime: '3:10:00',
      emergencyName: 'Jane Smith',
      emergencyPhone: '13912345678',
    },
  },
};

const SAMPLES_DIR = join(import.meta.dirname, '../../configs/events');
const foreignPriced = readdirSync(SAMPLES_DIR)
  .map((file) => JSON.parse(readFileSync(join(SAMPLES_DIR, file), 'utf8')) as EventConfig)
  .filter((event) => event.tickets.some((ticket) => ticket.price.foreign !== undefined));

/** The gate pass of a race with a quiz, answered right as a runner would; nothing for other races. */
async function quizPass(
  server: TestServer,
  runner: Runner,
  event: EventConfig,
): Promise<{ gatePass?: string }> {
  const answers = correctAnswers(event.gates);
  if (!answers) return {};
  const { gatePass } = data<{ gatePass: string }>(
    await checkAnswers(server, runner, event.id, answers),
  );
  return { gatePass };
}

describe.each(backends)('sample races that take foreign entrants on $name', (backend) => {
  const server = suiteServer(backend, {
    eventsDir: SAMPLES_DIR,
    // Within the sign-up windows of the samples (China time, 20 November 2026).
    now: () => new Date('2026-11-20T12:00:00+08:00'),
  });

  it('has a complete sign-up for each of them', () => {
    expect(foreignPriced.map((event) => event.key).sort()).toEqual(
      Object.keys(SAMPLE_SIGN_UPS).sort(),
    );
  });

  it.each(foreignPriced.map((event) => [event.key, event] as const))(
    '%s: calcExpense equals the stored order for mainland and foreign runners',
    async (_key, event) => {
      for (const [countryType, values] of [
        [1, SAMPLE_SIGN_UPS[event.key].mainland],
        [2, SAMPLE_SIGN_UPS[event.key].foreign],
      ] as const) {
        const ticket = (values as { ticket: number }).ticket;
        const quoted = data<{ expense: number; currency: string }>(
          await server.get(`${A}/matchH5/calcExpense`, {
            matchEventID: event.id,
            ticketDefIDs: ticket,
            countryType,
          }),
        );
        const runner = await server.runner();
        const applied = await server.post(
          `${A}/matchH5/apply`,
          {
            matchEventID: event.id,
            ticketDefIDs: String(ticket),
            countryType,
            applyType: '1',
            formValues: values,
            ...(await quizPass(server, runner, event)),
          },
          runner.token,
        );
        expect(applied.statusCode, applied.body).toBe(200);
        const stored = data<Order>(applied);
        expect(stored.currency).toBe(countryType === 1 ? 'CNY' : 'USD');
        expect({ amount: stored.amount, currency: stored.currency }).toEqual({
          amount: quoted.expense,
          currency: quoted.currency,
        });
      }
    },
  );
});
