import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Application, Group, Team, TeamInvite } from '../../core/generated/api';
import { idCheckDigit } from '../../core/domain/idCard/checkDigit';
import { ORDER_STATES } from '../../core/domain/order/state';
import { holdsPlaceAt, holdsPlaceSql } from '../../server/services/held-places';
import {
  A,
  applyForm,
  B,
  backends,
  data,
  errorOf,
  FIXTURE_EVENTS,
  suiteServer,
  placesSold,
  type Runner,
  toForm,
} from './helpers';

const MINUTE = 60_000;
/** The fixture races with a 30-minute pay deadline and few places. */
const SOLO = { id: 9001, marathon: 900101 };
const GROUP = { id: 9050, tenK: 905001 };
const RELAY = { id: 9010, member: 901002 };

function racesDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'expiry-'));
  const races: [string, Record<number, number>][] = [
    ['open-race', { [SOLO.marathon]: 1 }],
    ['group-race', { [GROUP.tenK]: 2 }],
    ['team-relay', { [RELAY.member]: 2 }],
  ];
  for (const [file, capacities] of races) {
    const event = JSON.parse(readFileSync(join(FIXTURE_EVENTS, `${file}.json`), 'utf8'));
    event.payment.payWithinMinutes = 30;
    for (const ticket of event.tickets) ticket.capacity = capacities[ticket.id] ?? ticket.capacity;
    writeFileSync(join(dir, `${file}.json`), JSON.stringify(event));
  }
  return dir;
}

let sequence = 0;
function person(name: string) {
  sequence += 1;
  const body = `11010119900307${String(sequence).padStart(3, '0')}`;
  return { ticket: GROUP.tenK, name, idNumber: body + idCheckDigit(body) };
}

const teamForm = (name: string, gender: 1 | 2) => ({
  name,
  gender,
  phone: '13900000001',
  idNumber: '110101199003074514',
});

describe.each(backends)('an order that expires unpaid, on $name', (backend) => {
  let clock = new Date('2030-03-01T00:00:00Z');
  const server = suiteServer(backend, () => ({ now: () => clock, eventsDir: racesDir() }));

  const later = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * MINUTE);
  };
  const post = (url: string, body: Record<string, unknown>, runner: Runner) =>
    server.request({
      method: 'POST',
      url,
      token: runner.token,
      lang: 'en-US',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: toForm(body),
    });
  const sign = (runner: Runner, applicationID: number) =>
    server.request({
      method: 'GET',
      url: `${A}/payorder/zfbH5Sign?applicationID=${applicationID}`,
      token: runner.token,
      lang: 'en-US',
    });
  const detail = async (runner: Runner, applicationID: number) =>
    data<Application>(
      await server.get(`${A}/matchH5/detailApplication`, { applicationID }, runner.token),
    );
  const sold = (ticket: number) => placesSold(server.database.db, ticket);
  const stored = (id: number) =>
    server.database.db
      .selectFrom('application')
      .select(['state', 'pay_state', 'holds_capacity', 'paid_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const payments = (id: number) =>
    server.database.db
      .selectFrom('payment')
      .select(['status'])
      .where('application_id', '=', id)
      .execute();
  /** A refusal to pay an expired order: the message says why, and no trade is opened. */
  async function expectPayRefused(runner: Runner, id: number) {
    const before = (await payments(id)).length;
    const refused = await sign(runner, id);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      sub_code: 40910,
      message:
        'The time to pay this order has passed and the places it held were given back; nothing was charged',
    });
    expect((await payments(id)).length).toBe(before);
  }

  it('gives the last place of an expired order to the next runner, and refuses paying it', async () => {
    const [ann, bob] = await server.runners(2);
    const apply = (runner: Runner) =>
      server.post(
        `${A}/matchH5/apply`,
        applyForm({ ticketDefIDs: String(SOLO.marathon) }),
        runner.token,
      );
    const order = data<Application>(await apply(ann));
    expect(order.payDeadline).toBe(new Date(clock.getTime() + 30 * MINUTE).toISOString());
    expect(errorOf(await apply(bob)).sub_code).toBe(40901);
    // Ann opens the cashier in time but approves only after the deadline.
    const trade = data<{ tradeNo: string }>(await sign(ann, order.id));

    later(31);
    // Bob asks for the place before anyone has read Ann's order: he gets it.
    const bobs = await apply(bob);
    expect(bobs.statusCode).toBe(200);
    expect(await sold(SOLO.marathon)).toBe(1);
    expect(await stored(order.id)).toMatchObject({
      state: 'expired',
      pay_state: 1,
      holds_capacity: false,
    });

    expect(await detail(ann, order.id)).toMatchObject({ state: 'expired', tone: 'neutral' });
    await expectPayRefused(ann, order.id);
    const late = await server.post(`${B}/sandbox/pay`, {
      tradeNo: trade.tradeNo,
      outcome: 'approve',
    });
    expect(data<{ status: string }>(late).status).toBe('rejected');
    expect(await stored(order.id)).toMatchObject({ state: 'expired', paid_at: null });
    expect(await sold(SOLO.marathon)).toBe(1);
    // Ann's expired order does not count as her sign-up: she is refused for want of places only.
    expect(errorOf(await apply(ann)).sub_code).toBe(40901);
  });

  it('stores the expiry once, however many reads notice it', async () => {
    const [cat] = await server.runners(1);
    const order = data<Application>(
      await server.post(`${A}/matchH5/apply`, applyForm({ ticketDefIDs: '900102' }), cat.token),
    );
    const before = await sold(900102);
    later(31);
    const views = await Promise.all(Array.from({ length: 5 }, () => detail(cat, order.id)));
    expect(views.map((view) => view.state)).toEqual(Array(5).fill('expired'));
    expect(await sold(900102)).toBe(before - 1);
    const left = data<{ tickets: { id: number; remaining: number }[] }>(
      await server.get(`${A}/matchH5/detailSimple`, { matchEventID: SOLO.id }),
    );
    expect(left.tickets.find((ticket) => ticket.id === 900102)?.remaining).toBe(1000 - before + 1);
  });

  it("gives a group's places back when its order expires", async () => {
    const [leader, dan] = await server.runners(2);
    const group = data<Group>(
      await post(
        `${B}/group/create`,
        { matchEventID: GROUP.id, members: [person('Eve'), person('Fay')] },
        leader,
      ),
    );
    const order = data<Application>(await post(`${B}/group/order`, { groupID: group.id }, leader));
    expect(order.payDeadline).not.toBeNull();
    const single = () =>
      server.post(
        `${A}/matchH5/apply`,
        {
          matchEventID: GROUP.id,
          ticketDefIDs: String(GROUP.tenK),
          countryType: 1,
          applyType: '1',
          formValues: person('Dan'),
        },
        dan.token,
      );
    expect(errorOf(await single()).sub_code).toBe(40901);

    later(31);
    expect((await single()).statusCode).toBe(200);
    expect(await sold(GROUP.tenK)).toBe(1);
    expect(await stored(order.id)).toMatchObject({ state: 'expired' });
    await expectPayRefused(leader, order.id);
    // A new order takes the people's places again: only one is left, so the group does not fit.
    const again = await post(`${B}/group/order`, { groupID: group.id }, leader);
    expect(errorOf(again)).toMatchObject({ sub_code: 40951 });
    expect(await sold(GROUP.tenK)).toBe(1);
  });

  it("gives a team's places back when the captain's order expires", async () => {
    const team = async (captain: Runner) => {
      const created = data<Team>(
        await post(
          `${B}/team/create`,
          { matchEventID: RELAY.id, name: 'Relay', formValues: teamForm('Ann', 2) },
          captain,
        ),
      );
      const invite = data<TeamInvite>(
        await server.get(`${B}/team/share`, { teamID: created.id }, captain.token),
      );
      return { id: created.id, invite: invite.invite };
    };
    const join = (runner: Runner, invite: string) =>
      post(
        `${B}/teamApplication/apply`,
        { matchEventID: RELAY.id, invite, roleID: 2, formValues: teamForm('Bob', 1) },
        runner,
      );
    const [captain, bob, carl, yan, zed] = await server.runners(5);
    const first = await team(captain);
    expect((await join(bob, first.invite)).statusCode).toBe(200);
    expect((await join(carl, first.invite)).statusCode).toBe(200);
    const order = data<Application>(
      await post(`${A}/matchH5/multiRolesApply`, { teamID: first.id }, captain),
    );
    const second = await team(yan);
    expect(errorOf(await join(zed, second.invite)).sub_code).toBe(40901);

    later(31);
    expect((await join(zed, second.invite)).statusCode).toBe(200);
    expect(await sold(RELAY.member)).toBe(1);
    await expectPayRefused(captain, order.id);
    const view = data<Team>(
      await server.get(`${B}/teamApplication/detail`, { teamID: first.id }, captain.token),
    );
    expect(view).toMatchObject({ orderID: null, canChange: true });
  });

  it('has one rule of holding a place, the same in a query as for a row in hand', async () => {
    const now = new Date('2030-06-01T00:00:00Z');
    const deadlines = [null, new Date(now.getTime() - MINUTE), new Date(now.getTime() + MINUTE)];
    const rows = ORDER_STATES.flatMap((state) =>
      deadlines.map((pay_deadline) => ({ state, pay_deadline })),
    );
    const values = sql.join(
      rows.map((row) => sql`(${row.state}::text, ${row.pay_deadline}::timestamptz)`),
    );
    const { rows: answers } = await sql<{ holds: boolean }>`
      select ${holdsPlaceSql(now, 'v')} as holds
      from (values ${values}) as v(state, pay_deadline)`.execute(server.database.db);
    expect(answers.map((answer) => answer.holds)).toEqual(
      rows.map((row) => holdsPlaceAt(row, now)),
    );
    // Spot checks of the rule itself.
    expect(holdsPlaceAt({ state: 'unpaid', pay_deadline: deadlines[1] }, now)).toBe(false);
    expect(holdsPlaceAt({ state: 'unpaid', pay_deadline: deadlines[2] }, now)).toBe(true);
    expect(holdsPlaceAt({ state: 'drawn', pay_deadline: deadlines[1] }, now)).toBe(false);
    expect(holdsPlaceAt({ state: 'refundRequested', pay_deadline: null }, now)).toBe(true);
    expect(holdsPlaceAt({ state: 'lotteryWaiting', pay_deadline: null }, now)).toBe(true);
    expect(holdsPlaceAt({ state: 'refunded', pay_deadline: null }, now)).toBe(false);
  });
});
