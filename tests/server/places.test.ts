import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  PLACES_READ_MAX_AGE_MS,
  giveTicketPlaces,
  takeTicketPlaces,
} from '../../server/services/places';
import { TOKEN_CACHE_MS } from '../../server/services/auth';
import { openDatabase } from '../../server/db/connect';
import {
  A,
  ADMIN_URL,
  B,
  EVENTS,
  applyForm,
  backends,
  errorOf,
  suiteServer,
  placesLeft,
  placesSold,
  startServer,
} from './helpers';

const PLACES = 50;
const TICKET = EVENTS.fifty.ticket;

describe.each(backends)('ticket places on $name', (backend) => {
  let clock = new Date();
  const server = suiteServer(backend, { now: () => clock });

  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const take = () =>
    server.database.db.transaction().execute((trx) => takeTicketPlaces(trx, TICKET, 1));
  const apply = async () => {
    const runner = await server.runner();
    return server.post(
      `${A}/matchH5/apply`,
      applyForm({ matchEventID: EVENTS.fifty.id, ticketDefIDs: String(TICKET) }),
      runner.token,
    );
  };

  it(`lets exactly ${PLACES} of 200 simultaneous takes through`, async () => {
    const taken = await Promise.all(Array.from({ length: 200 }, take));
    expect(taken.filter((count) => count === 1)).toHaveLength(PLACES);
    expect(await placesSold(server.database.db, TICKET)).toBe(PLACES);
    expect(await placesLeft(server, EVENTS.fifty.id)).toBe(0);
  });

  it('gives places back to the next runners, and no more than were given back', async () => {
    await server.database.db.transaction().execute((trx) => giveTicketPlaces(trx, TICKET, 3));
    expect(await placesLeft(server, EVENTS.fifty.id)).toBe(3);
    const answers = [await apply(), await apply(), await apply(), await apply()];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 409]);
    expect(errorOf(answers[3]).sub_code).toBe(40901);
    expect(await placesSold(server.database.db, TICKET)).toBe(PLACES);
  });

  it('shows a place another process gave back within a second', async () => {
    later(PLACES_READ_MAX_AGE_MS);
    expect(await placesLeft(server, EVENTS.fifty.id)).toBe(0);
    // Another server process's give-back: a write this process does not know of.
    await sql`UPDATE ticket_place SET taken = false
              WHERE ticket_id = ${TICKET} AND n = (SELECT max(n) FROM ticket_place
                                                    WHERE ticket_id = ${TICKET} AND taken)`.execute(
      server.database.db,
    );
    later(PLACES_READ_MAX_AGE_MS - 1);
    expect(await placesLeft(server, EVENTS.fifty.id)).toBe(0);
    later(1);
    expect(await placesLeft(server, EVENTS.fifty.id)).toBe(1);
  });
});

describe.each(backends.filter((backend) => backend.name === 'postgres'))(
  'a logout seen by two server processes on $name',
  (backend) => {
    let clock = new Date();
    const server = suiteServer(backend, { now: () => clock });

    it('ends the session at once where it was made, and within the token cache time elsewhere', async () => {
      // A second process has a connection pool (and caches) of its own on the same database.
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(
        server.database.db,
      );
      const url = new URL(ADMIN_URL);
      url.pathname = `/${rows[0].name}`;
      const otherDatabase = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
      const other = await startServer(otherDatabase, { now: () => clock });
      const runner = await server.runner();
      const userInfo = (app: typeof other) =>
        app.inject({
          method: 'GET',
          url: `${A}/matchH5/userInfo`,
          headers: { authorization: runner.token },
        });
      try {
        expect((await userInfo(other)).statusCode).toBe(200);
        const out = await server.request({
          method: 'POST',
          url: `${B}/user/logout`,
          token: runner.token,
        });
        expect(out.statusCode).toBe(200);
        expect(errorOf(await userInfo(server.app)).sub_code).toBe(40102);
        expect((await userInfo(other)).statusCode).toBe(200);
        clock = new Date(clock.getTime() + TOKEN_CACHE_MS);
        expect(errorOf(await userInfo(other)).sub_code).toBe(40102);
      } finally {
        await other.close();
        await otherDatabase.close();
      }
    });
  },
);
