import { readFile } from 'node:fs/promises';
import { databaseOptionsFromEnv, openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { loadCatalog } from '../events/catalog';
import { seedEvents } from '../events/seed';
import { EVENTS_DIR } from '../paths';
import { describeProblem, importResults, ResultsFileError } from '../services/results';

/**
 * `npm run results:import -- <event key or id> <file.csv>`: replaces the race's results with the
 * file's (docs/results.md), in the database the server uses. Nothing is imported unless every
 * row is right.
 */
async function main(args: string[]): Promise<number> {
  const [ref, file] = args.filter((arg) => !arg.startsWith('-'));
  if (!ref || !file) {
    console.error('Usage: npm run results:import -- <event key or id> <file.csv>');
    return 2;
  }
  const text = await readFile(file, 'utf8');
  const database = await openDatabase(databaseOptionsFromEnv(process.env));
  try {
    await migrateToLatest(database.db);
    // The race as its config file says now (courses, age groups), loaded as the server loads it.
    const catalog = loadCatalog(process.env.EVENTS_DIR ?? EVENTS_DIR);
    const event = catalog.byRef(ref);
    if (!event) {
      console.error(`No event "${ref}" in ${process.env.EVENTS_DIR ?? EVENTS_DIR}.`);
      return 1;
    }
    await seedEvents(database.db, [event], new Date(), []);
    const summary = await importResults(database.db, event, text, new Date());
    const perCourse = Object.entries(summary.courses).map(([course, n]) => `${n} on ${course}`);
    console.log(
      `Imported ${summary.imported} results for ${event.key} (${event.id}) in ${database.location}: ${perCourse.join(', ')}.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof ResultsFileError)) throw error;
    for (const { line, problem } of error.problems) {
      console.error(`${file}:${line}: ${describeProblem(problem)}`);
    }
    console.error(
      `Nothing was imported: correct the ${error.problems.length} problem(s) and run again.`,
    );
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
