import { databaseOptionsFromEnv, openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { collectPack } from '../services/pickup';
import { pickupStaffCode } from '../services/settings';

const USAGE =
  'Usage: npm run pickup -- collect <order number or application id> | npm run pickup -- staff-code';

/**
 * `npm run pickup -- collect <registration>`: the pickup desk marks a race pack collected in the
 * database the server uses (DATABASE_URL, else the PGlite folder DATA_DIR, default ./data). The
 * registration is the order number the slip's QR code holds, or the application id. A second
 * collection of the same pack is refused with the time of the first.
 *
 * `npm run pickup -- staff-code` prints the code the desk types on the staff page: PICKUP_STAFF_CODE
 * when set, else the one the server generated and keeps in that database (outside production).
 */
async function main(args: string[]): Promise<number> {
  const [command, ref] = args.filter((arg) => !arg.startsWith('-'));
  if (command === 'staff-code') return printStaffCode();
  if (command !== 'collect' || !ref) {
    console.error(USAGE);
    return 2;
  }
  const database = await openDatabase(databaseOptionsFromEnv(process.env));
  try {
    await migrateToLatest(database.db);
    const result = await collectPack(database.db, ref, new Date());
    switch (result.status) {
      case 'collected':
        console.log(
          `Collected: registration ${result.orderNo} (${result.applicationId}) at ${result.collectedAt.toISOString()}.`,
        );
        return 0;
      case 'alreadyCollected':
        console.error(
          `Refused: registration ${result.orderNo} (${result.applicationId}) was already collected at ${result.collectedAt.toISOString()}.`,
        );
        return 1;
      case 'notReserved':
        console.error(`Refused: registration ${ref} has no pickup reservation.`);
        return 1;
      case 'notFound':
        console.error(`No registration "${ref}" in ${database.location}.`);
        return 1;
    }
  } finally {
    await database.close();
  }
}

async function printStaffCode(): Promise<number> {
  const database = await openDatabase(databaseOptionsFromEnv(process.env));
  try {
    await migrateToLatest(database.db);
    const production = process.env.NODE_ENV === 'production';
    const code = await pickupStaffCode(database.db, process.env.PICKUP_STAFF_CODE, production);
    if (!code) {
      console.error('No staff code: set PICKUP_STAFF_CODE (production never generates one).');
      return 1;
    }
    console.log(code);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
