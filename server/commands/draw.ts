import { databaseOptionsFromEnv, openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { drawLottery, findEvent, lapseUnpaidWinners } from '../services/lottery';
import { consoleSmsSender } from '../services/sms-senders';

/**
 * `npm run draw -- <event key or id>`: draws a lottery event in the database the server uses
 * (DATABASE_URL, else the PGlite folder DATA_DIR, default ./data), then lets the places of drawn
 * runners who did not pay by their deadline lapse (to the next in line or back on sale, as the
 * race's `offerLapsedPlaces` says). Safe to run again, and meant to run on a schedule: entries
 * already drawn stay as they are, and a lapsed place moves once.
 */
async function main(args: string[]): Promise<number> {
  const ref = args.find((arg) => !arg.startsWith('-'));
  if (!ref) {
    console.error('Usage: npm run draw -- <event key or id>');
    return 2;
  }
  const database = await openDatabase(databaseOptionsFromEnv(process.env));
  try {
    await migrateToLatest(database.db);
    const event = await findEvent(database.db, ref);
    if (!event) {
      console.error(
        `No event "${ref}" in ${database.location}. Start the server once to load the configs.`,
      );
      return 1;
    }
    if (event.mode !== 'lottery') {
      console.error(`Event ${event.key} (${event.id}) is first-come, there is nothing to draw.`);
      return 1;
    }
    const result = await drawLottery(database.db, event, new Date());
    console.log(
      `Drew ${result.eventKey} (${result.eventId}) in ${database.location}: ${result.entries} entries, ` +
        `${result.winners} drawn, ${result.notDrawn} not drawn.`,
    );
    if (result.payDeadline) console.log(`Drawn runners pay by ${result.payDeadline}.`);
    if (result.entries === 0) console.log('No entries were waiting for a draw.');
    const lapse = await lapseUnpaidWinners(database.db, event, new Date(), consoleSmsSender());
    if (lapse.lapsed > 0) {
      console.log(
        `${lapse.lapsed} drawn runner(s) did not pay in time: ${lapse.offered.length} place(s) offered ` +
          `to the next in line, ${lapse.returned} back on sale.`,
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
