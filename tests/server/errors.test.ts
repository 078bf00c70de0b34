import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../server/http/errors';

const entries = Object.entries(ERRORS) as [string, readonly [number, number]][];

describe('the error catalogue', () => {
  it('gives every error a sub-code of its own, so the app can tell them apart', () => {
    const kindsByCode = new Map<number, string[]>();
    for (const [kind, [, code]] of entries) {
      kindsByCode.set(code, [...(kindsByCode.get(code) ?? []), kind]);
    }
    const shared = [...kindsByCode].filter(([, kinds]) => kinds.length > 1);
    expect(shared).toEqual([]);
  });

  it.each(entries)(
    '%s: its sub-code is its status followed by two digits',
    (_kind, [status, code]) => {
      expect(Math.floor(code / 100)).toBe(status);
    },
  );

  it('never uses 40501, which the client reads as "busy, wait"', () => {
    expect(entries.map(([, [, code]]) => code)).not.toContain(40501);
  });

  it('documents every sub-code under its status in the error table of server/README.md', () => {
    const readme = readFileSync(new URL('../../server/README.md', import.meta.url), 'utf8');
    const row = (status: number) =>
      readme
        .split('\n')
        .find((line) => line.startsWith(`| ${status}`) || line.includes(`/ ${status} `));
    const undocumented = entries
      .filter(([, [status, code]]) => !row(status)?.includes(String(code)))
      .map(([kind, [, code]]) => `${code} ${kind}`);
    expect(undocumented).toEqual([]);
  });
});
