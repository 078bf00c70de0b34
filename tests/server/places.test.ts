import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
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
  'the last place held by a sign-up still in flight, on $name',
  (backend) => {
    const server = suiteServer(backend);
    const db = () => server.database.db;

    /**
     * Another sign-up that has taken the ticket's last free place and not yet committed; `end`
     * commits or rolls it back. Resolves once the place is held.
     */
    async function holdLastPlace() {
      let end!: (commit: boolean) => void;
      const told = new Promise<boolean>((resolve) => (end = resolve));
      let held!: () => void;
      const holding = new Promise<void>((resolve) => (held = resolve));
      const done = db()
        .transaction()
        .execute(async (trx) => {
          expect(await takeTicketPlaces(trx, TICKET, 1)).toBe(1);
          held();
          if (!(await told)) throw new Error('the other sign-up failed');
        })
        .catch(() => undefined);
      await holding;
      return { done, end };
    }

    /** Resolves once some statement waits for a row lock: the sign-up waits for the held place. */
    const someoneWaits = () =>
      vi.waitFor(
        async () => {
          const { rows } = await sql<{ waiting: number }>`
            SELECT count(*)::int AS waiting FROM pg_locks WHERE NOT granted`.execute(db());
          expect(rows[0].waiting).toBeGreaterThan(0);
        },
        { timeout: 10_000, interval: 20 },
      );

    it('goes to the next runner when that sign-up fails, and "full" when it succeeds', async () => {
      await db()
        .transaction()
        .execute((trx) => takeTicketPlaces(trx, TICKET, PLACES - 1));
      for (const [commit, status] of [
        [false, 200],
        [true, 409],
      ] as const) {
        if (commit)
          await db()
            .transaction()
            .execute((trx) => giveTicketPlaces(trx, TICKET, 1));
        const other = await holdLastPlace();
        const runner = await server.runner();
        const answer = server.post(
          `${A}/matchH5/apply`,
          applyForm({ matchEventID: EVENTS.fifty.id, ticketDefIDs: String(TICKET) }),
          runner.token,
        );
        await someoneWaits();
        other.end(commit);
        await other.done;
        expect((await answer).statusCode).toBe(status);
        expect(await placesSold(db(), TICKET)).toBe(PLACES);
      }
    });
  },
);

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
