import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, Team as TeamView, TeamInvite as Invite } from '../../core/generated/api';
import { assignNumbers } from '../../server/services/race-numbers';
import {
  A,
  B,
  applyForm,
  backends,
  data,
  errorOf,
  openTestServer,
  toForm,
  type Runner,
  type TestServer,
} from './helpers';

/** Fixture races: a relay the captain pays for, and one where each member pays their own leg. */
const RELAY = { id: 9010, leg1: 901001, member: 901002 };
const EACH = { id: 9011, leg1: 901101, member: 901102 };
/** A race whose last leg fills a form of its own, with one field the captain's form lacks. */
const ANCHOR = { id: 9014, leg1: 901401, last: 901402, role: 2 };
/** Each pays, and a teammate's own form names its fields unlike the event's (runnerName). */
const OWN_FORM = { id: 9015 };
const CAPTAIN = 1;
const RUNNER = 2;

type Team = TeamView;

const form = (name: string, gender: 1 | 2, phone: string) => ({
  name,
  gender,
  phone,
  idNumber: '110101199003074514',
});

describe.each(backends)('teams on $name', (backend) => {
  let server: TestServer;
  let now = new Date();

  beforeAll(async () => {
    server = await openTestServer(backend, { now: () => now });
  });
  afterAll(() => server.close());

  const post = (url: string, body: Record<string, unknown>, runner: Runner) =>
    server.request({
      method: 'POST',
      url,
      token: runner.token,
      lang: 'en-US',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: toForm(body),
    });
  const create = (runner: Runner, eventId = RELAY.id, values = form('Ann', 2, '13900000001')) =>
    post(
      `${B}/team/create`,
      { matchEventID: eventId, name: 'Fast Four', formValues: values },
      runner,
    );
  const share = async (captain: Runner, teamID: number) =>
    data<Invite>(await server.get(`${B}/team/share`, { teamID }, captain.token));
  const join = (
    runner: Runner,
    invite: string,
    values: Record<string, unknown> = form('Bob', 1, '13900000002'),
    eventId = RELAY.id,
  ) =>
    post(
      `${B}/teamApplication/apply`,
      { matchEventID: eventId, invite, roleID: RUNNER, formValues: values },
      runner,
    );
  const detail = async (runner: Runner, teamID: number) =>
    server.request({
      method: 'GET',
      url: `${B}/teamApplication/detail?teamID=${teamID}`,
      token: runner.token,
      lang: 'en-US',
    });
  /** A member pays their own order in the sandbox; the sign's refusal, if any, is returned. */
  async function payOwn(runner: Runner, applicationID: number | null) {
    const sign = await server.get(`${A}/payorder/zfbH5Sign`, { applicationID }, runner.token);
    if (sign.statusCode !== 200) return sign;
    const { tradeNo } = data<{ tradeNo: string }>(sign);
    return server.post(`${B}/sandbox/pay`, { tradeNo, outcome: 'approve' });
  }
  async function teamWithInvite(eventId = RELAY.id) {
    const captain = await server.runner();
    const team = data<Team>(await create(captain, eventId));
    return { captain, team, invite: await share(captain, team.id) };
  }

  it('lists the roles with their prices and places left', async () => {
    const offer = data<{ roles: { id: number; ticket: { priceMainland: number } }[] }>(
      await server.get(`${B}/teamApplication/packagesAndRoles`, { matchEventID: RELAY.id }),
    );
    expect(offer.roles.map((role) => [role.id, role.ticket.priceMainland])).toEqual([
      [CAPTAIN, 15000],
      [RUNNER, 12000],
    ]);
  });

  it('forms a team by invite, prices one order for the captain, and registers all on payment', async () => {
    const { captain, team, invite } = await teamWithInvite();
    expect(team).toMatchObject({ state: 'forming', isCaptain: true });
    expect(team.gaps).toEqual(['Later leg: 1 more', '2 more runners']);
    expect(invite.code).toMatch(/^[A-Z2-9]{8}$/);

    const [bob, carl] = await server.runners(2);
    expect((await join(bob, invite.invite)).statusCode).toBe(200);
    // The short code works as well as the signed link, typed in lower case too.
    const joined = data<Team>(
      await join(carl, invite.code.toLowerCase(), form('Carl', 1, '13900000003')),
    );
    expect(joined.gaps).toEqual([]);
    expect(joined.state).toBe('complete');

    // Another member sees names and roles, with phone and ID numbers masked.
    const bobsView = data<Team>(await detail(bob, team.id));
    const ann = bobsView.members.find((member) => member.name === 'Ann');
    expect(ann).toMatchObject({ phone: '139****0001', idNumber: '110***********4514' });
    expect(ann).not.toHaveProperty('formValues');
    expect(bobsView.members.find((member) => member.isMe)?.phone).toBe('13900000002');

    const order = await post(`${A}/matchH5/multiRolesApply`, { teamID: team.id }, captain);
    expect(order.statusCode).toBe(200);
    const application = data<{ id: number; amount: number; tickets: unknown[] }>(order);
    expect(application.amount).toBe(15000 + 2 * 12000);
    expect(application.tickets).toEqual([
      { id: RELAY.leg1, name: 'Leg 1', price: 15000 },
      { id: RELAY.member, name: 'Member', price: 24000 },
    ]);

    // A priced team no longer changes.
    const late = await join(await server.runner(), invite.invite, form('Dan', 1, '13900000004'));
    expect(errorOf(late)).toMatchObject({ sub_code: 40924 });

    const trade = data<{ tradeNo: string }>(
      await server.get(`${A}/payorder/zfbH5Sign`, { applicationID: application.id }, captain.token),
    );
    await server.post(`${B}/sandbox/pay`, { tradeNo: trade.tradeNo, outcome: 'approve' });
    for (const runner of [captain, bob, carl]) {
      const view = data<Team>(await detail(runner, team.id));
      expect(view.state).toBe('registered');
      expect(view.members.every((member) => member.paid)).toBe(true);
    }
    const removal = await post(
      `${B}/team/update`,
      { teamID: team.id, action: 'remove', runnerID: bob.id },
      captain,
    );
    expect(errorOf(removal).sub_code).toBe(40924);
  });

  it("makes each member of a captain's paid order a paid registration of their own, refunded only with it", async () => {
    const { captain, team, invite } = await teamWithInvite();
    const [bob, carl] = await server.runners(2);
    await join(bob, invite.invite);
    await join(carl, invite.invite, form('Carl', 1, '13900000003'));
    const memberPlaces = async () =>
      data<{ roles: { id: number; ticket: { remaining: number } }[] }>(
        await server.get(`${B}/teamApplication/packagesAndRoles`, { matchEventID: RELAY.id }),
      ).roles.find((role) => role.id === RUNNER)!.ticket.remaining;
    const before = await memberPlaces();
    const order = data<{ id: number }>(
      await post(`${A}/matchH5/multiRolesApply`, { teamID: team.id }, captain),
    );
    // Before payment a member has no registration of their own, and no way to one.
    expect(data<Team>(await detail(bob, team.id)).orderID).toBeNull();
    expect((await payOwn(captain, order.id)).statusCode).toBe(200);

    const mine = async (runner: Runner) =>
      data<Application[]>(
        await server.get(`${A}/matchH5/listsApplication`, { matchEventID: RELAY.id }, runner.token),
      );
    const [bobs] = await mine(bob);
    expect(bobs).toMatchObject({
      state: 'paid',
      payStatus: '2',
      applyType: '2',
      roleID: RUNNER,
      amount: 12000,
      paidByCaptain: true,
      groupEntry: 'person',
      runnerInfo: { name: 'Bob' },
    });
    expect(data<Team>(await detail(bob, team.id)).orderID).toBe(bobs.id);
    // The member's place is now their registration's, not taken a second time.
    expect(await memberPlaces()).toBe(before);
    const card = await server.get(
      `${A}/matchH5/drawShareData`,
      { applicationID: bobs.id },
      bob.token,
    );
    expect(data<{ name: string }>(card).name).toBe('Bob');
    const numbers = await assignNumbers(server.database.db, RELAY.id, {
      choose: false,
      ranges: [
        { ticket: RELAY.leg1, prefix: 'RA', from: 1, to: 99 },
        { ticket: RELAY.member, prefix: 'RB', from: 1, to: 99 },
      ],
    });
    expect(numbers.assigned.map((row) => row.applicationId)).toEqual(
      expect.arrayContaining([order.id, bobs.id]),
    );

    // A member may pick up their race pack, but not refund or withdraw the captain's order alone.
    const actionsOf = async (runner: Runner, applicationID: number) =>
      data<{ actions: Record<string, boolean> }>(
        await server.get(`${A}/matchH5/detailApplicationv2`, { applicationID }, runner.token),
      ).actions;
    expect(await actionsOf(bob, bobs.id)).toMatchObject({
      canRefund: false,
      canWithdraw: false,
      canPickup: true,
    });
    const alone = await server.get(
      `${A}/matchH5/refundQuote`,
      { applicationID: bobs.id },
      bob.token,
    );
    expect(errorOf(alone)).toMatchObject({ sub_code: 40944 });
    expect(errorOf(alone).message).toContain('请由队长为整支队伍申请退款');
    const quit = await server.post(`${B}/withdraw/apply`, { applicationID: bobs.id }, bob.token);
    expect(errorOf(quit).sub_code).toBe(40945);
    const captainQuits = await server.post(
      `${B}/withdraw/apply`,
      { applicationID: order.id },
      captain.token,
    );
    expect(errorOf(captainQuits).sub_code).toBe(40946);

    // The captain's refund ends the whole team's entry and gives every place back.
    const asked = await server.post(
      `${A}/matchH5/refundApply`,
      { applicationID: order.id },
      captain.token,
    );
    expect(asked.statusCode).toBe(200);
    const states = async () =>
      [...(await mine(captain)), ...(await mine(bob)), ...(await mine(carl))].map(
        (entry) => entry.state,
      );
    await expect.poll(states).toEqual(['refunded', 'refunded', 'refunded']);
    expect(await memberPlaces()).toBe(before + 2);
    expect(data<Team>(await detail(bob, team.id))).toMatchObject({
      state: 'complete',
      orderID: null,
    });
  });

  it('refuses an order while a composition rule fails, saying what is missing', async () => {
    const captain = await server.runner();
    const team = data<Team>(await create(captain, RELAY.id, form('Al', 1, '13900000011')));
    const { invite } = await share(captain, team.id);
    for (const runner of await server.runners(2)) await join(runner, invite);
    const order = await post(`${A}/matchH5/multiRolesApply`, { teamID: team.id }, captain);
    expect(errorOf(order)).toEqual({
      code: 409,
      sub_code: 40927,
      message: 'The team is not complete yet: At least one woman',
    });
  });

  it('refuses a full team, a taken role, a second team and a forged or foreign invite', async () => {
    const { captain, invite } = await teamWithInvite();
    for (const runner of await server.runners(3)) {
      expect((await join(runner, invite.invite)).statusCode).toBe(200);
    }
    expect(errorOf(await join(await server.runner(), invite.invite))).toEqual({
      code: 409,
      sub_code: 40921,
      message: 'This team is full: it has 4 runners already',
    });

    const other = await teamWithInvite();
    const taken = await post(
      `${B}/teamApplication/apply`,
      {
        matchEventID: RELAY.id,
        invite: other.invite.invite,
        roleID: CAPTAIN,
        formValues: form('Eve', 2, '13900000005'),
      },
      await server.runner(),
    );
    expect(errorOf(taken)).toMatchObject({
      sub_code: 40922,
      message: 'The role Leg 1 is already taken in this team; choose another role',
    });
    expect(errorOf(await join(captain, other.invite.invite))).toEqual({
      code: 409,
      sub_code: 40923,
      message: 'You are already in a team for this race (Fast Four)',
    });
    expect(errorOf(await create(captain))).toMatchObject({ sub_code: 40923 });
    // Nor can a team member sign up again on their own.
    const alone = await post(
      `${A}/matchH5/apply`,
      applyForm({
        matchEventID: RELAY.id,
        ticketDefIDs: String(RELAY.member),
        formValues: { name: 'Ann', gender: 2 },
      }),
      captain,
    );
    expect(errorOf(alone).sub_code).toBe(40923);

    const forged = invite.invite.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect(errorOf(await join(await server.runner(), forged))).toEqual({
      code: 400,
      sub_code: 40037,
      message: 'This invite is not valid; ask the captain to share the team again',
    });
    expect(errorOf(await join(await server.runner(), 'ZZZZZZZZ')).sub_code).toBe(40037);
    const eachTeam = await teamWithInvite(EACH.id);
    const foreign = await join(await server.runner(), eachTeam.invite.invite);
    expect(errorOf(foreign)).toEqual({
      code: 409,
      sub_code: 40926,
      message: 'This invite is for another race: team-each',
    });
  });

  it('refuses an expired invite, saying when it expired', async () => {
    const { invite } = await teamWithInvite();
    const start = now;
    now = new Date(Date.parse(invite.expiresAt) + 1000);
    try {
      const response = await join(await server.runner(), invite.invite);
      expect(errorOf(response).sub_code).toBe(40920);
      expect(errorOf(response).message).toMatch(/^This invite expired on .+ Beijing time;/);
    } finally {
      now = start;
    }
  });

  it('checks a role form exactly like the individual form and keeps the place free', async () => {
    const { invite } = await teamWithInvite();
    const response = await join(await server.runner(), invite.invite, {
      name: '',
      gender: 3,
      phone: '12',
    });
    expect(errorOf(response)).toMatchObject({ code: 400, sub_code: 40004 });
    const fields = (response.json() as { error: { fields: { field: string }[] } }).error.fields;
    expect(fields.map((field) => field.field).sort()).toEqual(['gender', 'name', 'phone']);
  });

  it('lets only the captain remove, a member leave, and hides the team from outsiders', async () => {
    const { captain, team, invite } = await teamWithInvite();
    const [bob, carl, stranger] = await server.runners(3);
    await join(bob, invite.invite);
    await join(carl, invite.invite, form('Carl', 1, '13900000003'));

    expect(errorOf(await detail(stranger, team.id))).toMatchObject({ code: 404, sub_code: 40410 });
    expect(
      errorOf(await server.get(`${B}/team/share`, { teamID: team.id }, stranger.token)).sub_code,
    ).toBe(40410);
    const byMember = await post(
      `${B}/team/update`,
      { teamID: team.id, action: 'remove', runnerID: carl.id },
      bob,
    );
    expect(errorOf(byMember)).toMatchObject({ code: 403, sub_code: 40302 });
    const byStranger = await post(
      `${B}/team/update`,
      { teamID: team.id, action: 'remove', runnerID: carl.id },
      stranger,
    );
    expect(errorOf(byStranger).sub_code).toBe(40410);
    expect(
      errorOf(await post(`${A}/matchH5/multiRolesApply`, { teamID: team.id }, bob)).sub_code,
    ).toBe(40302);

    const removed = await post(
      `${B}/team/update`,
      { teamID: team.id, action: 'remove', runnerID: carl.id },
      captain,
    );
    expect(data<{ team: Team }>(removed).team.members.map((member) => member.name)).toEqual([
      'Ann',
      'Bob',
    ]);
    const left = await post(`${B}/team/update`, { teamID: team.id, action: 'leave' }, bob);
    expect(data(left)).toEqual({ team: null });
    const mine = data<{ team: Team | null }>(
      await server.get(`${B}/team/getUserTeam`, { matchEventID: RELAY.id }, bob.token),
    );
    expect(mine.team).toBeNull();
    // Having left, Bob may join another team.
    const other = await teamWithInvite();
    expect((await join(bob, other.invite.invite)).statusCode).toBe(200);
  });

  it('when each pays, every member has an order of their own role and cannot be removed once paid', async () => {
    const { captain, team, invite } = await teamWithInvite(EACH.id);
    const [bob, carl] = await server.runners(2);
    const joined = data<Team>(await join(bob, invite.invite, undefined, EACH.id));
    await join(carl, invite.invite, form('Carl', 1, '13900000003'), EACH.id);
    const own = joined.orderID;
    expect(own).not.toBeNull();
    const order = data<{ amount: number; roleID: number }>(
      await server.get(`${A}/matchH5/detailApplication`, { applicationID: own }, bob.token),
    );
    expect(order).toMatchObject({ amount: 12000, roleID: RUNNER });
    expect((await payOwn(bob, own)).statusCode).toBe(200);
    const view = data<Team>(await detail(captain, team.id));
    expect(view.members.map((member) => member.paid)).toEqual([false, true, false]);
    const removal = await post(
      `${B}/team/update`,
      { teamID: team.id, action: 'remove', runnerID: bob.id },
      captain,
    );
    expect(errorOf(removal)).toMatchObject({ sub_code: 40928 });
  });

  it('when each pays, a member pays only into a team complete by its roles, size and rules', async () => {
    // A team of men: roles and size are met, the rule of at least one woman is not.
    const adam = await server.runner();
    const team = data<Team>(await create(adam, EACH.id, form('Adam', 1, '13900000041')));
    const { invite } = await share(adam, team.id);
    const [bob, carl, dana] = await server.runners(3);
    const own = async (runner: Runner, values: Record<string, unknown>) =>
      data<Team>(await join(runner, invite, values, EACH.id)).orderID;
    const bobs = await own(bob, form('Bob', 1, '13900000042'));
    const carls = await own(carl, form('Carl', 1, '13900000043'));
    // The sign is asked for in Chinese, the app's default language.
    const notReady = {
      code: 409,
      sub_code: 40941,
      message: '队伍按赛事要求组齐后，队员方可各自缴费；尚缺：至少一名女队员',
    };
    expect(errorOf(await payOwn(bob, bobs))).toEqual(notReady);
    expect(data<Team>(await detail(adam, team.id))).toMatchObject({
      state: 'forming',
      gaps: ['At least one woman'],
    });

    const danas = await own(dana, form('Dana', 2, '13900000044'));
    expect((await payOwn(bob, bobs)).statusCode).toBe(200);
    // Bob paid into a team with a woman: Dana's own form cannot take that away.
    const changed = await post(
      `${B}/teamApplication/update`,
      { teamID: team.id, formValues: form('Dana', 1, '13900000044') },
      dana,
    );
    expect(errorOf(changed)).toMatchObject({
      sub_code: 40947,
      message:
        'Teammates have already paid into this team; this change would leave it short of: At least one woman',
    });
    // Dana leaves before paying: the rule fails again, for Carl as for anyone yet to pay.
    await post(`${B}/team/update`, { teamID: team.id, action: 'leave' }, dana);
    expect(errorOf(await payOwn(carl, carls))).toEqual(notReady);
    // Her own order was cancelled as she left.
    expect(errorOf(await payOwn(dana, danas)).sub_code).toBe(40904);

    const back = await own(dana, form('Dana', 2, '13900000044'));
    for (const [runner, order] of [
      [carl, carls],
      [dana, back],
    ] as const) {
      expect((await payOwn(runner, order)).statusCode).toBe(200);
    }
    expect(data<Team>(await detail(adam, team.id)).state).toBe('ordered');
    const adams = data<Team>(await detail(adam, team.id)).orderID;
    expect((await payOwn(adam, adams)).statusCode).toBe(200);
    const done = data<Team>(await detail(carl, team.id));
    expect(done).toMatchObject({ state: 'registered', gaps: [] });
    expect(done.members.map((member) => [member.name, member.paid])).toEqual([
      ['Adam', true],
      ['Bob', true],
      ['Carl', true],
      ['Dana', true],
    ]);
  });

  it("reads a member's paid entry by their role's form: share card and status lookup", async () => {
    const captain = await server.runner();
    const team = data<Team>(await create(captain, OWN_FORM.id));
    const { invite } = await share(captain, team.id);
    const bob = await server.runner();
    const values = { runnerName: 'Bob Own', gender: 1, phone: '13900000051', shirt: 'L' };
    const order = data<Team>(await join(bob, invite, values, OWN_FORM.id)).orderID;
    expect((await payOwn(bob, order)).statusCode).toBe(200);

    const card = await server.get(
      `${A}/matchH5/drawShareData`,
      { applicationID: order },
      bob.token,
    );
    expect(data<{ name: string }>(card).name).toBe('Bob Own');
    const { captchaId } = data<{ captchaId: string }>(await server.get(`${B}/captcha/code`));
    const { answer } = data<{ answer: string }>(
      await server.get(`${B}/dev/captcha`, { id: captchaId }),
    );
    const query = {
      matchEventID: OWN_FORM.id,
      queryType: 'phone',
      keyword: values.phone,
      captchaId,
      captchaCode: answer,
    };
    const found = data<{ name: string; mobile: string }[]>(
      await server.get(`${A}/matchH5/search`, query),
    );
    expect(found.map((record) => [record.name, record.mobile])).toEqual([
      ['Bob Own', '139****0051'],
    ]);
  });

  describe('a member changing their own role form', () => {
    const update = (runner: Runner, teamID: number, values: Record<string, unknown>) =>
      post(`${B}/teamApplication/update`, { teamID, formValues: values }, runner);
    const mine = (view: Team) => view.members.find((member) => member.isMe);

    it('changes only their own entry, checked like apply, until the captain orders', async () => {
      const { captain, team, invite } = await teamWithInvite();
      const [bob, outsider] = await server.runners(2);
      await join(bob, invite.invite);

      const changed = data<Team>(await update(bob, team.id, form('Bobby', 1, '13900000012')));
      expect(mine(changed)).toMatchObject({ name: 'Bobby', phone: '13900000012' });
      expect(mine(changed)?.formValues).toMatchObject({ name: 'Bobby' });
      const captainsView = data<Team>(await detail(captain, team.id));
      expect(captainsView.members.find((member) => member.name === 'Ann')?.isMe).toBe(true);

      const bad = await update(bob, team.id, { name: '', gender: 3, phone: '12' });
      expect(errorOf(bad)).toMatchObject({ code: 400, sub_code: 40004 });
      expect(mine(data<Team>(await detail(bob, team.id)))?.name).toBe('Bobby');

      const foreign = await update(outsider, team.id, form('Eve', 2, '13900000099'));
      expect(foreign.statusCode).toBe(404);
      expect(errorOf(foreign).sub_code).toBe(40410);
      expect(data<Team>(await detail(bob, team.id)).members.map((member) => member.name)).toEqual([
        'Ann',
        'Bobby',
      ]);

      await join(await server.runner(), invite.invite, form('Carl', 1, '13900000003'));
      expect(
        (await post(`${A}/matchH5/multiRolesApply`, { teamID: team.id }, captain)).statusCode,
      ).toBe(200);
      const locked = await update(bob, team.id, form('Robert', 1, '13900000012'));
      expect(errorOf(locked).sub_code).toBe(40924);
    });

    it('when each pays, re-writes the unpaid order with it and refuses once paid', async () => {
      const { team, invite } = await teamWithInvite(EACH.id);
      const [bob, carl] = await server.runners(2);
      const own = data<Team>(await join(bob, invite.invite, undefined, EACH.id)).orderID;
      await join(carl, invite.invite, form('Carl', 1, '13900000003'), EACH.id);
      await update(bob, team.id, form('Bobby', 1, '13900000012'));
      const order = data<{ amount: number; runnerInfo: Record<string, unknown> }>(
        await server.get(`${A}/matchH5/detailApplication`, { applicationID: own }, bob.token),
      );
      expect(order).toMatchObject({ amount: 12000, runnerInfo: { name: 'Bobby' } });

      expect((await payOwn(bob, own)).statusCode).toBe(200);
      const paid = await update(bob, team.id, form('Robert', 1, '13900000012'));
      expect(errorOf(paid).sub_code).toBe(40906);
      expect(mine(data<Team>(await detail(bob, team.id)))?.name).toBe('Bobby');
    });
  });

  describe("reading one's teams and teammates", () => {
    const get = (runner: Runner, path: string, query: Record<string, number>) =>
      server.request({
        method: 'GET',
        url: `${B}/${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
        token: runner.token,
        lang: 'en-US',
      });

    it("lists the runner's teams, per race when asked, and nobody else's", async () => {
      const { captain, team, invite } = await teamWithInvite();
      const bob = await server.runner();
      await join(bob, invite.invite);
      const each = await teamWithInvite(EACH.id);
      await join(bob, each.invite.invite, undefined, EACH.id);

      const all = data<{ teams: Team[] }>(await get(bob, 'team/lists', {}));
      expect(all.teams.map((listed) => listed.id)).toEqual([each.team.id, team.id]);
      expect(all.teams[1]).toMatchObject({ name: 'Fast Four', isCaptain: false, state: 'forming' });
      const relay = data<{ teams: Team[] }>(
        await get(bob, 'team/lists', { matchEventID: RELAY.id }),
      );
      expect(relay.teams.map((listed) => listed.id)).toEqual([team.id]);
      const captains = data<{ teams: Team[] }>(await get(captain, 'team/lists', {}));
      expect(captains.teams.map((listed) => listed.id)).toEqual([team.id]);
      const stranger = data<{ teams: Team[] }>(await get(await server.runner(), 'team/lists', {}));
      expect(stranger.teams).toEqual([]);
    });

    it("gives a role's form, and a member's own with their values while they may change it", async () => {
      const offered = data<{ roleID: number; ticketID: number; schema: object; uiSchema: object }>(
        await server.get(`${B}/teamApplication/fieldsByRoleID`, {
          matchEventID: RELAY.id,
          roleID: RUNNER,
        }),
      );
      expect(offered).toMatchObject({ roleID: RUNNER, ticketID: RELAY.member });
      expect(offered.schema).toMatchObject({ type: 'object' });
      const unknown = await server.get(`${B}/teamApplication/fieldsByRoleID`, {
        matchEventID: RELAY.id,
        roleID: 99,
      });
      expect(errorOf(unknown)).toMatchObject({ code: 400, sub_code: 40001 });

      const { team, invite } = await teamWithInvite(EACH.id);
      const bob = await server.runner();
      const own = data<Team>(await join(bob, invite.invite, undefined, EACH.id)).orderID;
      await join(await server.runner(), invite.invite, form('Carl', 1, '13900000003'), EACH.id);
      const editable = data<{ form: { roleID: number }; formValues: object; canChange: boolean }>(
        await get(bob, 'teamApplication/getEditFieldsByRoleID', { teamID: team.id }),
      );
      expect(editable).toMatchObject({
        form: { roleID: RUNNER },
        formValues: { name: 'Bob' },
        canChange: true,
      });
      expect((await payOwn(bob, own)).statusCode).toBe(200);
      const paid = data<{ canChange: boolean }>(
        await get(bob, 'teamApplication/getEditFieldsByRoleID', { teamID: team.id }),
      );
      expect(paid.canChange).toBe(false);
      const outsider = await get(await server.runner(), 'teamApplication/getEditFieldsByRoleID', {
        teamID: team.id,
      });
      expect(errorOf(outsider).sub_code).toBe(40410);
    });

    it('shows a member their own details and teammates masked, and outsiders nothing', async () => {
      const { captain, team, invite } = await teamWithInvite();
      const bob = await server.runner();
      await join(bob, invite.invite);

      const own = data<Team['members'][number]>(
        await get(bob, 'teamApplication/getRunnerInfo', { teamID: team.id }),
      );
      expect(own).toMatchObject({ name: 'Bob', isMe: true, phone: '13900000002' });
      expect(own.formValues).toMatchObject({ name: 'Bob', idNumber: '110101199003074514' });

      const captainSeen = data<Team['members'][number]>(
        await get(bob, 'teamApplication/runnerInfoPreview', {
          teamID: team.id,
          runnerID: captain.id,
        }),
      );
      expect(captainSeen).toMatchObject({ name: 'Ann', phone: '139****0001', isCaptain: true });
      expect(captainSeen).not.toHaveProperty('formValues');

      const outsider = await server.runner();
      for (const response of [
        await get(outsider, 'teamApplication/getRunnerInfo', { teamID: team.id }),
        await get(outsider, 'teamApplication/runnerInfoPreview', {
          teamID: team.id,
          runnerID: bob.id,
        }),
        await get(bob, 'teamApplication/runnerInfoPreview', {
          teamID: team.id,
          runnerID: outsider.id,
        }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(errorOf(response).sub_code).toBe(40410);
      }
    });
  });

  describe("a role's own form", () => {
    const fieldsOf = (response: Awaited<ReturnType<typeof post>>) =>
      (response.json() as { error: { fields: { field: string; message: string }[] } }).error.fields;
    const joinAnchor = (runner: Runner, invite: string, values: Record<string, unknown>) =>
      post(
        `${B}/teamApplication/apply`,
        { matchEventID: ANCHOR.id, invite, roleID: ANCHOR.role, formValues: values },
        runner,
      );

    it('is the form the role is offered, and the only one its members are checked against', async () => {
      const offered = data<{ schema: { properties: object; required: string[] } }>(
        await server.get(`${B}/teamApplication/fieldsByRoleID`, {
          matchEventID: ANCHOR.id,
          roleID: ANCHOR.role,
        }),
      );
      expect(Object.keys(offered.schema.properties)).toContain('finishLine');
      expect(offered.schema.required).toContain('finishLine');
      const captains = data<{ schema: { properties: object } }>(
        await server.get(`${B}/teamApplication/fieldsByRoleID`, {
          matchEventID: ANCHOR.id,
          roleID: CAPTAIN,
        }),
      );
      expect(Object.keys(captains.schema.properties)).not.toContain('finishLine');

      const { captain, team, invite } = await teamWithInvite(ANCHOR.id);
      // The last leg must answer the question only its form asks, with one of its choices.
      const anchor = await server.runner();
      const missing = await joinAnchor(anchor, invite.invite, form('Lia', 2, '13900000021'));
      expect(errorOf(missing)).toMatchObject({ code: 400, sub_code: 40004 });
      expect(fieldsOf(missing)).toEqual([
        { field: 'finishLine', rule: 'required', message: 'Can not be empty' },
      ]);
      const wrong = await joinAnchor(anchor, invite.invite, {
        ...form('Lia', 2, '13900000021'),
        finishLine: 'fly',
      });
      expect(fieldsOf(wrong).map((field) => field.field)).toEqual(['finishLine']);
      const joined = data<Team>(
        await joinAnchor(anchor, invite.invite, {
          ...form('Lia', 2, '13900000021'),
          finishLine: 'team',
        }),
      );
      expect(joined.members.find((member) => member.isMe)?.formValues).toMatchObject({
        finishLine: 'team',
      });

      // The captain's form has no such field: a value for it is refused, not stored.
      const edit = await post(
        `${B}/teamApplication/update`,
        { teamID: team.id, formValues: { ...form('Ann', 2, '13900000001'), finishLine: 'alone' } },
        captain,
      );
      expect(errorOf(edit)).toMatchObject({ code: 400, sub_code: 40004 });
      expect(fieldsOf(edit)).toEqual([
        {
          field: 'finishLine',
          rule: 'additionalProperties',
          message: 'This field is not part of your form',
        },
      ]);
    });

    it('adds up the ages on race day and refuses the order until the sum is reached', async () => {
      // Race day is 2099-06-01: born 1990-03-07 is 109, born 2000-01-01 is 99, together 208.
      const captain = await server.runner();
      const captainForm = { ...form('Ann', 2, '13900000031'), birthday: '1990-03-07' };
      const team = data<Team>(await create(captain, ANCHOR.id, captainForm));
      const { invite } = await share(captain, team.id);
      await joinAnchor(await server.runner(), invite, {
        ...form('Lia', 2, '13900000032'),
        birthday: '2000-01-01',
        finishLine: 'alone',
      });
      const refused = await post(`${A}/matchH5/multiRolesApply`, { teamID: team.id }, captain);
      expect(errorOf(refused)).toEqual({
        code: 409,
        sub_code: 40927,
        message:
          "The team is not complete yet: The two runners' ages on race day must add up to 210 or more",
      });
      expect(data<Team>(await detail(captain, team.id)).gaps).toEqual([
        "The two runners' ages on race day must add up to 210 or more",
      ]);

      // Born ten years earlier, the captain brings the sum to 218.
      await post(
        `${B}/teamApplication/update`,
        { teamID: team.id, formValues: { ...captainForm, birthday: '1980-03-07' } },
        captain,
      );
      const order = await post(`${A}/matchH5/multiRolesApply`, { teamID: team.id }, captain);
      expect(order.statusCode).toBe(200);
      expect(data<{ amount: number }>(order).amount).toBe(15000 + 12000);
    });
  });

  it('gives the last place of a team to exactly one of 100 runners racing for it', async () => {
    const { team, invite } = await teamWithInvite();
    for (const runner of await server.runners(2)) await join(runner, invite.invite);
    const racers = await server.runners(100);
    const responses = await Promise.all(racers.map((runner) => join(runner, invite.invite)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    const refusals = responses.filter((response) => response.statusCode !== 200).map(errorOf);
    expect(refusals).toHaveLength(99);
    for (const refusal of refusals) {
      expect(refusal).toEqual({
        code: 409,
        sub_code: 40921,
        message: 'This team is full: it has 4 runners already',
      });
    }
    const members = await server.database.db
      .selectFrom('team_member')
      .select('runner_id')
      .where('team_id', '=', team.id)
      .execute();
    expect(members).toHaveLength(4);
  });
});
