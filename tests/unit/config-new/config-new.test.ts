// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ConfigChecker,
  formatProblem,
  readConfigTree,
} from '../../../scripts/lib/config-check/index.ts';
import { createRace, NewRaceError } from '../../../scripts/lib/config-new.ts';
import { root } from '../../../scripts/lib/registry-schemas.ts';

/** A copy of the project's configs and public files, so new races land in a temporary folder. */
let dir: string;
let checker: ConfigChecker;
const today = new Date('2031-02-10T09:00:00Z');

beforeAll(() => {
  checker = new ConfigChecker();
});
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'config-new-'));
  cpSync(path.join(root, 'configs'), path.join(dir, 'configs'), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const read = (file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
/** The checker's lines for one file of the copy, compared with all the others. */
const problems = (file: string) => checker.check(readConfigTree(dir), [file]).map(formatProblem);

// Checking the whole project's configs takes seconds on a busy machine.
describe('npm run config:new', { timeout: 30_000 }, () => {
  it('starts from a sample with fresh ids and dates, and the texts marked until written', async () => {
    const { file, id } = await createRace(dir, {
      key: 'gz-marathon-2031',
      from: 'gz-marathon-2027',
      today,
    });
    const race = read(file);
    const ids = readConfigTree(root).flatMap((s) => {
      const event = JSON.parse(s.text);
      return [event.id, ...(event.tickets ?? []).map((t: { id: number }) => t.id)];
    });
    expect(file).toBe('configs/events/gz-marathon-2031.json');
    expect(race).toMatchObject({ id, key: 'gz-marathon-2031', edition: 'gz' });
    expect(ids).not.toContain(id);
    const ticketIds = race.tickets.map((t: { id: number }) => t.id);
    expect(ticketIds).toEqual([id * 100 + 1, id * 100 + 2]);
    expect(race.form.schema.properties.ticket.enum).toEqual(ticketIds);
    expect(race.registration).toMatchObject({
      opens: '2031-02-17T10:00:00+08:00',
      closes: '2031-04-11T18:00:00+08:00',
    });
    expect(race.raceDate).toBe('2031-05-11T07:30:00+08:00');
    // Pick-up days stay three to one days before the race.
    expect(race.pickup.dates.map((d: { date: string }) => d.date)).toEqual([
      '2031-05-08',
      '2031-05-09',
      '2031-05-10',
    ]);
    expect(race.name).toEqual({
      'zh-CN': 'TODO: 2027广州马拉松赛',
      'en-US': 'TODO: Guangzhou Marathon 2027',
    });
    // The shared fields keep coming from the field library, texts and all.
    expect(race.form.schema.properties.name).toEqual({ $ref: 'fields:name' });
    expect(race.form.uiSchema.name).toEqual({
      'ui:placeholder': { 'zh-CN': '与证件一致', 'en-US': 'As on your ID' },
      'ui:section': { 'zh-CN': '个人信息', 'en-US': 'Personal details' },
    });

    const found = problems(file);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((line) => line.includes('is still a placeholder'))).toBe(true);
    expect(found[0]).toMatch(
      /^configs\/events\/gz-marathon-2031\.json:\d+:\d+ {2}\/name\/zh-CN {2}/,
    );
  });

  it('writes the minimal template, which passes once its texts are written', async () => {
    const { file } = await createRace(dir, { key: 'cd-mile-2031', edition: 'cd', today });
    const written = readFileSync(path.join(dir, file), 'utf8');
    // Name, place, ticket name, statement and the ticket choice, each in both languages.
    expect(problems(file)).toHaveLength(10);
    const filled = written.replaceAll('TODO: ', '');
    const sources = readConfigTree(dir).map((s) => (s.file === file ? { file, text: filled } : s));
    expect(checker.check(sources, [file]).map(formatProblem)).toEqual([]);
  });

  it.each([
    [
      { key: 'gz-marathon-2027', from: 'cd-10k-2027' },
      'configs/events/gz-marathon-2027.json exists already; choose another key',
    ],
    [
      { key: 'hill-2031', from: 'cd-10k-2027', id: 1001 },
      'the event id 1001 is used by another race; leave --id out to take the next free one',
    ],
    [{ key: 'Hill 2031', edition: 'cd' }, 'the key "Hill 2031" is not usable'],
    [
      { key: 'hill-2031', from: 'hill-2030' },
      'there is no race "hill-2030" to start from; races are: bj-marathon-2025',
    ],
    [{ key: 'hill-2031' }, 'name the edition with --edition; editions are: bj, cd, gz'],
    [{ key: 'hill-2031', edition: 'hz' }, 'there is no edition "hz"; editions are: bj, cd, gz'],
  ])('refuses %j', async (request, message) => {
    const attempt = createRace(dir, request);
    await expect(attempt).rejects.toBeInstanceOf(NewRaceError);
    await expect(attempt).rejects.toThrow(message);
  });

  it('prints the next steps, and refuses a key that is taken with a message and a failure', () => {
    const run = (...args: string[]) =>
      spawnSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/config-new.ts', ...args, '--root', dir],
        { cwd: root, encoding: 'utf8' },
      );
    const made = run('bj-mile-2031', '--from', 'bj-night-10k-2027', '--id', '7777');
    expect(made.stdout).toContain(
      'Created configs/events/bj-mile-2031.json (event id 7777). Next:',
    );
    expect(made.stdout).toContain('npm run config:check configs/events/bj-mile-2031.json');
    expect(made.status).toBe(0);
    const again = run('bj-mile-2031', '--from', 'bj-night-10k-2027');
    expect(again.stderr.trim()).toBe(
      'configs/events/bj-mile-2031.json exists already; choose another key',
    );
    expect(again.status).toBe(1);
  }, 30_000);
});
