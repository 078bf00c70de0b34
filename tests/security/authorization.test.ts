import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { listSchemaFiles } from '../../server/http/schemas';
import {
  A,
  B,
  EVENTS,
  applyForm,
  backends,
  data,
  errorOf,
  suiteServer,
  type Runner,
  type TestServer,
} from '../server/helpers';

const SCHEMAS = join(import.meta.dirname, '..', '..', 'schemas', 'api');

/** Parameters that name something a runner owns; every route taking one must check the owner. */
const OWNED = ['applicationID', 'linkmanID'] as const;
type Owned = (typeof OWNED)[number];

interface IdRoute {
  method: 'GET' | 'POST';
  url: string;
  owned: Owned;
  required: string[];
}

/**
 * Every route of schemas/api that takes an owned id, read from the files themselves (method and
 * paths from the description, `GET {base A}/payorder/unionpayH5Sign, bocH5Sign, …`), so a new
 * endpoint is in the matrix the day its schema is written.
 */
function idRoutes(): IdRoute[] {
  return listSchemaFiles(SCHEMAS).flatMap((file) => {
    if (relative(SCHEMAS, file).startsWith('shared')) return [];
    const doc = JSON.parse(readFileSync(file, 'utf8')) as {
      description: string;
      properties: { request: { properties?: Record<string, unknown>; required?: string[] } };
    };
    const request = doc.properties.request;
    const owned = OWNED.find((name) => name in (request.properties ?? {}));
    const head = /^(GET|POST) \{base (A|B)\}\/([\w/]+)((?:, \w+)*)/.exec(doc.description);
    if (!owned || !head) return [];
    const [, method, base, first, more] = head;
    const folder = first.slice(0, first.lastIndexOf('/') + 1);
    const paths = [
      first,
      ...more
        .split(',')
        .slice(1)
        .map((name) => folder + name.trim()),
    ];
    return paths.map((path) => ({
      method: method as 'GET' | 'POST',
      url: `${base === 'A' ? A : B}/${path}`,
      owned,
      required: request.required ?? [],
    }));
  });
}

const ROUTES = idRoutes();

/** Every row a runner's call could change, as one comparable value. */
async function snapshot(server: TestServer) {
  const tables = [
    'application',
    'application_ticket',
    'linkman',
    'payment',
    'ticket',
    'runner',
    'pay_ticket',
    'provider_job',
    'access_token',
    'application_extra',
    'extra_stock',
  ];
  const out: Record<string, unknown> = {};
  for (const table of tables) {
    const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(
      server.database.db,
    );
    out[table] = rows.rows.map((row) => JSON.stringify(row)).sort();
  }
  return out;
}

it('finds the id routes in schemas/api', () => {
  expect(ROUTES.map((route) => route.url)).toEqual(
    expect.arrayContaining([
      `${A}/matchH5/detailApplication`,
      `${A}/matchH5/refundApply`,
      `${A}/payorder/cmbH5Sign`,
      `${A}/payorder/payTicket`,
      `${A}/player/updateLinkmanInfo`,
    ]),
  );
  expect(ROUTES.length).toBeGreaterThanOrEqual(15);
});

describe.each(backends)('authorization matrix on $name', (backend) => {
  const server = suiteServer(backend);
  let owner: Runner;
  let stranger: Runner;
  const ids: Record<Owned, number> = { applicationID: 0, linkmanID: 0 };

  beforeAll(async () => {
    [owner, stranger] = await server.runners(2);
    ids.applicationID = data<{ id: number }>(
      await server.post(`${A}/matchH5/apply`, applyForm(), owner.token),
    ).id;
    ids.linkmanID = data<{ id: number }>(
      await server.post(
        `${A}/player/createLinkmanInfo`,
        { name: '张三', matchEventID: EVENTS.open.id, formValues: {} },
        owner.token,
      ),
    ).id;
    // A trade of the owner's, so sign routes find one to misuse.
    await server.get(`${A}/payorder/zfbH5Sign`, { applicationID: ids.applicationID }, owner.token);
  });

  function params(route: IdRoute): Record<string, unknown> {
    const filler: Record<string, unknown> = {
      matchEventID: EVENTS.open.id,
      name: '李四',
      formValues: {},
      terms: 3,
      date: '2030-01-01',
      slotID: 'am',
      cno: 'AAA0001',
      packages: '[]',
      changes: '{}',
      commonwealID: 'x',
    };
    const out: Record<string, unknown> = {};
    for (const name of route.required) out[name] = filler[name];
    out[route.owned] = ids[route.owned];
    return out;
  }

  const send = (route: IdRoute, token?: string) =>
    route.method === 'GET'
      ? server.get(route.url, params(route), token)
      : server.post(route.url, params(route), token);

  it.each(ROUTES.map((route) => [`${route.method} ${route.url}`, route] as const))(
    "%s: another runner's id is 404 and changes nothing; no login is 401",
    async (_name, route) => {
      const before = await snapshot(server);
      const foreign = await send(route, stranger.token);
      expect(foreign.statusCode).toBe(404);
      expect(errorOf(foreign).code).toBe(404);
      const anonymous = await send(route);
      expect(anonymous.statusCode).toBe(401);
      expect(await snapshot(server)).toEqual(before);
    },
  );

  it('the owner still gets the same ids (the matrix used real ones)', async () => {
    const own = await server.get(
      `${A}/matchH5/detailApplication`,
      { applicationID: ids.applicationID },
      owner.token,
    );
    expect(own.statusCode).toBe(200);
    const contact = await server.get(
      `${A}/player/detailLinkmanInfo`,
      { linkmanID: ids.linkmanID },
      owner.token,
    );
    expect(contact.statusCode).toBe(200);
  });
});
