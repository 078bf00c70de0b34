import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WaitingPlace } from '../../core/generated/api';
import {
  A,
  B,
  EVENTS,
  FIXTURE_EVENTS,
  applyForm,
  backends,
  data,
  errorOf,
  openTestServer,
  type Runner,
  type TestServer,
} from './helpers';
import { recordSignUp } from '../../server/services/waiting-rate';

const OPENS = new Date('2030-03-01T00:00:00Z');
const RATE = 2;
const MINUTES = 30;
const RELAY = { id: 9010 };
const GROUP = { id: 9050, fiveK: 905002 };

/** The open, world, relay and group fixture races, each with a room opening at OPENS. */
function racesDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'waiting-'));
  for (const name of ['open-race', 'world-race', 'team-relay', 'group-race']) {
    const config = JSON.parse(readFileSync(join(FIXTURE_EVENTS, `${name}.json`), 'utf8'));
    config.registration.opens = OPENS.toISOString();
    config.registration.waitingRoom = { admitPerSecond: RATE, activeMinutes: MINUTES };
    writeFileSync(join(dir, `${name}.json`), JSON.stringify(config));
  }
  return dir;
}

describe.each(backends)('waiting room on $name', (backend) => {
  let server: TestServer;
  let clock = OPENS;
  // Up to this many ms added to each reading of the clock: joiners that read it at different
  // moments, or processes whose clocks differ.
  let skewMs = 0;
  const at = (seconds: number) => {
    clock = new Date(OPENS.getTime() + seconds * 1000);
  };

  beforeAll(async () => {
    server = await openTestServer(backend, {
      now: () => new Date(clock.getTime() + Math.random() * skewMs),
      eventsDir: racesDir(),
    });
  });
  afterAll(() => server.close());

  const joinLine = async (runner: Runner, matchEventID: number = EVENTS.open.id) =>
    data<WaitingPlace>(await server.post(`${A}/waiting/join`, { matchEventID }, runner.token));
  const statusOf = (runner: Runner, admission: string, matchEventID: number = EVENTS.open.id) =>
    server.get(`${A}/waiting/status`, { matchEventID, admission }, runner.token);
  const apply = (runner: Runner, applyTicket?: string) =>
    server.post(`${A}/matchH5/apply`, applyForm({ applyTicket }), runner.token);
  const ticketOf = async (runner: Runner, matchEventID: number = EVENTS.open.id) => {
    const place = await joinLine(runner, matchEventID);
    // The wait the room tells is enough to be admitted.
    clock = new Date(clock.getTime() + place.waitSeconds! * 1000);
    const status = data<WaitingPlace>(await statusOf(runner, place.admission!, matchEventID));
    if (!status.applyTicket) throw new Error(`runner ${runner.id} is not admitted yet`);
    return status.applyTicket;
  };
  const applications = async (runner: Runner) =>
    server.database.db
      .selectFrom('application')
      .select('id')
      .where('runner_id', '=', runner.id)
      .execute();

  it('admits runners in the order they joined, at the room rate', async () => {
    at(0);
    const runners = await server.runners(6);
    const places: WaitingPlace[] = [];
    for (const runner of runners) places.push(await joinLine(runner));
    const first = places[0].position!;
    expect(places.map((place) => place.position! - first)).toEqual([0, 1, 2, 3, 4, 5]);

    const admittedAfter = async (seconds: number) => {
      at(seconds);
      const statuses = await Promise.all(
        runners.map(async (runner, i) =>
          data<WaitingPlace>(await statusOf(runner, places[i].admission!)),
        ),
      );
      return statuses.map((status) => status.applyTicket !== undefined);
    };
    // Joining again keeps the place instead of queueing anew.
    expect((await joinLine(runners[3])).position).toBe(places[3].position);
    expect(await admittedAfter(0)).toEqual([true, false, false, false, false, false]);
    expect(await admittedAfter(1)).toEqual([true, true, true, false, false, false]);
    expect(await admittedAfter(2.5)).toEqual([true, true, true, true, true, true]);
  });

  it('tells the number in line and the wait as the number ÷ admissions per second', async () => {
    // The line of the test before has emptied by now.
    at(100);
    const runners = await server.runners(4);
    const places: WaitingPlace[] = [];
    for (const runner of runners) places.push(await joinLine(runner));
    expect(places.map(({ inLine, waitSeconds }) => [inLine, waitSeconds])).toEqual([
      [0, 0],
      [1, 1],
      [2, 1],
      [3, 2],
    ]);
    at(101);
    const status = data<WaitingPlace>(await statusOf(runners[3], places[3].admission!));
    expect(status).toMatchObject({ active: true, inLine: 1, waitSeconds: 1 });
    expect(status.applyTicket).toBeUndefined();
  });

  it('gives concurrent joins one position each, admitted in that order', async () => {
    at(200);
    const runners = await server.runners(20);
    const places = await Promise.all(runners.map((runner) => joinLine(runner)));
    places.sort((a, b) => a.position! - b.position!);
    const positions = places.map((place) => place.position!);
    expect(positions).toEqual(positions.map((_, i) => positions[0] + i));
    // One admission every 1 / rate seconds, in the order of the positions: no burst.
    expect(places.map((place) => place.inLine)).toEqual(positions.map((_, i) => i));
  });

  it('spaces concurrent joins by 1 / rate in the order of their positions, whatever their clocks', async () => {
    at(300);
    const runners = await server.runners(60);
    skewMs = 10_000;
    try {
      await Promise.all(runners.map((runner) => joinLine(runner)));
    } finally {
      skewMs = 0;
    }
    const line = await server.database.db
      .selectFrom('waiting_room_entry')
      .select(['position', 'admit_at'])
      .where(
        'runner_id',
        'in',
        runners.map((runner) => runner.id),
      )
      .orderBy('position')
      .execute();
    const gaps = line
      .slice(1)
      .map((entry, i) => entry.admit_at.getTime() - line[i].admit_at.getTime());
    expect(gaps).toHaveLength(59);
    expect(gaps.filter((gap) => gap < 1000 / RATE)).toEqual([]);
  });

  it('answers 503 with Retry-After to a sign-up without a ticket, and stores nothing', async () => {
    at(60);
    const [runner] = await server.runners(1);
    const response = await apply(runner);
    expect(response.statusCode).toBe(503);
    expect(errorOf(response).sub_code).toBe(50303);
    expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await applications(runner)).toEqual([]);
  });

  it('takes the sign-up of an admitted runner with their ticket', async () => {
    at(600);
    const [runner] = await server.runners(1);
    const response = await apply(runner, await ticketOf(runner));
    expect(response.statusCode).toBe(200);
    expect(await applications(runner)).toHaveLength(1);
  });

  it('refuses a forged, expired, another runner’s or another race’s ticket', async () => {
    at(600);
    const [runner, other] = await server.runners(2);
    const ticket = await ticketOf(runner);
    const [expires, signature] = ticket.split('.');
    const forged = [
      `${Number(expires) + 3600}.${signature}`,
      `${expires}.${signature.slice(1)}x`,
      await ticketOf(other),
      await ticketOf(runner, EVENTS.world.id),
    ];
    for (const applyTicket of forged) {
      const response = await apply(runner, applyTicket);
      expect(response.statusCode).toBe(503);
      expect(errorOf(response).sub_code).toBe(50303);
    }
    clock = new Date(clock.getTime() + 301_000);
    expect((await apply(runner, ticket)).statusCode).toBe(503);
    expect(await applications(runner)).toEqual([]);
  });

  it('refuses an admission that is forged or of another race', async () => {
    at(600);
    const [runner] = await server.runners(1);
    const { admission } = await joinLine(runner);
    for (const [given, race] of [
      [`1.${admission!.split('.')[1]}`, EVENTS.open.id],
      [admission!, EVENTS.world.id],
    ] as const) {
      const response = await statusOf(runner, given, race);
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).sub_code).toBe(40990);
    }
  });

  it('refuses team and group sign-ups without a ticket', async () => {
    at(600);
    const [captain, leader] = await server.runners(2);
    const team = await server.post(
      `${B}/team/create`,
      {
        matchEventID: RELAY.id,
        name: 'Line Four',
        formValues: {
          name: 'Ann',
          gender: 2,
          phone: '13900000001',
          idNumber: '110101199003074514',
        },
      },
      captain.token,
    );
    const group = await server.post(
      `${B}/group/create`,
      {
        matchEventID: GROUP.id,
        members: [
          { ticket: GROUP.fiveK, name: 'A', idNumber: '11010119900307001X' },
          { ticket: GROUP.fiveK, name: 'B', idNumber: '110101199003070028' },
        ],
      },
      leader.token,
    );
    for (const response of [team, group]) {
      expect(response.statusCode).toBe(503);
      expect(errorOf(response).sub_code).toBe(50303);
    }
  });

  it('spaces joiners further apart while sign-ups answer slowly, and closer again once fast', async () => {
    // The apply latencies this process saw, as the apply handler records them.
    const signUpsTaking = (ms: number) => {
      for (let i = 0; i < 30; i += 1)
        recordSignUp({ db: server.database.db, now: () => clock }, ms);
    };
    const lineOfFour = async () => {
      const runners = await server.runners(4);
      const places: WaitingPlace[] = [];
      for (const runner of runners) places.push(await joinLine(runner));
      return places.map(({ inLine, waitSeconds }) => [inLine, waitSeconds]);
    };
    at(1200);
    signUpsTaking(450);
    // Half the rate: one admission a second instead of two.
    expect(await lineOfFour()).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    at(1300);
    signUpsTaking(40);
    expect(await lineOfFour()).toEqual([
      [0, 0],
      [1, 1],
      [2, 1],
      [3, 2],
    ]);
  });

  it('lets everyone sign up directly once the room has closed', async () => {
    at(MINUTES * 60);
    const [runner] = await server.runners(1);
    expect(await joinLine(runner)).toEqual({ active: false });
    expect((await apply(runner)).statusCode).toBe(200);
  });
});
