import { describe, expect, it } from 'vitest';
import { pickupStaffCode } from '../../server/services/settings';
import {
  A,
  PICKUP_TEN_K,
  backends,
  data,
  errorOf,
  paidApplication,
  startServer,
  suiteServer,
} from './helpers';

const DESK = 'desk-code-for-tests';
const signUp = {
  ...PICKUP_TEN_K,
  formValues: { name: '张三', gender: 1, idNumber: '110101199005170016' },
};

describe.each(backends)('the pickup desk staff page on $name', (backend) => {
  const server = suiteServer(backend, { pickupStaffCode: DESK });

  /** A paid registration with a pickup slot booked (for a proxy), as the desk sees it scanned. */
  async function reserved(proxy: Record<string, string> = {}) {
    const runner = await server.runner();
    const order = await paidApplication(server, runner, signUp);
    const booked = await server.post(
      `${A}/matchH5/reserveCollectDate`,
      { applicationID: order.id, date: '2099-05-30', slotID: 'am', ...proxy },
      runner.token,
    );
    expect(booked.statusCode).toBe(200);
    return { runner, ...order };
  }

  const desk = (step: 'lookup' | 'collect') => (staffCode: string, code: string, token?: string) =>
    server.request({
      method: 'POST',
      url: `${A}/staff/${step}`,
      token,
      lang: 'en-US',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ staffCode, code }).toString(),
    });
  const lookUp = desk('lookup');
  const scan = desk('collect');

  const collectedAtOf = async (runner: { token: string }, id: number) =>
    data<{ reservation: { collectedAt: string | null } }>(
      await server.get(`${A}/matchH5/getReserveInfo`, { applicationID: id }, runner.token),
    ).reservation.collectedAt;

  it('looks a scanned slip up without marking it, then hands it over once; a second scan says when', async () => {
    const { runner, id, orderNo } = await reserved();
    const pack = {
      applicationID: id,
      orderNo,
      runner: { name: '张三', idNumber: '110***********0016' },
      proxy: null,
      tickets: [expect.any(String)],
    };
    for (const code of [orderNo, String(id)]) {
      const looked = await lookUp(DESK, code);
      expect(looked.statusCode).toBe(200);
      expect(data(looked)).toMatchObject({ ...pack, collectedAt: null });
    }
    expect(await collectedAtOf(runner, id)).toBeNull();

    const first = await scan(DESK, orderNo);
    expect(first.statusCode).toBe(200);
    expect(data(first)).toMatchObject({ ...pack, collectedAt: expect.stringMatching(/^\d{4}-/) });
    expect(await collectedAtOf(runner, id)).toBe(data(first).collectedAt);

    for (const again of [await lookUp(DESK, orderNo), await scan(DESK, orderNo)]) {
      expect(again.statusCode).toBe(409);
      expect(errorOf(again)).toMatchObject({ sub_code: 40919 });
      expect(errorOf(again).message).toMatch(/^The race pack was already collected at \d{4}-/);
    }
    expect(await collectedAtOf(runner, id)).toBe(data(first).collectedAt);
  });

  it('tells the desk that a proxy collects, with the ID to check and what the proxy must show', async () => {
    const { orderNo } = await reserved({
      proxy: '1',
      proxyName: '李四',
      proxyPhone: '13800001111',
      proxyIdNumber: '110101199005170024',
    });
    const scanned = await lookUp(DESK, orderNo);
    expect(data(scanned)).toMatchObject({
      runner: { name: '张三' },
      proxy: { name: '李四', idNumber: '110***********0024', mustShow: expect.any(String) },
    });
    expect(data<{ proxy: { mustShow: string } }>(scanned).proxy.mustShow).not.toBe('');
  });

  it('refuses without the staff code, even to the runner whose pack it is', async () => {
    const { runner, id, orderNo } = await reserved();
    for (const step of [lookUp, scan]) {
      for (const response of [
        await step('', orderNo, runner.token),
        await step('guess', orderNo),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(errorOf(response).sub_code).toBe(40320);
      }
    }
    // Nothing was collected: the desk's own scan still collects it.
    expect(await collectedAtOf(runner, id)).toBeNull();
    expect((await scan(DESK, orderNo)).statusCode).toBe(200);
  });

  it('says, at the lookup and the collection, when the code names no registration or one without a pickup reservation', async () => {
    const runner = await server.runner();
    const { orderNo } = await paidApplication(server, runner, signUp);
    for (const step of [lookUp, scan]) {
      const unknown = await step(DESK, 'NO-SUCH-ORDER');
      expect(errorOf(unknown)).toMatchObject({ code: 404, sub_code: 40420 });
      expect(errorOf(unknown).message).toBe('No registration NO-SUCH-ORDER');
      expect(errorOf(await step(DESK, orderNo))).toMatchObject({ code: 404, sub_code: 40414 });
    }
  });

  it('uses the code it generated and stored when none is configured, and none in production', async () => {
    const { db } = server.database;
    const local = await startServer(server.database);
    const production = await startServer(server.database, { production: true });
    try {
      const stored = String(await pickupStaffCode(db, undefined, false));
      expect(stored).toMatch(/^[0-9a-f]{16}$/);
      const { orderNo } = await reserved();
      const form = (staffCode: string) => ({
        method: 'POST' as const,
        url: `${A}/staff/collect`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ staffCode, code: orderNo }).toString(),
      });
      const refused = await production.inject(form(stored));
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).sub_code).toBe(40321);
      expect((await local.inject(form(stored))).statusCode).toBe(200);
    } finally {
      await local.close();
      await production.close();
    }
  });
});
