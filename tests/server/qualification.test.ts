import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QualifyAnswer } from '../../core/generated/api';
import { idHash } from '../../server/services/results';
import {
  A,
  EVENTS,
  FIXTURE_EVENTS,
  backends,
  data,
  openTestServer,
  type TestServer,
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
  return dir;
}

const FAST = '110101199005170016';
const SLOW = '110101198503020024';
const HALF_ONLY = '110101197001010032';

describe.each(backends)('qualifying results on $name', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await openTestServer(backend, { eventsDir: racesDir() });
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
      ])
      .execute();
  });
  afterAll(() => server.close());

  const ask = async (idNumber: string, event: number = EVENTS.open.id) => {
    const runner = await server.runner();
    return server.request({
      method: 'POST',
      url: `${A}/matchH5/hasQualify`,
      token: runner.token,
      lang: 'en-US',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        matchEventID: String(event),
        formValues: JSON.stringify({ name: '张三', idNumber }),
      }).toString(),
    });
  };

  it('accepts a marathon under the limit and says what is missing otherwise', async () => {
    const requirement = 'A marathon under 4:30 net in the last two years';
    expect(data<QualifyAnswer>(await ask(FAST))).toEqual({
      required: true,
      qualified: true,
      requirement,
    });
    for (const idNumber of [SLOW, HALF_ONLY, '110101200001010011']) {
      expect(data<QualifyAnswer>(await ask(idNumber))).toEqual({
        required: true,
        qualified: false,
        requirement,
      });
    }
  });

  it('asks nothing of a race without qualification', async () => {
    expect(data<QualifyAnswer>(await ask(SLOW, EARLIER))).toEqual({
      required: false,
      qualified: true,
      requirement: null,
    });
  });
});
