import { databaseOptionsFromEnv, openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { ApiError } from '../http/errors';
import { t } from '../i18n/index';
import { decideRefund } from '../services/refunds';

const USAGE = 'Usage: npm run refunds -- approve <request id> | reject <request id> <reason>';

/**
 * `npm run refunds -- approve <id>` or `reject <id> <reason>`: staff decide on a reviewed refund
 * request in the database the server uses (DATABASE_URL, else DATA_DIR, default ./data). An
 * approved refund is sent to the payment provider by the running server's outbox; the runner
 * sees a rejection's reason in their refund list.
 */
async function main(args: string[]): Promise<number> {
  const [decision, id, ...words] = args.filter((arg) => arg !== '--');
  const requestId = Number(id);
  if ((decision !== 'approve' && decision !== 'reject') || !Number.isInteger(requestId)) {
    console.error(USAGE);
    return 2;
  }
  const database = await openDatabase(databaseOptionsFromEnv(process.env));
  try {
    await migrateToLatest(database.db);
    const result = await decideRefund(
      database.db,
      { requestId, decision, reason: words.join(' ') },
      new Date(),
      0,
    );
    console.log(
      result.status === 'approved'
        ? `Refund request ${result.id} approved; the running server sends it to the provider.`
        : `Refund request ${result.id} rejected; the runner sees the reason.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error(t('en-US', error.messageKey, {}));
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
