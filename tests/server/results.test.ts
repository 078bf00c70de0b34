import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { idHash } from '../../server/services/results';
import {
  A,
  B,
  FIXTURE_EVENTS,
  backends,
  data,
  errorOf,
  insertPaidEntry,
  suiteServer,
  type Runner,
} from './helpers';

const RACE = 9006;
const MARATHON = 900601;
const HALF = 900602;

/** The finished fixture race with an ID number field and results settings. */
function resultsRaceDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'results-race-'));
  const race = JSON.parse(readFileSync(join(FIXTURE_EVENTS, 'finished-race.json'), 'utf8'));
  race.form.schema.properties.idNumber = { type: 'string', maxLength: 18 };
  race.form.uiSchema.idNumber = { 'ui:title': { 'zh-CN': '证件号码', 'en-US': 'ID number' } };
  race.form.nationalId = { field: 'idNumber' };
  race.results = {
    enabled: true,
    courses: [
      { ticket: MARATHON, distanceKm: 42.195 },
      { ticket: HALF, distanceKm: 21.0975 },
    ],
    ageGroups: [18, 35, 40],
  };
  writeFileSync(join(dir, 'finished-race.json'), JSON.stringify(race));
  return dir;
}

// Valid mainland ID numbers: a man born 1990-05-17, a woman born 1985-03-02, a man born 1970-01-01.
const MAN = '110101199005170016';
const WOMAN = '110101198503020024';
const OLDER = '110101197001010032';

const GOOD = [
  'bib,id,course,gun,net,gender,split:10K',
  `A1,${MAN},${MARATHON},3:31:00,3:25:07,,0:48:10`,
  `A2,${WOMAN},${MARATHON},3:20:00,3:19:59,,`,
  `A3,${idHash(OLDER)},${MARATHON},3:40:00,3:25:07,M,0:49:00`,
  `B1,${'b'.repeat(64)},${HALF},1:50:00,1:49:00,F,`,
].join('\n');

describe.each(backends)('results on $name', (backend) => {
  const server = suiteServer(backend, () => ({ eventsDir: resultsRaceDir() }));
  let man: Runner;
  let stranger: Runner;

  const importCsv = (csv: string) =>
    server.post(`${B}/dev/importResults`, { event: 'finished-race', csv });
  const scores = (runner: Runner, query: Record<string, unknown> = {}) =>
    server.get(`${A}/matchH5/listsScore`, query, runner.token);

  const paidEntry = (runner: Runner, idNumber: string) =>
    insertPaidEntry(server, runner, RACE, { name: '张三', gender: 1, idNumber });

  beforeAll(async () => {
    [man, stranger] = await server.runners(2);
    await paidEntry(man, MAN);
  });

  it('refuses a file with bad rows, naming each line, and imports nothing', async () => {
    const response = await importCsv(
      [
        'bib,id,course,gun,net',
        `A1,${MAN},${MARATHON},3:31:00,3:25:07`,
        `A2,${WOMAN},${MARATHON},3:20:00,3:2x`,
        `A3,${MAN},999,3:20:00,3:30:00`,
      ].join('\n'),
    );
    expect(response.statusCode).toBe(400);
    const { message } = errorOf(response);
    expect(message).toContain('line 3: net "3:2x" is not a time');
    expect(message).toContain('line 4: the net time is longer than the gun time');
    expect(message).toContain('line 4: course "999" is not one of');
    expect(message).toContain('line 4: the same id as line 2');
    expect(data<{ list: unknown[] }>(await scores(man)).list).toEqual([]);
  });

  it('imports a good file; the finisher sees times, pace, splits and ranks worked out by the server', async () => {
    const response = await importCsv(GOOD);
    expect(response.statusCode).toBe(200);
    expect(data(response)).toEqual({ imported: 4 });

    const [score] = data<{ list: Record<string, unknown>[] }>(await scores(man)).list;
    expect(score).toMatchObject({
      matchID: RACE,
      idCard: idHash(MAN),
      bib: 'A1',
      netTime: '03:25:07',
      gunTime: '03:31:00',
      pace: `4'52"`,
      splits: [{ label: '10K', time: '00:48:10' }],
      ranks: {
        overall: { rank: 2, of: 3 },
        gender: { rank: 1, of: 2 },
        ageGroup: { rank: 1, of: 1, group: '18-34' },
      },
    });
  });

  it('a new file replaces the old one as a whole', async () => {
    await importCsv(GOOD.replace('3:25:07,,0:48:10', '3:10:00,,0:45:00'));
    const [score] = data<{ list: Record<string, unknown>[] }>(await scores(man)).list;
    expect(score).toMatchObject({ netTime: '03:10:00', ranks: { overall: { rank: 1, of: 3 } } });
  });

  it("shows nobody else's result, whatever event or ID hash is asked for", async () => {
    expect(data<{ list: unknown[] }>(await scores(stranger)).list).toEqual([]);
    const asked = await scores(stranger, { matchID: RACE, idCard: idHash(MAN) });
    expect(data<{ list: unknown[] }>(asked).list).toEqual([]);
    const other = await scores(man, { matchID: RACE, idCard: idHash(WOMAN) });
    expect(data<{ list: unknown[] }>(other).list).toEqual([]);
    expect((await server.get(`${A}/matchH5/listsScore`, {})).statusCode).toBe(401);
  });

  it("draws the GPS track of the runner's own result, and no one else's", async () => {
    const track = (runner: Runner, idNumber: string) =>
      server.get(
        `${B}/runrecord/getTrack`,
        { matchID: RACE, idCard: idHash(idNumber) },
        runner.token,
      );
    expect(errorOf(await track(man, MAN)).sub_code).toBe(40461);
    const { id } = await server.database.db
      .selectFrom('result')
      .select('id')
      .where('event_id', '=', RACE)
      .where('id_hash', '=', idHash(MAN))
      .executeTakeFirstOrThrow();
    const points = [0, 0.01, 0.02].map((lat) => `<trkpt lat="${23 + lat}" lon="113"/>`).join('');
    await server.database.db
      .insertInto('result_track')
      .values({
        result_id: id,
        gpx: `<gpx><trk><trkseg>${points}</trkseg></trk></gpx>`,
        attached_at: new Date(),
      })
      .execute();
    const drawing = data<{ distanceM: number; marks: { km: number }[]; path: string }>(
      await track(man, MAN),
    );
    expect(drawing.distanceM).toBe(2224);
    expect(drawing.marks.map(({ km }) => km)).toEqual([1, 2]);
    expect(drawing.path).toMatch(/^M[\d.]+ [\d.]+ L/);
    const foreign = await track(stranger, MAN);
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).sub_code).toBe(40461);
  });
});
