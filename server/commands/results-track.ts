import { readFile, stat } from 'node:fs/promises';
import { checkGpx, MAX_GPX_BYTES, type GpxProblem } from '../../core/domain/results/gpxCheck';
import { databaseOptionsFromEnv, openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { loadCatalog } from '../events/catalog';
import { EVENTS_DIR } from '../paths';
import { attachTrack } from '../services/tracks';

const PROBLEMS: { [K in GpxProblem['kind']]: (p: Extract<GpxProblem, { kind: K }>) => string } = {
  tooLarge: (p) => `the file has ${p.bytes} bytes, more than the ${p.limit} a track may have`,
  malformed: (p) => `not well-formed XML at character ${p.offset}: ${p.reason}`,
  notGpx: (p) => `the root element is <${p.root}>, not <gpx>`,
  badPoint: (p) => `track point ${p.index} has no latitude and longitude on the globe`,
  tooFewPoints: (p) => `${p.found} track point(s); a route needs at least 2`,
  tooFarApart: (p) =>
    `track point ${p.index} is ${p.km} km from the start, more than the ${p.limit} km of a race`,
};

function describe(problem: GpxProblem): string {
  return (PROBLEMS[problem.kind] as (p: GpxProblem) => string)(problem);
}

/**
 * `npm run results:track -- <event key or id> <bib> <file.gpx>`: attaches a GPS track to an
 * imported result (docs/results.md), in the database the server uses, after checking the file.
 */
async function main(args: string[]): Promise<number> {
  const [ref, bib, file] = args.filter((arg) => !arg.startsWith('-'));
  if (!ref || !bib || !file) {
    console.error('Usage: npm run results:track -- <event key or id> <bib> <file.gpx>');
    return 2;
  }
  // The size is checked before the file is read, so a huge file is never loaded.
  const { size } = await stat(file);
  const text = size > MAX_GPX_BYTES ? '' : await readFile(file, 'utf8');
  const checked = checkGpx(text, size);
  if (!checked.ok) {
    console.error(`${file}: ${describe(checked.problem)}. Nothing was attached.`);
    return 1;
  }
  const catalog = loadCatalog(process.env.EVENTS_DIR ?? EVENTS_DIR);
  const event = catalog.byRef(ref);
  if (!event) {
    console.error(`No event "${ref}" in ${process.env.EVENTS_DIR ?? EVENTS_DIR}.`);
    return 1;
  }
  const database = await openDatabase(databaseOptionsFromEnv(process.env));
  try {
    await migrateToLatest(database.db);
    if (!(await attachTrack(database.db, event.id, bib, text, new Date()))) {
      console.error(
        `No result with bib ${bib} for ${event.key} (${event.id}) in ${database.location}: import the results first.`,
      );
      return 1;
    }
    console.log(
      `Attached a track of ${checked.points.length} points to bib ${bib} of ${event.key} (${event.id}) in ${database.location}.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
