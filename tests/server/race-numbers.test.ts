import { describe, expect, it } from 'vitest';
import type { RaceNumber as NumberView } from '../../core/generated/api';
import {
  A,
  EVENTS,
  PICKUP_TEN_K,
  backends,
  data,
  errorOf,
  paidApplication,
  paidRunner,
  suiteServer,
  type Runner,
} from './helpers';

describe.each(backends)('race numbers on $name', (backend) => {
  const server = suiteServer(backend);

  const paid = (overrides: Record<string, unknown> = {}) =>
    paidRunner(server, { ...PICKUP_TEN_K, ...overrides });
  const search = (runner: Runner, applicationID: number, cno: string) =>
    server.request({
      method: 'GET',
      url: `${A}/matchH5/searchNo?applicationID=${applicationID}&cno=${cno}`,
      token: runner.token,
      lang: 'en-US',
    });
  const take = (runner: Runner, applicationID: number, cno: string) =>
    server.request({
      method: 'POST',
      url: `${A}/matchH5/setCNO`,
      token: runner.token,
      lang: 'en-US',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `applicationID=${applicationID}&cno=${cno}`,
    });

  it("finds a free number of the runner's ticket, and says why others cannot be chosen", async () => {
    const { runner, id } = await paid();
    expect(data<NumberView>(await search(runner, id, 'PKR0042'))).toEqual({
      cno: 'PKR0042',
      mine: null,
      available: true,
      choosing: true,
      chooseUntil: null,
      ranges: [{ prefix: 'PKR', from: 1, to: 60 }],
      price: null,
      pending: null,
    });
    const cases: [string, string][] = [
      ['PK0042', 'PK0042 cannot be chosen: it must be three capital letters and four digits'],
      ['PKR0061', 'PKR0061 cannot be chosen: it is not a number of your ticket'],
      ['PKR0001', 'PKR0001 cannot be chosen: it is reserved'],
    ];
    for (const [cno, message] of cases) {
      expect(errorOf(await search(runner, id, cno))).toMatchObject({ sub_code: 40045, message });
    }
  });

  it("shows the taken number on the runner's registrations, and none before", async () => {
    const { runner, id } = await paid();
    const numberOnList = async () => {
      const list = data<{ id: number; raceNumber: string | null }[]>(
        await server.get(`${A}/matchH5/listsApplication`, {}, runner.token),
      );
      return list.find((application) => application.id === id)?.raceNumber;
    };
    expect(await numberOnList()).toBeNull();
    expect((await take(runner, id, 'PKR0042')).statusCode).toBe(200);
    expect(await numberOnList()).toBe('PKR0042');
  });

  it('refuses before payment, and answers for another runner like a missing registration', async () => {
    const { runner, id } = await paid();
    const stranger = await server.runner();
    expect(errorOf(await take(stranger, id, 'PKR0030')).sub_code).toBe(40403);
    expect(errorOf(await search(stranger, id, 'PKR0030')).sub_code).toBe(40403);
    const random = await server.get(`${A}/matchH5/randNo`, { applicationID: id }, stranger.token);
    expect(errorOf(random).sub_code).toBe(40403);
    expect(data<NumberView>(await search(runner, id, 'PKR0030')).available).toBe(true);

    const unpaid = data<{ id: number }>(
      await server.post(
        `${A}/matchH5/apply`,
        {
          countryType: 1,
          applyType: '1',
          ...PICKUP_TEN_K,
          formValues: JSON.stringify(PICKUP_TEN_K.formValues),
        },
        stranger.token,
      ),
    );
    expect(errorOf(await take(stranger, unpaid.id, 'PKR0030')).sub_code).toBe(40937);
  });

  it('gives one number to exactly one of 50 runners taking it at once', async () => {
    const runners = await server.runners(50);
    const ids: number[] = [];
    for (const runner of runners)
      ids.push((await paidApplication(server, runner, PICKUP_TEN_K)).id);
    const responses = await Promise.all(
      runners.map((runner, i) => take(runner, ids[i], 'PKR0050')),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(49);
    for (const response of refused) {
      expect(errorOf(response)).toMatchObject({
        sub_code: 40938,
        message: 'Race number PKR0050 has already been taken',
      });
    }
    const holders = await server.database.db
      .selectFrom('race_number')
      .select('application_id')
      .where('event_id', '=', EVENTS.pickup.id)
      .where('cno', '=', 'PKR0050')
      .execute();
    expect(holders).toHaveLength(1);
    const winner = responses.findIndex((response) => response.statusCode === 200);
    expect(holders[0].application_id).toBe(ids[winner]);
  });

  // Last: the number it draws at random may be any free one, so none that a test above names.
  it('offers a random free number under both names and lets the runner take it once', async () => {
    const { runner, id } = await paid();
    for (const path of ['randNo', 'getRandomCNO']) {
      const offered = data<NumberView>(
        await server.get(`${A}/matchH5/${path}`, { applicationID: id }, runner.token),
      );
      expect(offered.cno).toMatch(/^PKR00[0-6]\d$/);
      expect(offered.cno).not.toBe('PKR0001');
    }
    const offered = data<NumberView>(
      await server.get(`${A}/matchH5/randNo`, { applicationID: id }, runner.token),
    );
    const taken = await take(runner, id, offered.cno ?? '');
    expect(data<NumberView>(taken)).toMatchObject({ cno: offered.cno, mine: offered.cno });
    // Taking it again is harmless; another number is refused with the one held.
    expect((await take(runner, id, offered.cno ?? '')).statusCode).toBe(200);
    const other = offered.cno === 'PKR0060' ? 'PKR0059' : 'PKR0060';
    expect(errorOf(await take(runner, id, other))).toMatchObject({
      sub_code: 40939,
      message: `Your race number is already ${offered.cno}`,
    });
  });
});
