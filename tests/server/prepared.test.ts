import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/connect';
import { preparedStatement } from '../../server/db/prepared';
import { backends } from './helpers';

describe.each(backends)('statements run prepared, on $name', (backend) => {
  let database: Database;
  beforeAll(async () => {
    database = await backend.open();
  });
  afterAll(() => database.close());

  const scaledBuilds: string[] = [];
  const scaled = preparedStatement<{ n: number; by: number }, Record<string, number>, string>(
    ['n', 'by'],
    (_db, input, column) => {
      scaledBuilds.push(column);
      // A value of the text itself (3) travels among the parameters beside the inputs.
      return sql`SELECT ${input.n}::int * ${input.by}::int + ${3}::int AS ${sql.ref(column)}`;
    },
  );

  it('built once per shape answer each run with its own inputs', async () => {
    const run = async (n: number, by: number, column: string) =>
      (await scaled(database.db, { n, by }, column)).rows;
    expect(await run(2, 10, 'out')).toEqual([{ out: 23 }]);
    expect(await run(4, 5, 'out')).toEqual([{ out: 23 }]);
    expect(await run(1, 1, 'out')).toEqual([{ out: 4 }]);
    expect(await run(1, 2, 'other')).toEqual([{ other: 5 }]);
    expect(scaledBuilds).toEqual(['out', 'other']);
  });

  it('refuse a statement that leaves an input out', async () => {
    const careless = preparedStatement<{ used: number; forgotten: number }, { one: number }>(
      ['used', 'forgotten'],
      (_db, input) => sql<{ one: number }>`SELECT ${input.used}::int AS one`,
    );
    await expect(careless(database.db, { used: 1, forgotten: 2 }, undefined)).rejects.toThrow(
      'The statement does not use forgotten',
    );
  });

  it.runIf(backend.name === 'postgres')(
    'are parsed and planned once per connection, not on every run',
    async () => {
      await database.db.connection().execute(async (db) => {
        for (const n of [1, 2, 3]) await scaled(db, { n, by: n }, 'once');
        const { rows } = await sql<{ statement: string }>`
          SELECT statement FROM pg_prepared_statements`.execute(db);
        const texts = rows.map((row) => row.statement);
        // The connection may also hold statements earlier tests prepared on it, each once.
        expect(texts.filter((text) => text.endsWith('AS "once"'))).toEqual([
          'SELECT $1::int * $2::int + $3::int AS "once"',
        ]);
        expect(texts).toHaveLength(new Set(texts).size);
      });
    },
  );
});
