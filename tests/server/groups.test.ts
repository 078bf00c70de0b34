import { describe, expect, it } from 'vitest';
import type { Application, Group, RaceNumber } from '../../core/generated/api';
import { idCheckDigit } from '../../core/domain/idCard/checkDigit';
import { A, B, backends, data, errorOf, suiteServer, placesSold, type Runner } from './helpers';

/** The fixture race with group registration: 2 to 4 people, 5 places of 10 km, 50 of 5 km. */
const RACE = { id: 9050, tenK: 905001, fiveK: 905002 };

let sequence = 0;
/** A person of a group with an ID number of their own. */
function person(name: string, ticket: number = RACE.fiveK) {
  sequence += 1;
  const body = `11010119900307${String(sequence).padStart(3, '0')}`;
  return { ticket, name, idNumber: body + idCheckDigit(body) };
}

describe.each(backends)('group registration on $name', (backend) => {
  const server = suiteServer(backend);

  const post = (path: string, body: Record<string, unknown>, runner: Runner) =>
    server.request({
      method: 'POST',
      url: `${B}/${path}`,
      token: runner.token,
      lang: 'en-US',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(
        Object.entries(body).map(([key, value]) => [
          key,
          typeof value === 'string' ? value : JSON.stringify(value),
        ]),
      ).toString(),
    });
  const create = (leader: Runner, members: unknown[]) =>
    post('group/create', { matchEventID: String(RACE.id), members }, leader);
  const sold = (ticket: number) => placesSold(server.database.db, ticket);

  it('takes the last places for whole groups only, however many leaders race for them', async () => {
    const leaders = await server.runners(4);
    // Four groups of two racing for five places: two fit, and no group gets half its places.
    const answers = await Promise.all(
      leaders.map((leader, index) =>
        create(leader, [person(`A${index}`, RACE.tenK), person(`B${index}`, RACE.tenK)]),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(errorOf(refused)).toMatchObject({
        sub_code: 40951,
        message: 'Not enough places left for 2 people; fewer people may still fit',
      });
    }
    expect(await sold(RACE.tenK)).toBe(4);

    // One place is left: a group of two does not fit, one that needs a single 10 km place does.
    const [late] = await server.runners(1);
    const tooMany = await create(late, [person('C', RACE.tenK), person('D', RACE.tenK)]);
    expect(errorOf(tooMany).sub_code).toBe(40951);
    expect(await sold(RACE.tenK)).toBe(4);
    const fiveKBefore = await sold(RACE.fiveK);
    expect((await create(late, [person('E', RACE.tenK), person('F')])).statusCode).toBe(200);
    expect([await sold(RACE.tenK), await sold(RACE.fiveK)]).toEqual([5, fiveKBefore + 1]);
  });

  it('refuses one bad person by their number, with their fields, and takes no place', async () => {
    const leader = await server.runner();
    const before = await sold(RACE.fiveK);
    const bad = { ...person('Bo'), idNumber: '110101199003070000' };
    const refused = await create(leader, [person('Al'), bad, person('Cy')]);
    expect(refused.statusCode).toBe(400);
    const { error } = refused.json() as {
      error: { sub_code: number; message: string; fields: { field: string }[] };
    };
    expect(error.sub_code).toBe(40050);
    expect(error.message).toBe('Person 2: please check ID number');
    expect(error.fields.map((field) => field.field)).toEqual(['members.1.idNumber']);
    expect(await sold(RACE.fiveK)).toBe(before);
  });

  it('holds a group to the race’s size and to one entry per person', async () => {
    const leader = await server.runner();
    const one = await create(leader, [person('Solo')]);
    expect(errorOf(one)).toMatchObject({
      sub_code: 40051,
      message: 'A group has at least 2 people',
    });
    const five = await create(
      leader,
      ['a', 'b', 'c', 'd', 'e'].map((name) => person(name)),
    );
    expect(errorOf(five)).toMatchObject({
      sub_code: 40052,
      message: 'A group has at most 4 people',
    });
    const twin = person('Twin');
    const twice = await create(leader, [person('Ann'), twin, { ...twin, name: 'Again' }]);
    expect(errorOf(twice)).toMatchObject({
      sub_code: 40053,
      message: 'Person 3 has the same ID number as person 2',
    });
  });

  it('prices the group on the server, pays one order and registers every person', async () => {
    const leader = await server.runner();
    const group = data<Group>(
      await create(leader, [person('Li Lei'), person('Han Mei'), person('Wu Di')]),
    );
    expect(group).toMatchObject({ state: 'saved', amount: 18000, currency: 'CNY', orderID: null });
    expect(group.members.map((member) => [member.name, member.price])).toEqual([
      ['Li Lei', 6000],
      ['Han Mei', 6000],
      ['Wu Di', 6000],
    ]);
    const order = data<Application>(await post('group/order', { groupID: group.id }, leader));
    expect(order).toMatchObject({ amount: 18000, state: 'unpaid' });
    // Asking again gives the same order.
    expect(data<Application>(await post('group/order', { groupID: group.id }, leader)).id).toBe(
      order.id,
    );
    const trade = data<{ tradeNo: string }>(
      await server.get(`${A}/payorder/zfbH5Sign`, { applicationID: order.id }, leader.token),
    );
    await server.post(`${B}/sandbox/pay`, { tradeNo: trade.tradeNo, outcome: 'approve' });

    const paid = data<Group>(
      await server.get(`${B}/group/detail`, { groupID: group.id }, leader.token),
    );
    expect(paid.state).toBe('registered');
    const mine = data<Application[]>(
      await server.get(`${A}/matchH5/listsApplication`, { matchEventID: RACE.id }, leader.token),
    );
    const registrations = mine.filter((entry) => entry.id !== order.id);
    expect(
      registrations.map((entry) => [entry.runnerInfo.name, entry.state, entry.amount]),
    ).toEqual([
      ['Wu Di', 'paid', 6000],
      ['Han Mei', 'paid', 6000],
      ['Li Lei', 'paid', 6000],
    ]);
    expect(paid.members.map((member) => member.applicationID)).toEqual(
      registrations.map((entry) => entry.id).reverse(),
    );
    // The leader may still sign up on their own; a paid group no longer changes.
    const changed = await post(
      'group/update',
      { groupID: group.id, members: [person('X'), person('Y')] },
      leader,
    );
    expect(errorOf(changed).sub_code).toBe(40950);
  });

  it('refunds a paid group as its one order: every person ends with it, never one alone', async () => {
    const leader = await server.runner();
    const before = await sold(RACE.fiveK);
    const group = data<Group>(await create(leader, [person('Zhao Yi'), person('Qian Er')]));
    const order = data<Application>(await post('group/order', { groupID: group.id }, leader));
    const trade = data<{ tradeNo: string }>(
      await server.get(`${A}/payorder/zfbH5Sign`, { applicationID: order.id }, leader.token),
    );
    await server.post(`${B}/sandbox/pay`, { tradeNo: trade.tradeNo, outcome: 'approve' });
    expect(await sold(RACE.fiveK)).toBe(before + 2);
    const registered = data<Group>(
      await server.get(`${B}/group/detail`, { groupID: group.id }, leader.token),
    );
    const person1 = Number(registered.members[0].applicationID);

    // A person's registration was paid by the group's order, so it is not refunded on its own.
    const actionsOf = async (applicationID: number) =>
      data<{ actions: Record<string, boolean> }>(
        await server.get(`${A}/matchH5/detailApplicationv2`, { applicationID }, leader.token),
      ).actions;
    expect(await actionsOf(person1)).toMatchObject({
      canRefund: false,
      canWithdraw: false,
      canPickup: true,
    });
    expect(await actionsOf(order.id)).toMatchObject({
      canRefund: true,
      canWithdraw: false,
      canPickup: false,
    });
    const alone = await server.get(
      `${A}/matchH5/refundQuote`,
      { applicationID: person1 },
      leader.token,
    );
    expect(errorOf(alone)).toMatchObject({ sub_code: 40952 });
    expect(errorOf(alone).message).toContain('请由领队为整个团体订单申请退款');
    const quit = await server.post(`${B}/withdraw/apply`, { applicationID: person1 }, leader.token);
    expect(errorOf(quit).sub_code).toBe(40953);

    const asked = await server.post(
      `${A}/matchH5/refundApply`,
      { applicationID: order.id },
      leader.token,
    );
    expect(asked.statusCode).toBe(200);
    const states = async () =>
      data<Application[]>(
        await server.get(`${A}/matchH5/listsApplication`, { matchEventID: RACE.id }, leader.token),
      )
        .filter((entry) => entry.groupID === group.id)
        .map((entry) => entry.state);
    await expect.poll(states).toEqual(['refunded', 'refunded', 'refunded']);
    expect(await sold(RACE.fiveK)).toBe(before);
  });

  it("gives each person's premium number back with the group's refund: paid ones refunded, unpaid ones cancelled", async () => {
    const leader = await server.runner();
    const group = data<Group>(
      await create(leader, [person('Sun San'), person('Zhou Si'), person('Wu Wu')]),
    );
    const order = data<Application>(await post('group/order', { groupID: group.id }, leader));
    const pay = async (query: Record<string, number>) => {
      const trade = data<{ tradeNo: string }>(
        await server.get(`${A}/payorder/zfbH5Sign`, query, leader.token),
      );
      await server.post(`${B}/sandbox/pay`, { tradeNo: trade.tradeNo, outcome: 'approve' });
    };
    await pay({ applicationID: order.id });
    const [paidFor, heldFor, freeFor] = data<Group>(
      await server.get(`${B}/group/detail`, { groupID: group.id }, leader.token),
    ).members.map((member) => Number(member.applicationID));
    // The leader owns each person's registration, so they choose each person's number.
    const take = async (applicationID: number, cno: string) =>
      data<RaceNumber>(
        await server.post(`${A}/matchH5/setCNO`, { applicationID, cno }, leader.token),
      );
    const paidNumber = (await take(paidFor, 'GRP0011')).pending!.numberOrderID;
    await pay({ applicationID: paidFor, numberOrderID: paidNumber });
    const heldNumber = (await take(heldFor, 'GRP0022')).pending!.numberOrderID;
    expect(await take(freeFor, 'GRP0005')).toMatchObject({ mine: 'GRP0005', pending: null });

    // The order's refund gives back the group's price and the person's paid number.
    const quote = await server.get(
      `${A}/matchH5/refundQuote`,
      { applicationID: order.id },
      leader.token,
    );
    expect(data(quote)).toMatchObject({ paidAmount: 18000 + 6600, amount: 18000 + 6600 });
    await server.post(`${A}/matchH5/refundApply`, { applicationID: order.id }, leader.token);
    // The number's own refund goes back on the payment that bought it, in full.
    const trades = () =>
      server.database.db
        .selectFrom('payment')
        .select(['application_id', 'number_order_id', 'amount', 'status'])
        .where('kind', '=', 'refund')
        .where('application_id', 'in', [order.id, paidFor, heldFor, freeFor])
        .orderBy('amount')
        .execute();
    await expect.poll(trades).toEqual([
      { application_id: paidFor, number_order_id: paidNumber, amount: 6600, status: 'approved' },
      { application_id: order.id, number_order_id: null, amount: 18000, status: 'approved' },
    ]);
    const numberOrders = await server.database.db
      .selectFrom('number_order')
      .select(['id', 'state'])
      .where('id', 'in', [paidNumber, heldNumber])
      .orderBy('id')
      .execute();
    expect(numberOrders).toEqual([
      { id: paidNumber, state: 'refunded' },
      { id: heldNumber, state: 'cancelled' },
    ]);
    // Every person's number is free again for another runner.
    const taken = await server.database.db
      .selectFrom('race_number')
      .select('cno')
      .where('application_id', 'in', [paidFor, heldFor, freeFor])
      .execute();
    expect(taken).toEqual([]);
  });

  it('lets the leader change the people before payment, cancelling the unpaid order', async () => {
    const leader = await server.runner();
    const group = data<Group>(await create(leader, [person('P1'), person('P2')]));
    const order = data<Application>(await post('group/order', { groupID: group.id }, leader));
    const changed = data<Group>(
      await post(
        'group/update',
        { groupID: group.id, members: [person('P1'), person('P2'), person('P3')] },
        leader,
      ),
    );
    expect(changed).toMatchObject({ state: 'saved', amount: 18000, orderID: null });
    const old = data<Application>(
      await server.get(`${A}/matchH5/detailApplication`, { applicationID: order.id }, leader.token),
    );
    expect(old.state).toBe('cancelled');
  });

  it('keeps a group to its leader: another runner can neither read nor change nor order it', async () => {
    const [leader, other] = await server.runners(2);
    const group = data<Group>(await create(leader, [person('Mine'), person('Ours')]));
    const read = await server.get(`${B}/group/detail`, { groupID: group.id }, other.token);
    expect(errorOf(read)).toMatchObject({ code: 404, sub_code: 40450 });
    const change = await post(
      'group/update',
      { groupID: group.id, members: [person('Thief'), person('Crew')] },
      other,
    );
    expect(errorOf(change).sub_code).toBe(40450);
    expect(errorOf(await post('group/order', { groupID: group.id }, other)).sub_code).toBe(40450);
    const unchanged = data<Group>(
      await server.get(`${B}/group/detail`, { groupID: group.id }, leader.token),
    );
    expect(unchanged.members.map((member) => member.name)).toEqual(['Mine', 'Ours']);
  });

  it('is refused in a race without group registration', async () => {
    const leader = await server.runner();
    const refused = await post(
      'group/create',
      { matchEventID: '9002', members: [{ name: 'A' }, { name: 'B' }] },
      leader,
    );
    expect(errorOf(refused).sub_code).toBe(40031);
  });
});
