import { describe, expect, it } from 'vitest';
import type { ShareCardData } from '../../core/generated/api';
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
} from './helpers';

describe.each(backends)('the share card data on $name', (backend) => {
  const server = suiteServer(backend);

  const card = (applicationID: number, token?: string, lang?: string) =>
    server.request({
      method: 'GET',
      url: `${A}/matchH5/drawShareData?applicationID=${applicationID}`,
      token,
      lang,
    });

  it('shows the race, the runner, the ticket and the race number once taken', async () => {
    const { runner, id } = await paidRunner(server, PICKUP_TEN_K);
    expect(data<ShareCardData>(await card(id, runner.token, 'en-US'))).toEqual({
      applicationID: id,
      matchEventID: EVENTS.pickup.id,
      matchName: 'Pickup Race',
      raceDate: '2099-06-01T07:30:00+08:00',
      name: '王五',
      tickets: ['10 km'],
      raceNumber: null,
    });
    await server.request({
      method: 'POST',
      url: `${A}/matchH5/setCNO`,
      token: runner.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `applicationID=${id}&cno=PKR0042`,
    });
    expect(data<ShareCardData>(await card(id, runner.token))).toMatchObject({
      matchName: '领物赛',
      tickets: ['十公里'],
      raceNumber: 'PKR0042',
    });
  });

  it("answers 404 for another runner's registration and 401 without login", async () => {
    const owner = await server.runner();
    const { id } = await paidApplication(server, owner, PICKUP_TEN_K);
    const other = await server.runner();
    const foreign = await card(id, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).sub_code).toBe(40403);
    expect((await card(id)).statusCode).toBe(401);
  });
});
