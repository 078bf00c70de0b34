import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  A,
  applyForm,
  backends,
  data,
  errorOf,
  EVENTS,
  suiteServer,
  placesSold,
  type Runner,
  toForm,
} from './helpers';

const RUNNERS = 200;
const PLACES = 50;

describe.each(backends)('capacity under concurrent sign-up on $name', (backend) => {
  const server = suiteServer(backend);
  let runners: Runner[];

  beforeAll(async () => {
    runners = await server.runners(RUNNERS);
  });

  it(`gives exactly ${PLACES} places to ${RUNNERS} simultaneous runners and a clear "full" to the rest`, async () => {
    const form = applyForm({
      matchEventID: EVENTS.fifty.id,
      ticketDefIDs: String(EVENTS.fifty.ticket),
    });
    const responses = await Promise.all(
      runners.map((runner) =>
        server.request({
          method: 'POST',
          url: `${A}/matchH5/apply`,
          token: runner.token,
          lang: 'en-US',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: toForm(form),
        }),
      ),
    );
    const succeeded = responses.filter((response) => response.statusCode === 200);
    const full = responses.filter((response) => response.statusCode === 409);
    expect(succeeded).toHaveLength(PLACES);
    expect(full).toHaveLength(RUNNERS - PLACES);
    for (const response of full) {
      expect(errorOf(response)).toEqual({
        code: 409,
        sub_code: 40901,
        message: 'Sorry, all places are taken',
      });
    }

    const { db } = server.database;
    expect(await placesSold(db, EVENTS.fifty.ticket)).toBe(PLACES);
    const { n } = await db
      .selectFrom('application')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('event_id', '=', EVENTS.fifty.id)
      .executeTakeFirstOrThrow();
    expect(n).toBe(PLACES);
    const detail = data<{ matchEventStage: number; remaining: number }>(
      await server.get(`${A}/matchH5/detailSimple`, { matchEventID: EVENTS.fifty.id }),
    );
    expect(detail).toMatchObject({ matchEventStage: 3, remaining: 0 });
  });
});
