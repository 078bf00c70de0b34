import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/connect';
import { migrateTo } from '../../server/db/migrate';
import { placesTaken } from '../../server/services/places';

describe('migration 0020: places sold become taken rows', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await migrateTo(database.db, '0019_application_language');
    await sql`INSERT INTO event (id, key, mode, opens, closes, race_date, config, updated_at)
              VALUES (1, 'before-places', 'first-come', now(), now(), now(), '{}', now())`.execute(
      database.db,
    );
    // A half-sold ticket, and one sold past a capacity lowered later.
    await sql`INSERT INTO ticket (id, event_id, position, name, price_mainland, price_foreign,
                                  capacity, sold)
              VALUES (11, 1, 0, '"half"', 100, 100, 10, 4),
                     (12, 1, 1, '"over"', 100, 100, 3, 5)`.execute(database.db);
    await migrateTo(database.db);
  });
  afterAll(() => database.close());

  it('keeps every sale and leaves free only the places within capacity', async () => {
    expect([...(await placesTaken(database.db, [11, 12]))]).toEqual([
      [11, 4],
      [12, 5],
    ]);
    const free = await database.db
      .selectFrom('ticket_place')
      .select(['ticket_id', sql<number>`count(*)::int`.as('free')])
      .where('taken', '=', false)
      .groupBy('ticket_id')
      .execute();
    expect(free).toEqual([{ ticket_id: 11, free: 6 }]);
  });
});
