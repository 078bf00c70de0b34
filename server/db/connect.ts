import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { startMemoryPglite } from './memoryPglite';
import { preparedName } from './prepared';
import type { DB, Db } from './types';

export const MEMORY_DATA_DIR = 'memory://';

export interface DatabaseOptions {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data folder, or `memory://` for a database that lives only as long as the process. */
  dataDir?: string;
  /** Most connections the PostgreSQL pool opens. */
  poolSize?: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for people (no password). */
  location: string;
  close(): Promise<void>;
}

function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return `PostgreSQL ${parsed.toString()}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * PGlite keeps the whole database inside one process; a second process opening the same folder
 * would silently lose writes, so the folder is claimed with a lock file holding our pid.
 */
function lockDataDir(dir: string): () => void {
  const lockFile = join(dir, '.server.lock');
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (pid !== process.pid && processAlive(pid)) {
      throw new Error(
        `The data folder ${dir} is in use by process ${pid}. Stop it first (PGlite allows one process).`,
      );
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

type PoolClient = Awaited<ReturnType<PostgresPool['connect']>>;

/** The pool as Kysely sees it, running the texts of `preparedStatement`s as named statements. */
function preparingPool(pool: pg.Pool): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      const query = (text: string, values: readonly unknown[]) => {
        const name = preparedName(text);
        return client.query(
          name ? { name, text, values: [...values] } : { text, values: [...values] },
        );
      };
      // Kysely passes a cursor instead of a text only to stream results, which the server never
      // asks for (no cursor class is configured).
      return { query: query as unknown as PoolClient['query'], release: () => client.release() };
    },
    end: () => pool.end(),
  };
}

/** A database on a PGlite instance, ready once PGlite has started. */
export async function pgliteDatabase(
  pglite: PGlite,
  location: string,
  onClose: () => void = () => {},
): Promise<Database> {
  await pglite.waitReady;
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    location,
    close: async () => {
      await db.destroy();
      onClose();
    },
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    // A connection that drops (server restart, database dropped, backend terminated) must not
    // crash the process, whether idle in the pool or in use by a request: the request's query
    // fails on its own (a 503 to the client), and the pool opens a new connection for the next.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
    return {
      db,
      kind: 'postgres',
      location: describeUrl(options.databaseUrl),
      close: () => db.destroy(),
    };
  }
  const dataDir = options.dataDir ?? 'data';
  if (dataDir === MEMORY_DATA_DIR) {
    return pgliteDatabase(await startMemoryPglite(), 'PGlite in memory');
  }
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(dir);
  try {
    return await pgliteDatabase(new PGlite(dir), `PGlite in ${dir}`, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

/** The database the server and the commands use, chosen by the environment. */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv): DatabaseOptions {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || 'data',
    poolSize: env.PG_POOL_SIZE ? Number(env.PG_POOL_SIZE) : undefined,
  };
}
