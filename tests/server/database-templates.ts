/**
 * Global set-up of the server and security suites: the migrated databases every test file's
 * database is copied from (see `DatabaseTemplates`), removed when the run ends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteDatabase } from '../../server/db/connect';
import { startMemoryPglite, writeImage } from '../../server/db/memoryPglite';
import { migrateToLatest } from '../../server/db/migrate';
import {
  createPostgresDatabase,
  dropPostgresDatabase,
  postgresAnswers,
  type DatabaseTemplates,
} from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

async function pgliteImage(file: string): Promise<void> {
  const pglite = await startMemoryPglite();
  const database = await pgliteDatabase(pglite, 'PGlite in memory');
  await migrateToLatest(database.db);
  await writeImage(pglite, file);
  await database.close();
}

async function postgresTemplate(): Promise<string> {
  const url = await createPostgresDatabase();
  const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
  return url;
}

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'database-templates-'));
  const pgliteImageFile = join(folder, 'pglite.tar');
  const [, postgresUrl] = await Promise.all([
    pgliteImage(pgliteImageFile),
    (await postgresAnswers()) ? postgresTemplate() : null,
  ]);
  project.provide('databaseTemplates', {
    pgliteImage: pgliteImageFile,
    postgres: postgresUrl ? new URL(postgresUrl).pathname.slice(1) : null,
  });
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (postgresUrl) await dropPostgresDatabase(postgresUrl);
  };
}
