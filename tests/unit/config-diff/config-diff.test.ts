// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffConfigs, toMarkdown, type ConfigSet } from '../../../scripts/lib/config-diff/diff.ts';
import type { JsonObject } from '../../../scripts/lib/config-check/json.ts';
import { root } from '../../../scripts/lib/registry-schemas.ts';

const RACE = 'configs/events/lake-run-2030.json';
const EDITION = 'configs/editions/lake.json';
const LIBRARY = 'configs/fields.json';
const base = path.join(import.meta.dirname, '../config-check/fixtures/base');
const read = (file: string) =>
  JSON.parse(readFileSync(path.join(base, file), 'utf8')) as JsonObject;

/* eslint-disable @typescript-eslint/no-explicit-any -- the edits reach deep into plain JSON */
type Edit = (race: any, files: Map<string, any>) => void;

/** The lines the diff writes for a race when `edit` changes its copy. */
function linesOf(edit: Edit, setup: Edit = () => {}): string[] {
  const before = new Map<string, any>([
    [RACE, read(RACE)],
    [EDITION, read(EDITION)],
  ]);
  setup(before.get(RACE), before);
  const after = new Map(structuredClone([...before]));
  edit(after.get(RACE), after);
  return diffConfigs(before, after).flatMap((change) => [
    `${change.title} (${change.status})`,
    ...(change.reaches.length ? [`reaches ${change.reaches.join(', ')}`] : []),
    ...change.lines,
  ]);
}

const TITLE = 'lake-run-2030 — Lake 10K 2030 (changed)';

/** Copies a field of the race, as written, into the field library. */
function addToLibrary(race: any, files: Map<string, any>, name: string) {
  const library = files.get(LIBRARY) ?? { fields: {} };
  library.fields[name] = {
    schema: race.form.schema.properties[name],
    uiSchema: race.form.uiSchema[name],
    required: race.form.schema.required.includes(name),
  };
  files.set(LIBRARY, library);
}

/** The race takes a field from the library instead of writing it out. */
function takeFromLibrary(race: any, name: string) {
  race.form.schema.properties[name] = { $ref: `fields:${name}` };
  race.form.schema.required = race.form.schema.required.filter((f: string) => f !== name);
  delete race.form.uiSchema[name];
}
const banner = (race: any) =>
  race.screens.index.blocks.unshift({
    type: 'banner',
    image: '/images/events/lake.svg',
    alt: { 'zh-CN': '湖边', 'en-US': 'The lake' },
  });

/** Before/after pairs: the edit, the setup both sides share, and what a reviewer reads. */
const table: [string, Edit, string[], Edit?][] = [
  [
    'a mainland price',
    (race) => (race.tickets[0].price.mainland = 8800),
    [TITLE, 'ticket 900101 price ¥80 → ¥88 (foreign US$15 unchanged)'],
  ],
  [
    'both prices and the places',
    (race) =>
      Object.assign(race.tickets[0], { price: { mainland: 9000, foreign: 1800 }, capacity: 600 }),
    [
      TITLE,
      'ticket 900101 price ¥80 → ¥90, foreign price US$15 → US$18',
      'ticket 900101 places 500 → 600',
    ],
  ],
  [
    'a ticket added',
    (race) =>
      race.tickets.push({
        id: 900102,
        name: { 'zh-CN': '五公里', 'en-US': '5 km' },
        price: { mainland: 5000, foreign: 1000 },
        capacity: 300,
      }),
    [TITLE, 'ticket 900102 added: “五公里 / 5 km”, ¥50, foreign US$10, 300 places'],
  ],
  [
    'gates swapped',
    (race) => race.gates.reverse(),
    [TITLE, 'gate *answer* moved before *statement*'],
  ],
  [
    'a gate added',
    (race) =>
      race.gates.splice(1, 0, {
        type: 'check',
        title: { 'zh-CN': '规程', 'en-US': 'Rules' },
        body: { 'zh-CN': '<p>规程</p>', 'en-US': '<p>Rules</p>' },
      }),
    [TITLE, 'gate *check* added (2nd of 3)'],
  ],
  [
    'a text changed in one language only',
    (race) => (race.gates[0].body['zh-CN'] = '<p>本人自愿参赛，身体健康。</p>'),
    [
      TITLE,
      '⚠️ gate *statement* body changed in Chinese only, English unchanged: “<p>本人自愿参赛。</p> / <p>I take part of my own free will.</p>” → “<p>本人自愿参赛，身体健康。</p> / <p>I take part of my own free will.</p>”',
    ],
  ],
  [
    'the name in both languages',
    (race) => (race.name = { 'zh-CN': '2030湖畔十公里赛', 'en-US': 'Lakeside 10K 2030' }),
    [
      'lake-run-2030 — Lakeside 10K 2030 (changed)',
      'name changed: “2030湖畔十公里 / Lake 10K 2030” → “2030湖畔十公里赛 / Lakeside 10K 2030”',
    ],
  ],
  [
    'a required field with a rule added',
    (race) => {
      race.form.schema.properties.itraId = {
        type: 'string',
        'x-validate': { rule: 'match', param: '^[A-Z0-9]{6,12}$' },
      };
      race.form.schema.required.push('itraId');
      race.form.uiSchema['ui:order'].push('itraId');
      race.form.uiSchema.itraId = { 'ui:title': { 'zh-CN': 'ITRA编号', 'en-US': 'ITRA ID' } };
    },
    [
      TITLE,
      'form: field *itraId* added “ITRA编号 / ITRA ID”, required, rule *match* `^[A-Z0-9]{6,12}$`',
    ],
  ],
  [
    'a field removed, another now required and checked otherwise',
    (race) => {
      delete race.form.schema.properties.gender;
      delete race.form.uiSchema.gender;
      race.form.uiSchema['ui:order'].splice(3, 1);
      race.form.schema.properties.phone['x-validate'] = 'mobile';
      race.form.schema.required = race.form.schema.required.filter(
        (name: string) => name !== 'name' && name !== 'gender',
      );
    },
    [
      TITLE,
      'form: field *name* no longer required',
      'form: field *phone* rules rule *phone* → rule *mobile*',
      'form: field *gender* removed',
    ],
  ],
  [
    'a field title in English only, and the field moved',
    (race) => {
      race.form.uiSchema.phone['ui:title']['en-US'] = 'Mobile number';
      const order = race.form.uiSchema['ui:order'];
      order.splice(1, 0, ...order.splice(4, 1));
    },
    [
      TITLE,
      '⚠️ form: field *phone* `/ui:title` changed in English only, Chinese unchanged: “手机 / Mobile” → “手机 / Mobile number”',
      'form: field *phone* moved before *name*',
    ],
  ],
  [
    'a channel removed and one added first',
    (race) => (race.payment.channels = [{ type: 'instalment', terms: [3] }, { type: 'wallet' }]),
    [TITLE, 'channel *instalment* added (1st of 2)', 'channel *unionpay* removed'],
  ],
  [
    'registration dates',
    (race) => {
      race.registration.closes = '2030-04-08T18:00:00+08:00';
      race.registration.opens = '2030-01-01T09:00:00+08:00';
    },
    [
      TITLE,
      'registration opens 2030-01-01T10:00:00+08:00 → 2030-01-01T09:00:00+08:00',
      'registration closes 2030-04-01 → 2030-04-08',
    ],
  ],
  [
    'the banner image',
    (race) => (race.screens.index.blocks[0].image = '/images/events/lake-2.svg'),
    [TITLE, 'home: block *banner*: image changed'],
    banner,
  ],
  ['a home block added', banner, [TITLE, 'home: block *banner* added (1st of 2)']],
  [
    'an edition, with the races it reaches',
    (_race, files) => (files.get(EDITION).theme.cssVariables['--color-primary'] = '#004488'),
    [
      EDITION + ' (changed)',
      'reaches lake-run-2030, lake-relay-2030',
      '`/theme/cssVariables/--color-primary` `#2266aa` → `#004488`',
    ],
    (_race, files) =>
      files.set('configs/events/lake-relay-2030.json', read('configs/events/lake-relay-2030.json')),
  ],
  [
    'a shared field, with the races that take it',
    (_race, files) =>
      (files.get(LIBRARY).fields.phone.uiSchema['ui:title']['en-US'] = 'Mobile phone'),
    [
      `${LIBRARY} (changed)`,
      'reaches lake-run-2030',
      '⚠️ field *phone* `/uiSchema/ui:title` changed in English only, Chinese unchanged: “手机 / Mobile” → “手机 / Mobile phone”',
      'field *phone* reaches 1 race: *lake-run-2030*',
    ],
    (race, files) => {
      addToLibrary(race, files, 'phone');
      takeFromLibrary(race, 'phone');
    },
  ],
  [
    'a field taken from the library instead of written out',
    (race) => takeFromLibrary(race, 'phone'),
    [TITLE, 'written differently, no change a runner sees'],
    (race, files) => addToLibrary(race, files, 'phone'),
  ],
  [
    'a field taken from the library, with a local override',
    (race) => {
      takeFromLibrary(race, 'phone');
      race.form.schema.properties.phone.required = false;
    },
    [TITLE, 'form: field *phone* no longer required'],
    (race, files) => addToLibrary(race, files, 'phone'),
  ],
  [
    'a new race',
    (_race, files) => {
      const race = structuredClone(files.get(RACE));
      Object.assign(race, { id: 9003, key: 'lake-5k-2030' });
      files.set('configs/events/lake-5k-2030.json', race);
    },
    [
      'lake-5k-2030 — Lake 10K 2030 (added)',
      'new race, id 9003, edition *lake*, race day 2030-05-01',
      'registration first-come, opens 2030-01-01, closes 2030-04-01',
      'tickets: 900101 “十公里 / 10 km” ¥80, foreign US$15',
      'home blocks: *applyButtons*',
      'gates: *statement*, *answer*',
      'form: 11 fields',
      'channels: *wallet*, *unionpay*',
    ],
  ],
  [
    'a deleted race',
    (_race, files) => files.delete(RACE),
    ['lake-run-2030 — Lake 10K 2030 (deleted)'],
  ],
  ['no change', () => {}, []],
];

describe('config:diff', () => {
  it.each(table)('%s', (_name, edit, want, setup) => {
    expect(linesOf(edit, setup)).toEqual(want);
  });

  it('writes Markdown for a pull-request comment', () => {
    const before: ConfigSet = new Map([[RACE, read(RACE)]]);
    const race = read(RACE) as any;
    race.payment.channels.pop();
    expect(toMarkdown(diffConfigs(before, new Map([[RACE, race]])), 'Config changes')).toBe(
      '### Config changes\n\n#### lake-run-2030 — Lake 10K 2030\n\n- channel *unionpay* removed\n',
    );
  });

  it('compares two commits of the project', () => {
    // The commit that gave the photo field the role the app acts on.
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/config-diff.ts', '22cf8c1~1', '22cf8c1'],
      { cwd: root, encoding: 'utf8' },
    );
    expect(result.stdout).toContain(
      '#### gz-marathon-2027 — Guangzhou Marathon 2027\n\n- form: field *photo* `/x-role` set to `photo`\n',
    );
    expect(result.status).toBe(0);
  }, 30_000);
});
