import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, pgliteDatabase, type Database } from '../../server/db/connect';

/** The PostgreSQL the tests make their throwaway databases on. */
export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Migrated databases made once per test run (`database-templates.ts`), which each test file's
 * database is copied from instead of being created and migrated from nothing: a new PGlite runs
 * initdb (about 3 s), a copy of a dumped one starts in about 1 s.
 */
export interface DatabaseTemplates {
  /** A file holding a migrated PGlite data folder, as `dumpDataDir` writes it. */
  pgliteImage: string;
  /** A migrated PostgreSQL database, when PostgreSQL answers. */
  postgres: string | null;
}

export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new PostgreSQL database, empty or a copy of a template, and its connection string. */
export async function createPostgresDatabase(template?: string | null): Promise<string> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await admin((client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropPostgresDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  await admin(async (client) => {
    // Closed connections may take a moment to leave; forcing them out would make their clients
    // report errors, so wait for them first.
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006') throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

/** A throwaway PostgreSQL database, dropped when it is closed. */
export async function openThrowawayPostgres(template?: string | null): Promise<Database> {
  const url = await createPostgresDatabase(template);
  const database = await openDatabase({ databaseUrl: url, poolSize: 10 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropPostgresDatabase(url);
    },
  };
}

let image: Blob | undefined;
/** An in-memory PGlite database, a copy of the migrated image when there is one. */
export function openMemoryPglite(imageFile?: string): Promise<Database> {
  if (!imageFile) return openDatabase({ dataDir: 'memory://' });
  image ??= new Blob([readFileSync(imageFile)]);
  return pgliteDatabase(new PGlite({ loadDataDir: image }), 'PGlite in memory');
}
