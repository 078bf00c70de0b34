import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { serverLogFile } from '../e2e/support/server-log';

/**
 * Raw personal data as runners type it: an 18-character ID number, a mainland mobile. Never the
 * digits after a decimal point: a response time of 44.8615320000099 ms is no +86 phone.
 */
const PERSONAL = {
  idNumber: /(?<![0-9A-Za-z.])\d{6}(?:19|20)\d{9}[\dXx](?![0-9A-Za-z])/g,
  phone: /(?<![\d.])(?:\+?86)?1[3-9]\d{9}(?!\d)/g,
};

test('the server log of the run holds no raw ID number or phone', () => {
  const port = Number(process.env.E2E_PORT ?? 4399);
  const log = readFileSync(serverLogFile(port), 'utf8');
  // The run's requests are there (this runs after the other projects), so the check is not empty.
  expect(log).toContain('incoming request');
  const found = Object.entries(PERSONAL).flatMap(([kind, pattern]) =>
    log
      .split('\n')
      .filter((line) => line.match(pattern))
      .map((line) => `${kind}: ${line}`),
  );
  expect(found).toEqual([]);
});
