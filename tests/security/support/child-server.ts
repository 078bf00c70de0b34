/**
 * The server as a process of its own (without `npm start`'s app build), for tests that kill it
 * with SIGKILL and start it again on the same data, or serve it configs of their own. Prints
 * `listening <port>` once it answers; with STATIC_DIR it also serves the app built there.
 */
import type { AddressInfo } from 'node:net';
import { buildServer } from '../../../server/app';
import { serverOptionsFromEnv } from '../../../server/config';
import { openDatabase } from '../../../server/db/connect';

const options = serverOptionsFromEnv(process.env);
const database = await openDatabase(options);
const app = await buildServer({
  ...options,
  database,
  staticDir: process.env.STATIC_DIR || undefined,
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening ${(app.server.address() as AddressInfo).port}`);

process.once('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
