import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { listSchemaFiles } from '../../server/http/schemas';
import { stateColumns } from '../../server/services/order-state';
import {
  A,
  B,
  applyForm,
  backends,
  data,
  errorOf,
  suiteServer,
  toForm,
  type Runner,
} from '../server/helpers';

const SCHEMAS = join(import.meta.dirname, '..', '..', 'schemas', 'api');

interface ListEndpoint {
  path: string;
  url: string;
  max: number;
}

/** Every endpoint whose request takes a `pageSize`, read from its schema. */
function pagedEndpoints(): ListEndpoint[] {
  return listSchemaFiles(SCHEMAS).flatMap((file) => {
    const schema = JSON.parse(readFileSync(file, 'utf8'));
    const pageSize = schema.properties?.request?.properties?.pageSize;
    const head = /^GET \{base (A|B)\}\/([\w/]+)/.exec(schema.description ?? '');
    if (!pageSize || !head) return [];
    return [{ path: head[2], url: `${head[1] === 'A' ? A : B}/${head[2]}`, max: pageSize.maximum }];
  });
}

/** The lists that grow with what a runner does: each must be paged. */
const GROWING = [
  'matchH5/listsApplication',
  'match/appListsApplicationV2',
  'matchH5/listsRefund',
  'matchH5/listsScore',
  'team/lists',
  'player/listsLinkmanInfo',
];

/** More orders than the largest page of any list of orders (101 would do). */
const ROWS = 123;

/** The fixture relay race where the captain pays, and the one where each member pays. */
const TEAM_RACES = [9010, 9011];

describe('paging of the lists that grow', () => {
  const endpoints = pagedEndpoints();

  it('pages every growing list, each with a largest page', () => {
    expect(endpoints.map((endpoint) => endpoint.path)).toEqual(expect.arrayContaining(GROWING));
    for (const endpoint of endpoints) expect(endpoint.max, endpoint.path).toBeLessThanOrEqual(100);
  });

  describe.each(backends)('on $name', (backend) => {
    const server = suiteServer(backend);
    let runner: Runner;
    beforeAll(async () => {
      runner = await server.runner();
    });

    it.each(endpoints)('$path refuses a page above its cap or before the first', async (list) => {
      for (const query of [{ pageSize: list.max + 1 }, { page: 0 }]) {
        const refused = await server.get(list.url, query, runner.token);
        expect(refused.statusCode).toBe(400);
        expect(errorOf(refused).sub_code).toBe(40001);
      }
    });

    /** `count` more ended orders of the runner, copied from their order `id`. */
    async function copies(id: number, count: number) {
      const { db } = server.database;
      const columns = (
        await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns
          WHERE table_name = 'application' AND column_name NOT IN
            ('id', 'order_no', 'state', 'pay_state', 'refund_status')`.execute(db)
      ).rows.map((column) => sql.ref(column.name));
      const ended = stateColumns('cancelled');
      await sql`INSERT INTO application (${sql.join(columns)}, order_no, state, pay_state, refund_status)
        SELECT ${sql.join(columns)}, order_no || '-' || n, ${ended.state}, ${ended.pay_state},
          ${ended.refund_status}
        FROM application, generate_series(1, ${count}) AS n WHERE id = ${id}`.execute(db);
    }

    it('gives a runner with more orders and refund requests than a page at most a page', async () => {
      const applied = await server.post(`${A}/matchH5/apply`, applyForm(), runner.token);
      const { id } = data<{ id: number }>(applied);
      await copies(id, ROWS - 1);
      await sql`INSERT INTO refund_request
          (application_id, runner_id, kind, status, amount, currency, percent, created_at)
        SELECT id, runner_id, 'refund', 'rejected', 100, 'CNY', 100, now()
        FROM application WHERE runner_id = ${runner.id}`.execute(server.database.db);

      for (const [path, read] of [
        ['matchH5/listsApplication', (body: unknown) => body as { id: number }[]],
        ['match/appListsApplicationV2', (body: unknown) => (body as { list: [] }).list],
        ['matchH5/listsRefund', (body: unknown) => body as { id: number }[]],
      ] as const) {
        const { url, max } = endpoints.find((endpoint) => endpoint.path === path)!;
        const get = async (query: Record<string, number>) =>
          read(data(await server.get(url, query, runner.token)));
        expect((await get({})).length, path).toBeLessThanOrEqual(max);
        // Pages of the largest size until a short one: each at most the cap, every row once.
        const sizes: number[] = [];
        const ids = new Set<number>();
        do {
          const rows = await get({ page: sizes.length + 1, pageSize: max });
          sizes.push(rows.length);
          for (const row of rows) ids.add(row.id);
        } while (sizes.at(-1) === max);
        expect({ path, sizes }).toEqual({
          path,
          sizes: [...Array<number>(Math.floor(ROWS / max)).fill(max), ROWS % max],
        });
        expect(ids.size).toBe(ROWS);
      }
    });

    it('pages the teams of a runner in several races', async () => {
      const captain = await server.runner();
      for (const matchEventID of TEAM_RACES) {
        const created = await server.request({
          method: 'POST',
          url: `${B}/team/create`,
          token: captain.token,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: toForm({
            matchEventID,
            name: 'Four',
            formValues: {
              name: 'Ann',
              gender: 2,
              phone: captain.phone,
              idNumber: '110101199003074514',
            },
          }),
        });
        expect(created.statusCode).toBe(200);
      }
      const page = async (number: number) =>
        data<{ teams: { matchEventID: number }[] }>(
          await server.get(`${B}/team/lists`, { page: number, pageSize: 1 }, captain.token),
        ).teams.map((team) => team.matchEventID);
      expect([...(await page(1)), ...(await page(2)), ...(await page(3))]).toEqual(
        [...TEAM_RACES].reverse(),
      );
    });
  });
});
