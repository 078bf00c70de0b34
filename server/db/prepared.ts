import type { CompiledQuery, QueryResult, RawBuilder } from 'kysely';
import type { Db } from './types';

/**
 * Statements run on every sign-up, prepared once per PostgreSQL connection: PostgreSQL then parses
 * and plans them once instead of on every run (for the sign-up statement, planning took four
 * times as long as running it). Only texts run through `runPrepared` are prepared, so what a
 * connection keeps is bounded by those statements' shapes; past `MOST_PREPARED` texts (a shape
 * that varies without end would be a fault) they run as plain statements. On PGlite, which has
 * no connections to keep them, they run as plain statements too.
 */
const MOST_PREPARED = 200;
const names = new Map<string, string>();

/** The name a statement text is prepared under, if it is one of the prepared ones. */
export function preparedName(text: string): string | undefined {
  return names.get(text);
}

export async function runPrepared<R>(db: Db, query: RawBuilder<R>): Promise<QueryResult<R>> {
  const compiled: CompiledQuery<R> = query.compile(db);
  if (!names.has(compiled.sql) && names.size < MOST_PREPARED) {
    names.set(compiled.sql, `prepared_${names.size + 1}`);
  }
  return db.executeQuery(compiled);
}
