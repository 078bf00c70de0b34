import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../core/generated/config/app';
import { APP_CONFIG_FILE } from '../../server/paths';
import { A, B, EVENTS, backends, data, errorOf, suiteServer, type Runner } from './helpers';

const race = EVENTS.extras;

interface Order {
  id: number;
  amount: number;
  originalAmount: number;
  currency: string;
  paidAmount: number | null;
}

interface Items {
  currency: string;
  items: { kind: string; id: string | null; name: string; quantity: number; amount: number }[];
  amount: number;
  total: number;
}

const form = (ticket: number, extra: Record<string, unknown> = {}) => ({
  name: '张三',
  country: 'CN',
  ticket,
  shirt: 'M',
  ...extra,
});

describe.each(backends)('add-ons, charity places and edits on $name', (backend) => {
  const server = suiteServer(backend);

  async function signUp(ticket: number = race.marathon, values: Record<string, unknown> = {}) {
    const runner = await server.runner();
    const applied = await server.post(
      `${A}/matchH5/apply`,
      {
        matchEventID: race.id,
        ticketDefIDs: String(ticket),
        countryType: values.country === 'US' ? 2 : 1,
        applyType: '1',
        formValues: JSON.stringify(form(ticket, values)),
      },
      runner.token,
    );
    expect(applied.statusCode, applied.body).toBe(200);
    return { runner, id: data<Order>(applied).id };
  }

  const order = async (runner: Runner, id: number) =>
    data<Order>(
      await server.get(`${A}/matchH5/detailApplication`, { applicationID: id }, runner.token),
    );
  const pick = (runner: Runner, id: number, packages: unknown) =>
    server.request({
      method: 'POST',
      url: `${A}/matchH5/selectPackage`,
      token: runner.token,
      lang: 'en-US',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        applicationID: String(id),
        packages: JSON.stringify(packages),
      }).toString(),
    });
  const donate = (runner: Runner, id: number, commonwealID: string, donation?: number) =>
    server.request({
      method: 'POST',
      url: `${A}/matchH5/selectCommonweal`,
      token: runner.token,
      lang: 'en-US',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        applicationID: String(id),
        commonwealID,
        ...(donation === undefined ? {} : { donation: String(donation) }),
      }).toString(),
    });
  const items = async (runner: Runner, id: number) =>
    data<Items>(await server.get(`${A}/matchH5/getItemsInfo`, { applicationID: id }, runner.token));
  async function pay(runner: Runner, id: number) {
    const trade = data<{ tradeNo: string; amount: number }>(
      await server.get(`${A}/payorder/zfbH5Sign`, { applicationID: id }, runner.token),
    );
    await server.post(`${B}/sandbox/pay`, { tradeNo: trade.tradeNo, outcome: 'approve' });
    return trade.amount;
  }
  const stockSold = async (kind: string, itemId: string) =>
    (
      await server.database.db
        .selectFrom('extra_stock')
        .select('sold')
        .where('event_id', '=', race.id)
        .where('kind', '=', kind as 'addon')
        .where('item_id', '=', itemId)
        .executeTakeFirstOrThrow()
    ).sold;

  it("lists the add-ons the order's ticket may buy, priced in the order's currency", async () => {
    const { runner, id } = await signUp();
    const offered = data<{
      currency: string;
      items: { id: string; price: number; left: number }[];
    }>(await server.get(`${A}/matchH5/listPackageByType`, { applicationID: id }, runner.token));
    expect(offered.currency).toBe('CNY');
    expect(offered.items.map((item) => [item.id, item.price])).toEqual([
      ['shuttle', 3000],
      ['engraving', 5000],
      ['tshirt', 8000],
      ['last-cap', 4000],
    ]);
    const merchandise = data<{ items: { id: string }[] }>(
      await server.get(
        `${A}/matchH5/listPackageByType`,
        { applicationID: id, type: 'merchandise' },
        runner.token,
      ),
    );
    expect(merchandise.items.map((item) => item.id)).toEqual(['tshirt', 'last-cap']);

    const half = await signUp(race.half, { country: 'US' });
    const abroad = data<{ currency: string; items: { id: string; price: number }[] }>(
      await server.get(
        `${A}/matchH5/listPackageByType`,
        { applicationID: half.id },
        half.runner.token,
      ),
    );
    // Engraving is for the marathon only; a foreign runner sees US cents.
    expect(abroad.currency).toBe('USD');
    expect(abroad.items.map((item) => [item.id, item.price])).toEqual([
      ['shuttle', 500],
      ['tshirt', 1200],
      ['last-cap', 600],
    ]);
  });

  it('prices add-ons and a donation into the order, and the line items add up to it', async () => {
    const { runner, id } = await signUp();
    expect(
      (
        await pick(runner, id, [
          { id: 'shuttle', quantity: 1 },
          { id: 'tshirt', quantity: 2 },
        ])
      ).statusCode,
    ).toBe(200);
    const charities = data<{ partners: { id: string; minDonation: number; placesLeft: number }[] }>(
      await server.get(`${A}/matchH5/listsCommonweal`, { applicationID: id }, runner.token),
    );
    expect(charities.partners.map((partner) => [partner.id, partner.minDonation])).toEqual([
      ['kids-run', 10000],
      ['tiny', 1000],
    ]);
    const donated = await donate(runner, id, 'kids-run', 12000);
    expect(data<Order>(donated).amount).toBe(26000 + 3000 + 16000 + 12000);

    const lines = await items(runner, id);
    expect(lines.items.map((line) => [line.kind, line.id, line.quantity, line.amount])).toEqual([
      ['ticket', String(race.marathon), 1, 26000],
      ['addon', 'shuttle', 1, 3000],
      ['addon', 'tshirt', 2, 16000],
      ['donation', 'kids-run', 1, 12000],
    ]);
    expect(lines.total).toBe(57000);
    expect(lines.items.reduce((sum, line) => sum + line.amount, 0)).toBe(lines.total);
    const selected = data<{ items: { id: string }[]; total: number }>(
      await server.get(`${A}/matchH5/listSelectedPackage`, { applicationID: id }, runner.token),
    );
    expect([selected.items.map((item) => item.id), selected.total]).toEqual([
      ['shuttle', 'tshirt'],
      19000,
    ]);

    // The sandbox charges what the order stores, and the paid order still lists the same lines.
    expect(await pay(runner, id)).toBe(57000);
    expect((await order(runner, id)).paidAmount).toBe(57000);
    expect((await items(runner, id)).total).toBe(57000);
  });

  it("refuses another runner's order on every route, and stores nothing", async () => {
    const { runner, id } = await signUp();
    const stranger = await server.runner();
    for (const path of [
      'listPackageByType',
      'listSelectedPackage',
      'listsCommonweal',
      'getItemsInfo',
      'detailApplicationFields',
    ]) {
      const response = await server.get(
        `${A}/matchH5/${path}`,
        { applicationID: id },
        stranger.token,
      );
      expect([path, response.statusCode, errorOf(response).sub_code]).toEqual([path, 404, 40403]);
    }
    const edit = await server.get(
      `${A}/matchH5/appEditApplication`,
      { applicationID: id, changes: JSON.stringify({ ticket: race.half }) },
      stranger.token,
    );
    expect(errorOf(edit).sub_code).toBe(40403);
    expect(errorOf(await pick(stranger, id, [{ id: 'shuttle', quantity: 1 }])).sub_code).toBe(
      40403,
    );
    expect(errorOf(await donate(stranger, id, 'kids-run', 10000)).sub_code).toBe(40403);
    expect((await items(runner, id)).items.map((line) => line.kind)).toEqual(['ticket']);
    expect((await order(runner, id)).amount).toBe(26000);
  });

  it('refuses a choice the race does not allow, with the reason, and keeps the order as it was', async () => {
    const { runner, id } = await signUp(race.half);
    const cases: [unknown, number, string][] = [
      [
        [{ id: 'engraving', quantity: 1 }],
        40060,
        'Medal engraving is not offered with your ticket',
      ],
      [[{ id: 'tshirt', quantity: 3 }], 40061, 'Extra T-shirt: at most 2 per runner'],
      [[{ id: 'hoodie', quantity: 1 }], 40470, 'This race does not offer the add-on "hoodie"'],
    ];
    for (const [packages, subCode, message] of cases) {
      expect(errorOf(await pick(runner, id, packages))).toMatchObject({
        sub_code: subCode,
        message,
      });
    }
    expect(errorOf(await donate(runner, id, 'kids-run', 9999))).toMatchObject({
      sub_code: 40063,
      message: 'The smallest donation to Kids Run Fund is ¥100.00',
    });
    expect(await order(runner, id)).toMatchObject({ amount: 18000, originalAmount: 18000 });
    expect((await items(runner, id)).items).toHaveLength(1);
  });

  it('never oversells the last units when runners take them at once', async () => {
    const entries = await Promise.all(Array.from({ length: 12 }, () => signUp()));
    const before = await stockSold('addon', 'last-cap');
    const answers = await Promise.all(
      entries.map(({ runner, id }) => pick(runner, id, [{ id: 'last-cap', quantity: 1 }])),
    );
    const won = answers.filter((answer) => answer.statusCode === 200);
    const left = 5 - before;
    expect(won).toHaveLength(left);
    expect(
      answers
        .filter((answer) => answer.statusCode === 409)
        .map((answer) => errorOf(answer).message),
    ).toEqual(Array(12 - left).fill('Limited cap is sold out'));
    expect(await stockSold('addon', 'last-cap')).toBe(5);
    // Every refused runner's order is untouched.
    const amounts = await Promise.all(entries.map(({ runner, id }) => order(runner, id)));
    expect(amounts.filter((stored) => stored.amount === 26000 + 4000)).toHaveLength(left);
    expect(amounts.filter((stored) => stored.amount === 26000)).toHaveLength(12 - left);
  });

  it('gives a single charity place to one of two runners, and back when the order is cancelled', async () => {
    const [first, second] = await Promise.all([signUp(), signUp()]);
    const answers = await Promise.all([
      donate(first.runner, first.id, 'tiny', 1000),
      donate(second.runner, second.id, 'tiny', 1000),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers[0].statusCode === 409 ? answers[0] : answers[1];
    expect(errorOf(loser)).toMatchObject({
      sub_code: 40961,
      message: 'Tiny Cause has no charity places left',
    });
    const winner = answers[0].statusCode === 200 ? first : second;
    await server.post(
      `${A}/matchH5/cancelApplication`,
      { applicationID: winner.id },
      winner.runner.token,
    );
    expect(await stockSold('donation', 'tiny')).toBe(0);
  });

  it('refuses changing add-ons or the donation once paid, and nothing changes', async () => {
    const { runner, id } = await signUp(race.tenK);
    await pay(runner, id);
    const refused = await pick(runner, id, [{ id: 'shuttle', quantity: 1 }]);
    expect(errorOf(refused)).toMatchObject({
      sub_code: 40962,
      message: 'Add-ons and donations can only be changed before payment',
    });
    expect(errorOf(await donate(runner, id, 'kids-run', 10000)).sub_code).toBe(40962);
    expect(await order(runner, id)).toMatchObject({ amount: 18000, paidAmount: 18000 });
  });

  it('shows the re-priced amount of an edit before saving, and saving stores that amount', async () => {
    const { runner, id } = await signUp();
    await pick(runner, id, [{ id: 'shuttle', quantity: 1 }]);
    const preview = data<{ amount: number; previousAmount: number; items: { kind: string }[] }>(
      await server.get(
        `${A}/matchH5/appEditApplication`,
        { applicationID: id, changes: JSON.stringify({ ticket: race.half }) },
        runner.token,
      ),
    );
    expect([preview.previousAmount, preview.amount]).toEqual([29000, 18000 + 3000]);
    expect(preview.items.map((item) => item.kind)).toEqual(['ticket', 'addon']);
    // The preview stored nothing.
    expect((await order(runner, id)).amount).toBe(29000);

    const saved = await server.post(
      `${A}/matchH5/updateApplication`,
      { applicationID: id, formValues: JSON.stringify(form(race.half)) },
      runner.token,
    );
    expect(data<Order>(saved).amount).toBe(preview.amount);
  });

  it('after payment: a price change is refused with both prices, read-only fields are refused, editable ones save', async () => {
    const { runner, id } = await signUp();
    await pay(runner, id);
    const edit = (values: Record<string, unknown>) =>
      server.request({
        method: 'POST',
        url: `${A}/matchH5/updateApplication`,
        token: runner.token,
        lang: 'en-US',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          applicationID: String(id),
          formValues: JSON.stringify(values),
        }).toString(),
      });
    const priceChange = await edit(form(race.half));
    expect(errorOf(priceChange)).toMatchObject({
      sub_code: 40914,
      message: expect.stringContaining('(¥260.00 → ¥180.00)'),
    });
    const preview = await server.get(
      `${A}/matchH5/appEditApplication`,
      { applicationID: id, changes: JSON.stringify({ ticket: race.half }) },
      runner.token,
    );
    expect(errorOf(preview).sub_code).toBe(40914);
    expect(errorOf(await edit(form(race.marathon, { name: '李四' })))).toMatchObject({
      sub_code: 40963,
      message: 'This registration is paid: Full name can no longer be changed',
    });
    const stored = await order(runner, id);
    expect(stored).toMatchObject({ amount: 26000, paidAmount: 26000 });

    // A value stored before the server left out what the form does not have is no change.
    await server.database.db
      .updateTable('application')
      .set({ form_values: sql`form_values || '{"legacyNote": "x"}'::jsonb` })
      .where('id', '=', id)
      .execute();
    expect((await edit(form(race.marathon, { shirt: 'L' }))).statusCode).toBe(200);
    const fields = data<{ editable: string; fields: { name: string; editable: boolean }[] }>(
      await server.get(`${A}/matchH5/detailApplicationFields`, { applicationID: id }, runner.token),
    );
    expect(fields.editable).toBe('some');
    expect(fields.fields.filter((field) => field.editable).map((field) => field.name)).toEqual([
      'ticket',
      'shirt',
    ]);
  });

  it('answers the one configured exchange rate and converts an amount by it', async () => {
    const { exchangeRate } = JSON.parse(readFileSync(APP_CONFIG_FILE, 'utf8')) as AppConfig;
    const rate = data<{ rate: number; date: string; amount: number | null }>(
      await server.get(`${A}/matchH5/exchangeRate`, { amount: 10000 }),
    );
    expect(rate).toEqual({
      from: 'USD',
      to: 'CNY',
      rate: exchangeRate?.usdToCny,
      date: exchangeRate?.date,
      amount: Math.round((exchangeRate?.usdToCny ?? 0) * 10000),
    });
  });
});
