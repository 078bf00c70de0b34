import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  A,
  applyForm,
  backends,
  data,
  errorOf,
  EVENTS,
  FIXTURE_EVENTS,
  placesSold,
  suiteServer,
  type Runner,
} from './helpers';

const MINUTE = 60_000;
const { id: RACE, marathon: MARATHON, half: HALF } = EVENTS.open;

/** The open fixture race with a 30-minute pay deadline. */
function racesDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'together-'));
  const event = JSON.parse(readFileSync(join(FIXTURE_EVENTS, 'open-race.json'), 'utf8'));
  event.payment.payWithinMinutes = 30;
  writeFileSync(join(dir, 'open-race.json'), JSON.stringify(event));
  return dir;
}

// Sign-ups that arrive while others are being stored are stored together, in one statement
// (server/db/batches.ts): each must still get exactly its own answer and its own places.
describe.each(backends)('sign-ups arriving together on $name', (backend) => {
  let clock = new Date('2030-03-01T00:00:00Z');
  const server = suiteServer(backend, () => ({ now: () => clock, eventsDir: racesDir() }));
  const apply = (runner: Runner, tickets: number[]) =>
    server.post(
      `${A}/matchH5/apply`,
      applyForm({ matchEventID: RACE, ticketDefIDs: tickets.join(',') }),
      runner.token,
    );

  it('answers each its own: places and lines for the new, one refusal for a second sign-up, a new order for a lapsed one', async () => {
    const [lapsing, earlier, twice, ...fresh] = await server.runners(23);
    expect((await apply(lapsing, [MARATHON])).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 31 * MINUTE);
    expect((await apply(earlier, [MARATHON])).statusCode).toBe(200);
    const soldBefore = await placesSold(server.database.db, MARATHON);

    const wanted = fresh.map((_, i) => (i % 4 === 0 ? [MARATHON, HALF] : [MARATHON]));
    const [lapsingAgain, earlierAgain, twiceFirst, twiceSecond, ...freshAnswers] =
      await Promise.all([
        apply(lapsing, [MARATHON]),
        apply(earlier, [MARATHON]),
        apply(twice, [HALF]),
        apply(twice, [HALF]),
        ...fresh.map((runner, i) => apply(runner, wanted[i])),
      ]);

    expect(freshAnswers.map((answer) => answer.statusCode)).toEqual(fresh.map(() => 200));
    expect(lapsingAgain.statusCode).toBe(200);
    expect(errorOf(earlierAgain).sub_code).toBe(40902);
    expect([twiceFirst.statusCode, twiceSecond.statusCode].sort()).toEqual([200, 409]);
    expect(errorOf(twiceFirst.statusCode === 409 ? twiceFirst : twiceSecond).sub_code).toBe(40902);

    const { db } = server.database;
    const orders = await db
      .selectFrom('application as a')
      .leftJoin('application_ticket as t', 't.application_id', 'a.id')
      .select(['a.id', 'a.runner_id', 'a.state', 'a.order_no', 't.ticket_id'])
      .where('a.event_id', '=', RACE)
      .orderBy('a.id')
      .orderBy('t.ticket_id')
      .execute();
    const ticketsOf = (runner: Runner) =>
      orders.filter((row) => row.runner_id === runner.id).map((row) => [row.state, row.ticket_id]);
    fresh.forEach((runner, i) => {
      expect(ticketsOf(runner)).toEqual(wanted[i].map((ticket) => ['unpaid', ticket]));
    });
    expect(ticketsOf(twice)).toEqual([['unpaid', HALF]]);
    expect(ticketsOf(earlier)).toEqual([['unpaid', MARATHON]]);
    expect(ticketsOf(lapsing)).toEqual([
      ['expired', MARATHON],
      ['unpaid', MARATHON],
    ]);
    // Each reply is the runner's own order, and every order has a number of its own.
    for (const [i, answer] of freshAnswers.entries()) {
      const stored = orders.find((row) => row.runner_id === fresh[i].id);
      expect(data<{ id: number }>(answer).id).toBe(stored?.id);
    }
    const numbers = new Set(orders.map((row) => row.order_no));
    expect(numbers.size).toBe(new Set(orders.map((row) => row.id)).size);
    // A marathon place for each new runner; the lapsed order's went back and its runner took one.
    expect(await placesSold(db, MARATHON)).toBe(soldBefore + fresh.length);
    expect(await placesSold(db, HALF)).toBe(
      wanted.filter((tickets) => tickets.includes(HALF)).length + 1,
    );
  });
});
