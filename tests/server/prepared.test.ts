import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/connect';
import { runPrepared } from '../../server/db/prepared';
import { backends } from './helpers';

describe.each(backends)('statements run prepared, on $name', (backend) => {
  let database: Database;
  beforeAll(async () => {
    database = await backend.open();
  });
  afterAll(() => database.close());

  const doubled = (n: number) => sql<{ doubled: number }>`SELECT ${n}::int * 2 AS doubled`;

  it('answer each run with its own values, as a plain statement would', async () => {
    expect((await runPrepared(database.db, doubled(2))).rows).toEqual([{ doubled: 4 }]);
    expect((await runPrepared(database.db, doubled(21))).rows).toEqual([{ doubled: 42 }]);
  });

  it.runIf(backend.name === 'postgres')(
    'are parsed and planned once per connection, not on every run',
    async () => {
      await database.db.connection().execute(async (db) => {
        for (const n of [1, 2, 3]) await runPrepared(db, doubled(n));
        const { rows } = await sql<{ statement: string }>`
          SELECT statement FROM pg_prepared_statements`.execute(db);
        expect(rows.map((row) => row.statement)).toEqual([doubled(0).compile(db).sql]);
      });
    },
  );
});
