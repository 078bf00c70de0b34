// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The end-to-end tests sign up to the sample races on today's date, against the real server,
 * which refuses a race whose sign-up has closed. A sample race whose window runs out turns those
 * tests red on a day nobody changed anything; this check says so a month ahead, naming the file.
 */
const EVENTS_DIR = join(import.meta.dirname, '../../../configs/events');
const NOTICE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Window {
  key: string;
  raceDate: string;
  registration: { opens: string; closes: string };
}

const samples = readdirSync(EVENTS_DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({
    file: `configs/events/${file}`,
    event: JSON.parse(readFileSync(join(EVENTS_DIR, file), 'utf8')) as Window,
  }));

describe('the sample races still to be run', () => {
  it(`keep their sign-up open for at least ${NOTICE_DAYS} more days once it has opened`, () => {
    const now = Date.now();
    const runningOut = samples
      .filter(({ event }) => Date.parse(event.raceDate) > now)
      .filter(({ event }) => Date.parse(event.registration.opens) <= now)
      .filter(({ event }) => Date.parse(event.registration.closes) - now < NOTICE_DAYS * DAY_MS)
      .map(
        ({ file, event }) =>
          `${file}: registration.closes is ${event.registration.closes}; move it (and lottery.drawAt after it) later, before the race on ${event.raceDate}`,
      );
    expect(runningOut).toEqual([]);
  });
});
