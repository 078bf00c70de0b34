import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { drawTrack, parseGpx } from '../../core/domain/results/track';
import { databaseOptionsFromEnv, openDatabase } from '../../server/db/connect';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'results-track-'));
const env = { ...process.env, DATA_DIR: join(dir, 'data') };
const command = (name: string) => join(import.meta.dirname, `../../server/commands/${name}.ts`);

/** `npm run <command> -- gz-marathon-2027 …args` on a PGlite folder of its own. */
async function npmRun(name: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', command(name), 'gz-marathon-2027', ...args],
      { env },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const ROUTE = [
  [23.1291, 113.2644],
  [23.1321, 113.2744],
  [23.1391, 113.2844],
  [23.1451, 113.2944],
];
const gpx = (points: number[][]) =>
  `<?xml version="1.0"?><gpx version="1.1"><trk><trkseg>${points
    .map(([lat, lon]) => `<trkpt lat="${lat}" lon="${lon}"/>`)
    .join('')}</trkseg></trk></gpx>`;

describe('npm run results:track', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a bad file or an unknown bib and attaches a good track to the result', async () => {
    const results = file(
      'results.csv',
      'bib,id,course,gun,net\nA1,110101199005170016,100101,3:31:00,3:25:07',
    );
    expect((await npmRun('results-import', [results])).code).toBe(0);

    const cut = file('cut.gpx', gpx(ROUTE).slice(0, -6));
    const refused = await npmRun('results-track', ['A1', cut]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `${cut}: not well-formed XML at character ${gpx(ROUTE).length - 6}: <gpx> is never closed. Nothing was attached.`,
    );
    const far = file('far.gpx', gpx([...ROUTE, [13.2644, 83.1291]]));
    expect((await npmRun('results-track', ['A1', far])).stderr).toContain(
      'track point 5 is 3359 km from the start, more than the 200 km of a race',
    );
    const good = file('good.gpx', gpx(ROUTE));
    expect((await npmRun('results-track', ['Z9', good])).stderr).toContain(
      'No result with bib Z9 for gz-marathon-2027 (1001)',
    );

    const attached = await npmRun('results-track', ['A1', good]);
    expect(attached.stderr).toBe('');
    expect(attached.stdout).toContain(
      'Attached a track of 4 points to bib A1 of gz-marathon-2027 (1001)',
    );

    // What runrecord/getTrack draws for the runner: the route of the attached file.
    const database = await openDatabase(databaseOptionsFromEnv(env));
    try {
      const stored = await database.db
        .selectFrom('result as r')
        .innerJoin('result_track as t', 't.result_id', 'r.id')
        .select('t.gpx')
        .where('r.bib', '=', 'A1')
        .executeTakeFirstOrThrow();
      expect(drawTrack(parseGpx(stored.gpx))?.distanceM).toBeGreaterThan(3000);
    } finally {
      await database.close();
    }
  }, 180_000);
});
