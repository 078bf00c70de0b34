import { describe, expect, it } from 'vitest';
import { collectPack } from '../../server/services/pickup';
import {
  A,
  B,
  EVENTS,
  applyForm,
  backends,
  data,
  errorOf,
  suiteServer,
  paidApplication,
  type Runner,
} from './helpers';

const DAY = '2099-05-30';
const PAST_DAY = '2020-01-02';
const ID_NUMBER = '110101199005170016';
/** A proxy whose ID number has a wrong check digit. */
const BAD_ID = '110101199005170019';

interface Slot {
  id: string;
  left: number;
  capacity: number;
  open: boolean;
}
interface Day {
  date: string;
  venue: { name: string; address: string; mapUrl: string };
  slots: Slot[];
}
interface Info {
  orderNo: string;
  runner: { name: string; idNumber: string };
  tickets: string[];
  reservation: null | {
    date: string;
    slotID: string;
    proxy: null | { name: string; phone: string; idNumber: string };
    collectedAt: string | null;
    changeable: boolean;
  };
}

const signUp = { matchEventID: EVENTS.pickup.id, ticketDefIDs: String(EVENTS.pickup.tenK) };
const values = { formValues: { name: '张三', gender: 1, idNumber: ID_NUMBER } };

describe.each(backends)('race-pack pickup on $name', (backend) => {
  const server = suiteServer(backend);

  async function paid(): Promise<{ runner: Runner; id: number; orderNo: string }> {
    const runner = await server.runner();
    const order = await paidApplication(server, runner, { ...signUp, ...values });
    return { runner, ...order };
  }
  const days = async (runner: Runner, applicationID: number) =>
    data<Day[]>(await server.get(`${A}/match/listReserveDate`, { applicationID }, runner.token));
  const left = async (runner: Runner, applicationID: number, slot: string, date = DAY) =>
    (await days(runner, applicationID))
      .find((day) => day.date === date)
      ?.slots.find((entry) => entry.id === slot)?.left;
  const info = async (runner: Runner, applicationID: number) =>
    data<Info>(
      await server.request({
        method: 'GET',
        url: `${A}/matchH5/getReserveInfo?applicationID=${applicationID}`,
        token: runner.token,
        lang: 'en-US',
      }),
    );
  const reserve = (runner: Runner, form: Record<string, unknown>) =>
    server.request({
      method: 'POST',
      url: `${A}/matchH5/reserveCollectDate`,
      token: runner.token,
      lang: 'en-US',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(
        Object.entries(form).map(([key, value]) => [key, String(value)]),
      ).toString(),
    });

  it('lists the days with their venue and the places left in each slot', async () => {
    const { runner, id } = await paid();
    const list = await days(runner, id);
    expect(list.map((day) => day.date)).toEqual([DAY, PAST_DAY]);
    expect(list[0].venue.mapUrl).toMatch(/^https:\/\//);
    expect(list[0].slots.find((slot) => slot.id === 'am')).toMatchObject({
      capacity: 100,
      left: 100,
      open: true,
    });
    // A day whose change deadline has passed cannot be booked.
    expect(list[1].slots[0].open).toBe(false);
  });

  it('books a slot for the runner, shows it on the slip with a masked ID, and counts the place', async () => {
    const { runner, id, orderNo } = await paid();
    const before = await left(runner, id, 'am');
    const response = await reserve(runner, { applicationID: id, date: DAY, slotID: 'am' });
    expect(response.statusCode).toBe(200);
    const slip = await info(runner, id);
    expect(slip).toMatchObject({
      orderNo,
      runner: { name: '张三', idNumber: '110***********0016' },
      tickets: ['10 km'],
      reservation: { date: DAY, slotID: 'am', proxy: null, collectedAt: null, changeable: true },
    });
    expect(await left(runner, id, 'am')).toBe((before ?? 0) - 1);
  });

  it('moves a booking to another slot and gives the old place back; cancelling frees it', async () => {
    const { runner, id } = await paid();
    await reserve(runner, { applicationID: id, date: DAY, slotID: 'am' });
    const amBefore = await left(runner, id, 'am');
    expect(
      (await reserve(runner, { applicationID: id, date: DAY, slotID: 'last' })).statusCode,
    ).toBe(200);
    expect(await left(runner, id, 'am')).toBe((amBefore ?? 0) + 1);
    expect(await left(runner, id, 'last')).toBe(0);
    const cancelled = await server.post(
      `${A}/matchH5/cancelReserve`,
      { applicationID: id },
      runner.token,
    );
    expect(data<Info>(cancelled).reservation).toBeNull();
    expect(await left(runner, id, 'last')).toBe(1);
  });

  it('refuses a proxy with a wrong ID number, saying which field, and stores nothing', async () => {
    const { runner, id } = await paid();
    const response = await reserve(runner, {
      applicationID: id,
      date: DAY,
      slotID: 'am',
      proxy: '1',
      proxyName: '李代领',
      proxyPhone: '13800001111',
      proxyIdNumber: BAD_ID,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      sub_code: 40043,
      message: "Please check the proxy's details: ID number",
    });
    expect(response.json().error.fields).toEqual([
      { field: 'idNumber', rule: 'idCard', message: expect.stringContaining('ID') },
    ]);
    expect((await info(runner, id)).reservation).toBeNull();
  });

  it('books for a valid proxy and shows the proxy masked', async () => {
    const { runner, id } = await paid();
    const response = await reserve(runner, {
      applicationID: id,
      date: DAY,
      slotID: 'am',
      proxy: '1',
      proxyName: '李代领',
      proxyPhone: '13800001111',
      proxyIdNumber: ID_NUMBER,
    });
    expect(response.statusCode).toBe(200);
    expect(data<Info>(response).reservation?.proxy).toEqual({
      name: '李代领',
      phone: '13800001111',
      idNumber: '110***********0016',
    });
  });

  it('refuses a slot past its change deadline, an unknown slot, and an unpaid registration', async () => {
    const { runner, id } = await paid();
    const late = await reserve(runner, { applicationID: id, date: PAST_DAY, slotID: 'am' });
    expect(errorOf(late).sub_code).toBe(40918);
    const unknown = await reserve(runner, { applicationID: id, date: DAY, slotID: 'night' });
    expect(errorOf(unknown).sub_code).toBe(40413);

    const other = await server.runner();
    const unpaid = data<{ id: number }>(
      await server.post(`${A}/matchH5/apply`, applyForm({ ...signUp, ...values }), other.token),
    );
    const refused = await reserve(other, { applicationID: unpaid.id, date: DAY, slotID: 'am' });
    expect(errorOf(refused)).toMatchObject({
      sub_code: 40937,
      message: 'Please pay for your registration first',
    });
  });

  it("answers another runner's registration exactly like a missing one (no IDOR)", async () => {
    const { runner, id } = await paid();
    await reserve(runner, { applicationID: id, date: DAY, slotID: 'am' });
    const stranger = await server.runner();
    const attempts = [
      await server.get(`${A}/matchH5/getReserveInfo`, { applicationID: id }, stranger.token),
      await server.get(`${A}/match/listReserveDate`, { applicationID: id }, stranger.token),
      await reserve(stranger, { applicationID: id, date: DAY, slotID: 'last' }),
      await server.post(`${A}/matchH5/cancelReserve`, { applicationID: id }, stranger.token),
    ];
    for (const response of attempts) expect(errorOf(response).sub_code).toBe(40403);
    expect((await info(runner, id)).reservation?.slotID).toBe('am');
  });

  it('is collected once by its order number; the second scan reports the first, and nothing changes after', async () => {
    const { runner, id, orderNo } = await paid();
    await reserve(runner, { applicationID: id, date: DAY, slotID: 'am' });
    const { db } = server.database;
    const first = await collectPack(db, orderNo, new Date('2099-05-30T03:00:00Z'));
    expect(first).toMatchObject({ status: 'collected', applicationId: id });
    const second = await collectPack(db, orderNo, new Date('2099-05-30T04:00:00Z'));
    expect(second).toMatchObject({
      status: 'alreadyCollected',
      collectedAt: new Date('2099-05-30T03:00:00Z'),
    });
    const slip = await info(runner, id);
    expect(slip.reservation).toMatchObject({
      collectedAt: '2099-05-30T03:00:00.000Z',
      changeable: false,
    });
    const moved = await reserve(runner, { applicationID: id, date: DAY, slotID: 'last' });
    expect(errorOf(moved).sub_code).toBe(40919);
    expect((await collectPack(db, 'nope', new Date())).status).toBe('notFound');
    const dev = await server.post(`${B}/dev/collect`, { registration: String(id) });
    expect(data(dev)).toEqual({
      status: 'alreadyCollected',
      collectedAt: '2099-05-30T03:00:00.000Z',
    });
  });

  it('gives the last place of a slot to exactly one of 100 runners racing for it', async () => {
    const runners = await server.runners(100);
    const orders: number[] = [];
    for (const runner of runners) {
      orders.push((await paidApplication(server, runner, { ...signUp, ...values })).id);
    }
    // Someone else may hold it from another test: free it so exactly one place is left.
    await server.database.db
      .deleteFrom('pickup_reservation')
      .where('event_id', '=', EVENTS.pickup.id)
      .where('slot_id', '=', 'last')
      .execute();
    await server.database.db
      .updateTable('pickup_slot')
      .set({ taken: 0 })
      .where('event_id', '=', EVENTS.pickup.id)
      .where('slot_id', '=', 'last')
      .execute();
    const responses = await Promise.all(
      runners.map((runner, i) =>
        reserve(runner, { applicationID: orders[i], date: DAY, slotID: 'last' }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(99);
    for (const response of refused) {
      expect(errorOf(response)).toMatchObject({
        sub_code: 40917,
        message: 'This pickup time is full, please choose another',
      });
    }
    expect(await left(runners[0], orders[0], 'last')).toBe(0);
  });
});
