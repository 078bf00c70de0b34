import { sql } from 'kysely';
import { choosingOpen, type RaceNumberConfig } from '../../core/domain/raceNumber';
import { databaseOptionsFromEnv, openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import type { Db } from '../db/types';
import { assignNumbers } from '../services/race-numbers';

const USAGE = 'Usage: npm run numbers:assign -- <event key or id>';

async function findNumberedEvent(db: Db, ref: string) {
  const query = db
    .selectFrom('event')
    .select(['id', 'key'])
    .select(sql<RaceNumberConfig | null>`config->'raceNumbers'`.as('race_numbers'));
  return (
    /^\d+$/.test(ref) ? query.where('id', '=', Number(ref)) : query.where('key', '=', ref)
  ).executeTakeFirst();
}

/**
 * `npm run numbers:assign -- <event key or id>`: gives every paid runner of the race who has no
 * race number the lowest free number of their ticket's ranges, in the database the server uses
 * (DATABASE_URL, else the PGlite folder DATA_DIR, default ./data). Where runners choose their own,
 * it waits until `raceNumbers.chooseUntil` has passed. Safe to run again: numbers given stay.
 */
async function main(args: string[]): Promise<number> {
  const ref = args.find((arg) => !arg.startsWith('-'));
  if (!ref) {
    console.error(USAGE);
    return 2;
  }
  const database = await openDatabase(databaseOptionsFromEnv(process.env));
  try {
    await migrateToLatest(database.db);
    const event = await findNumberedEvent(database.db, ref);
    if (!event) {
      console.error(
        `No event "${ref}" in ${database.location}. Start the server once to load the configs.`,
      );
      return 1;
    }
    const config = event.race_numbers;
    if (!config) {
      console.error(`Event ${event.key} (${event.id}) has no raceNumbers in its config.`);
      return 1;
    }
    if (choosingOpen(config, new Date())) {
      console.error(
        config.chooseUntil
          ? `Runners of ${event.key} may choose their number until ${config.chooseUntil}; run this after it.`
          : `Runners of ${event.key} choose their own number until the race; set raceNumbers.chooseUntil to give out the rest.`,
      );
      return 1;
    }
    const result = await assignNumbers(database.db, event.id, config);
    console.log(`Gave ${result.assigned.length} race number(s) in ${event.key} (${event.id}).`);
    if (result.unassigned.length) {
      console.error(
        `${result.unassigned.length} paid registration(s) got none, their ticket has no free number left: ` +
          `application ${result.unassigned.join(', ')}.`,
      );
      return 1;
    }
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
