/**
 * One API server process of `npm run bench:api`: the database from DATABASE_URL, the races from
 * EVENTS_DIR, listening on PORT; prints "ready" once it answers.
 */
import { buildServer } from '../../server/app';
import { databaseOptionsFromEnv, openDatabase } from '../../server/db/connect';

const env = process.env;
const database = await openDatabase(databaseOptionsFromEnv(env));
const app = await buildServer({
  database,
  eventsDir: env.EVENTS_DIR,
  production: true,
  paymentSecret: env.BENCH_SECRET,
  logLevel: undefined,
});
await app.listen({ host: '127.0.0.1', port: Number(env.PORT) });
console.log('ready');
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
