import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QualifyAnswer } from '../../core/generated/api';
import { idHash } from '../../server/services/results';
import {
  A,
  B,
  applyForm,
  errorOf,
  EVENTS,
  FIXTURE_EVENTS,
  backends,
  data,
  suiteServer,
  placesLeft,
  toForm,
} from './helpers';

const EARLIER = 9006;
const MARATHON = 900601;
const HALF = 900602;

const fixture = (name: string) =>
  JSON.parse(readFileSync(join(FIXTURE_EVENTS, `${name}.json`), 'utf8'));

/**
 * An earlier race with results (a marathon and a half), and the open race asking for a marathon
 * under 4:30 in the two years before it.
 */
function racesDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'qualify-'));
  const earlier = fixture('finished-race');
  earlier.raceDate = '2098-06-01T07:30:00+08:00';
  earlier.results = {
    enabled: true,
    courses: [
      { ticket: MARATHON, distanceKm: 42.195 },
      { ticket: HALF, distanceKm: 21.0975 },
    ],
  };
  const open = fixture('open-race');
  open.form.schema.properties.idNumber = { type: 'string', maxLength: 18 };
  open.form.uiSchema.idNumber = { 'ui:title': { 'zh-CN': '证件号码', 'en-US': 'ID number' } };
  open.form.nationalId = { field: 'idNumber' };
  // A group race with the same rule, whose ID numbers are the test's own.
  const group = fixture('group-race');
  group.form.schema.properties.idNumber = { type: 'string', maxLength: 18, 'x-role': 'idNumber' };
  group.form.nationalId = { field: 'idNumber' };
  open.qualification = {
    minDistanceKm: 42.195,
    maxNetTime: '04:30:00',
    withinMonths: 24,
    text: {
      'zh-CN': '近两年全程马拉松净成绩4小时30分以内',
      'en-US': 'A marathon under 4:30 net in the last two years',
    },
  };
  writeFileSync(join(dir, 'finished-race.json'), JSON.stringify(earlier));
  writeFileSync(join(dir, 'open-race.json'), JSON.stringify(open));
  group.qualification = open.qualification;
  writeFileSync(join(dir, 'group-race.json'), JSON.stringify(group));
  return dir;
}

const FAST = '110101199005170016';
const SLOW = '110101198503020024';
const HALF_ONLY = '110101197001010032';
const AT_LIMIT = '110101198808080052';
const OVER_LIMIT = '110101199202020076';
const NO_RESULT = '110101200001010011';
const GROUP_RACE = 9050;
const GROUP_TICKET = 905002;
const REQUIREMENT = 'A marathon under 4:30 net in the last two years';

describe.each(backends)('qualifying results on $name', (backend) => {
  const server = suiteServer(backend, () => ({ eventsDir: racesDir() }));

  beforeAll(async () => {
    const finish = (bib: string, id: string, course: number, seconds: number) => ({
      event_id: EARLIER,
      course,
      bib,
      id_hash: idHash(id),
      name: null,
      gender: 1,
      age_group: null,
      gun_seconds: seconds,
      net_seconds: seconds,
      splits: JSON.stringify([]),
      ranks: JSON.stringify({ overall: 1, gender: 1, ageGroup: null }),
      imported_at: new Date(),
    });
    await server.database.db
      .insertInto('result')
      .values([
        finish('A1', FAST, MARATHON, 4 * 3600),
        finish('A2', SLOW, MARATHON, 5 * 3600),
        finish('B1', HALF_ONLY, HALF, 3600),
        finish('A3', AT_LIMIT, MARATHON, 4.5 * 3600),
        finish('A4', OVER_LIMIT, MARATHON, 4.5 * 3600 + 1),
      ])
      .execute();
  });

  const ask = async (idNumber: string, event: number = EVENTS.open.id, lang = 'en-US') => {
    const runner = await server.runner();
    return server.request({
      method: 'POST',
      url: `${A}/matchH5/hasQualify`,
      token: runner.token,
      lang,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        matchEventID: String(event),
        formValues: JSON.stringify({ name: '张三', idNumber }),
      }).toString(),
    });
  };

  it.each<[string, string, string | null]>([
    ['a marathon under the limit', FAST, null],
    ['exactly the limit', AT_LIMIT, null],
    [
      'one second over the limit',
      OVER_LIMIT,
      'your finish of the distance is slower than 04:30:00 net',
    ],
    ['a slower marathon', SLOW, 'your finish of the distance is slower than 04:30:00 net'],
    ['a half marathon only', HALF_ONLY, 'your finishes here are all shorter than 42.195 km'],
    ['no finish at all', NO_RESULT, 'no finish in this system is recorded under this ID number'],
  ])('hasQualify and apply agree on %s', async (_, idNumber, missing) => {
    expect(data<QualifyAnswer>(await ask(idNumber))).toEqual({
      required: true,
      qualified: missing === null,
      requirement: REQUIREMENT,
      missing,
    });
    const runner = await server.runner();
    const before = await placesLeft(server, EVENTS.open.id);
    const response = await server.request({
      method: 'POST',
      url: `${A}/matchH5/apply`,
      token: runner.token,
      lang: 'en-US',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: toForm(applyForm({ formValues: { name: '张三', gender: 1, idNumber } })),
    });
    if (missing === null) {
      expect(response.statusCode).toBe(200);
      expect(await placesLeft(server, EVENTS.open.id)).toBe(before - 1);
      return;
    }
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      sub_code: 40980,
      message: `This race needs a qualifying result: ${missing}. What qualifies: ${REQUIREMENT}`,
    });
    // Refused before anything is stored: no place taken, no order for the runner.
    expect(await placesLeft(server, EVENTS.open.id)).toBe(before);
    const orders = await server.get(`${A}/matchH5/listsApplication`, {}, runner.token);
    expect(data<unknown[]>(orders)).toEqual([]);
  });

  it('refuses an edit that swaps the qualifying ID number for one that does not qualify', async () => {
    const runner = await server.runner();
    const applied = await server.post(
      `${A}/matchH5/apply`,
      applyForm({ formValues: { name: '张三', gender: 1, idNumber: FAST } }),
      runner.token,
    );
    const applicationID = data<{ id: number }>(applied).id;
    const edit = (idNumber: string) =>
      server.post(
        `${A}/matchH5/updateApplication`,
        { applicationID, formValues: { name: '李四', gender: 1, idNumber } },
        runner.token,
      );
    const refused = await edit(SLOW);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).sub_code).toBe(40980);
    expect((await edit(AT_LIMIT)).statusCode).toBe(200);
  });

  it('holds every person of a group to the rule, naming the one who does not qualify', async () => {
    const leader = await server.runner();
    const create = (...idNumbers: string[]) =>
      server.request({
        method: 'POST',
        url: `${B}/group/create`,
        token: leader.token,
        lang: 'en-US',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          matchEventID: String(GROUP_RACE),
          members: JSON.stringify(
            idNumbers.map((idNumber) => ({ ticket: GROUP_TICKET, name: 'Runner', idNumber })),
          ),
        }).toString(),
      });
    const before = await placesLeft(server, GROUP_RACE);
    const refused = await create(FAST, SLOW);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      sub_code: 40954,
      message: `Person 2: this race needs a qualifying result: your finish of the distance is slower than 04:30:00 net. What qualifies: ${REQUIREMENT}`,
    });
    expect(await placesLeft(server, GROUP_RACE)).toBe(before);
    expect((await create(FAST, AT_LIMIT)).statusCode).toBe(200);
    expect(await placesLeft(server, GROUP_RACE)).toBe(before - 2);
  });

  it('says in Chinese what is missing', async () => {
    const response = await ask(SLOW, EVENTS.open.id, 'zh-CN');
    expect(data<QualifyAnswer>(response).missing).toBe('您该距离的完赛净成绩慢于 04:30:00');
  });

  it('asks nothing of a race without qualification', async () => {
    expect(data<QualifyAnswer>(await ask(SLOW, EARLIER))).toEqual({
      required: false,
      qualified: true,
      requirement: null,
      missing: null,
    });
  });
});
