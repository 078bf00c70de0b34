import { readFileSync } from 'node:fs';
import { SERVER_PORTS, serverLogFile } from '../e2e/support/servers';
import { expect, test } from '../e2e/support/test';

/**
 * Raw personal data as runners type it: an 18-character ID number, a mainland mobile. Never the
 * digits after a decimal point: a response time of 44.8615320000099 ms is no +86 phone.
 */
const PERSONAL = {
  idNumber: /(?<![0-9A-Za-z.])\d{6}(?:19|20)\d{9}[\dXx](?![0-9A-Za-z])/g,
  phone: /(?<![\d.])(?:\+?86)?1[3-9]\d{9}(?!\d)/g,
};

for (const port of SERVER_PORTS) {
  test(`the log of the run's server on port ${port} holds no raw ID number or phone`, () => {
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
}
