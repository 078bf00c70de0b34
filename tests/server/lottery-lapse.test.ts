import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../server/i18n/index';
import { findEvent, drawLottery, lapseUnpaidWinners } from '../../server/services/lottery';
import {
  A,
  B,
  FIXTURE_EVENTS,
  applyForm,
  backends,
  data,
  suiteServer,
  toForm,
  type Runner,
} from './helpers';

const HOUR = 3_600_000;

/**
 * The lottery fixture three times: two races offer lapsed places to the next in line (their
 * runners sign up in Chinese in one, in English in the other), one does not.
 */
const RACES = {
  offers: { id: 9301, key: 'lapse-offers', ticket: 930101, offerLapsedPlaces: true },
  returns: { id: 9302, key: 'lapse-returns', ticket: 930201, offerLapsedPlaces: false },
  offersEn: { id: 9303, key: 'lapse-offers-en', ticket: 930301, offerLapsedPlaces: true },
};
type Race = (typeof RACES)[keyof typeof RACES];

function racesDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lapse-'));
  const fixture = readFileSync(join(FIXTURE_EVENTS, 'lottery-race.json'), 'utf8');
  for (const race of Object.values(RACES)) {
    const event = JSON.parse(fixture);
    Object.assign(event, { id: race.id, key: race.key });
    event.tickets[0].id = race.ticket;
    event.registration.lottery.offerLapsedPlaces = race.offerLapsedPlaces;
    writeFileSync(join(dir, `${race.key}.json`), JSON.stringify(event));
  }
  return dir;
}

interface Entry {
  runner: Runner;
  id: number;
}

interface Status {
  payState: number;
  payDeadline: string | null;
}

describe.each(backends)('places of drawn runners who do not pay, on $name', (backend) => {
  let clock = new Date('2030-03-01T00:00:00Z');
  const server = suiteServer(backend, () => ({ now: () => clock, eventsDir: racesDir() }));

  const status = async ({ runner, id }: Entry) =>
    data<Status>(
      await server.get(`${A}/matchH5/getApplicationPayStatus`, { applicationID: id }, runner.token),
    );
  const remaining = async (race: Race) =>
    data<{ remaining: number }>(
      await server.get(`${A}/matchH5/detailSimple`, { matchEventID: race.id }),
    ).remaining;
  const pay = async ({ runner, id }: Entry) => {
    const trade = data<{ tradeNo: string }>(
      await server.get(`${A}/payorder/zfbH5Sign`, { applicationID: id }, runner.token),
    );
    await server.post(`${B}/sandbox/pay`, { tradeNo: trade.tradeNo, outcome: 'approve' });
  };

  /**
   * Five entries for three places: after the draw two winners pay, one does not; the two others
   * wait in the draw's order. Then the pay deadline passes.
   */
  async function drawnAndLapsed(race: Race, lang: Lang) {
    const entries: Entry[] = [];
    for (const runner of await server.runners(5)) {
      const response = await server.request({
        method: 'POST',
        url: `${A}/matchH5/apply`,
        token: runner.token,
        lang,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: toForm(applyForm({ matchEventID: race.id, ticketDefIDs: String(race.ticket) })),
      });
      entries.push({ runner, id: data<{ id: number }>(response).id });
    }
    const event = (await findEvent(server.database.db, race.key))!;
    await drawLottery(server.database.db, event, clock);
    const states = await Promise.all(entries.map(status));
    const winners = entries.filter((_, i) => states[i].payState === 9);
    const ranks = await server.database.db
      .selectFrom('application')
      .select(['id', 'wait_rank'])
      .where('event_id', '=', race.id)
      .where('wait_rank', 'is not', null)
      .orderBy('wait_rank')
      .execute();
    const waiting = ranks.map((row) => entries.find((entry) => entry.id === row.id)!);
    await pay(winners[0]);
    await pay(winners[1]);
    clock = new Date(clock.getTime() + 49 * HOUR);
    return { event, paid: winners.slice(0, 2), late: winners[2], waiting };
  }

  it.each<{
    name: string;
    race: Race;
    lang: Lang;
    result: { lapsed: number; offered: number; returned: number };
    placesLeft: number;
    waiting: number[];
    /** What the SMS says, given the new deadline in Beijing time (yyyy-mm-dd hh:mm). */
    told: ((deadline: string) => string[]) | null;
  }>([
    {
      name: 'lapses to the next in the waiting order, who is told in Chinese',
      race: RACES.offers,
      lang: 'zh-CN',
      result: { lapsed: 1, offered: 1, returned: 0 },
      placesLeft: 0,
      // The first in the waiting order is drawn now, with a deadline of its own; the second waits.
      waiting: [9, 7],
      told: (deadline) => [
        'lottery-race（中文）：',
        '您已递补中签',
        `请于北京时间 ${deadline}前完成支付`,
      ],
    },
    {
      name: 'lapses to the next in the waiting order, who signed up in English and is told in English',
      race: RACES.offersEn,
      lang: 'en-US',
      result: { lapsed: 1, offered: 1, returned: 0 },
      placesLeft: 0,
      waiting: [9, 7],
      told: (deadline) => [
        'lottery-race: a place has come free in the draw and it is yours.',
        `Please pay by ${deadline} Beijing time`,
      ],
    },
    {
      name: 'without offerLapsedPlaces, returns to stock',
      race: RACES.returns,
      lang: 'zh-CN',
      result: { lapsed: 1, offered: 0, returned: 1 },
      placesLeft: 1,
      waiting: [7, 7],
      told: null,
    },
  ])(
    "an unpaid winner's place $name; paid winners are untouched; a re-run changes nothing",
    async ({ race, lang, result, placesLeft, waiting, told }) => {
      const { event, paid, late, waiting: queue } = await drawnAndLapsed(race, lang);
      expect(queue).toHaveLength(2);
      const sms: { phone: string; text: string }[] = [];
      const tell = async (phone: string, text: string) => void sms.push({ phone, text });

      const lapse = await lapseUnpaidWinners(server.database.db, event, clock, tell);
      expect({ ...lapse, offered: lapse.offered.length }).toEqual(result);
      expect(await status(late)).toMatchObject({ payState: 1 });
      for (const entry of paid) expect(await status(entry)).toMatchObject({ payState: 3 });
      expect((await Promise.all(queue.map(status))).map((s) => s.payState)).toEqual(waiting);
      expect(await remaining(race)).toBe(placesLeft);
      expect(sms).toHaveLength(told ? 1 : 0);
      if (told) {
        const next = await status(queue[0]);
        expect(new Date(next.payDeadline!).getTime() - clock.getTime()).toBe(48 * HOUR);
        expect(sms[0].phone).toBe(queue[0].runner.phone);
        const beijing = new Date(new Date(next.payDeadline!).getTime() + 8 * HOUR);
        const deadline = beijing.toISOString().slice(0, 16).replace('T', ' ');
        for (const words of told(deadline)) expect(sms[0].text).toContain(words);
        // The runner who was told can pay for the place.
        await pay(queue[0]);
        expect(await status(queue[0])).toMatchObject({ payState: 3 });
      }

      // A second run (the schedule comes round again) finds nothing left to move.
      const again = await lapseUnpaidWinners(server.database.db, event, clock, tell);
      expect(again).toEqual({ lapsed: 0, offered: [], returned: 0 });
      expect(sms).toHaveLength(told ? 1 : 0);
      expect(await remaining(race)).toBe(placesLeft);
    },
  );
});
