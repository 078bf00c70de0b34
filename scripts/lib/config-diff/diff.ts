import path from 'node:path';
import { resolveEventForms, type FieldEntries } from '../../../core/config/fieldLibrary.ts';
import { isLocalizedText } from '../../../core/form/localized.ts';
import { field, isObject, type JsonObject } from '../config-check/json.ts';
import { kindOf, LIBRARY_FILE } from '../config-check/load.ts';
import { pointerOf } from '../config-check/problem.ts';

/** Config files by their path under the project root (`configs/events/<key>.json`), parsed. */
export type ConfigSet = ReadonlyMap<string, unknown>;

/** What changed in one config file, in plain words. */
export interface FileChange {
  file: string;
  /** The race or edition, as a reader knows it. */
  title: string;
  status: 'added' | 'deleted' | 'changed';
  lines: string[];
  /** Races a change of this shared file reaches (an edition's races, or races that take a changed library field). */
  reaches: string[];
}

const LANGUAGE_NAMES: Record<string, string> = { 'zh-CN': 'Chinese', 'en-US': 'English' };
/** How each price of a ticket is written: mainland prices in yuan, foreign ones in US dollars. */
const PRICE_UNITS: Record<string, (cents: number) => string> = {
  mainland: (cents) => `¥${cents / 100}`,
  foreign: (cents) => `US$${cents / 100}`,
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const code = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
const named = (values: unknown[]) => values.map((value) => `*${String(value)}*`).join(', ');
const objects = (value: unknown): JsonObject[] =>
  Array.isArray(value) ? value.filter(isObject) : [];
const union = (a: Iterable<string>, b: Iterable<string>) => [...new Set([...a, ...b])];

function without(value: JsonObject, keys: string[]): JsonObject {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));
}

const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length)}…` : text;

/** A short text for a reader: a text's words in each language, a date, a number. */
function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (isLocalizedText(value)) {
    return `“${Object.values(value)
      .map((text) => clip(text, 40))
      .join(' / ')}”`;
  }
  return code(typeof value === 'string' ? clip(value, 60) : value);
}

/**
 * How a text in both languages changed: in both, or in one only, which a reviewer should see
 * because the two languages then say different things.
 */
function textChange(what: string, before: unknown, after: unknown): string[] {
  if (same(before, after)) return [];
  if (!isLocalizedText(before) || !isLocalizedText(after)) {
    return valueChange(what, before, after);
  }
  const languages = union(Object.keys(before), Object.keys(after));
  const changed = languages.filter((language) => before[language] !== after[language]);
  if (changed.length === languages.length) {
    return [`${what} changed: ${shown(before)} → ${shown(after)}`];
  }
  const names = (codes: string[]) => codes.map((c) => LANGUAGE_NAMES[c] ?? c).join(' and ');
  const unchanged = languages.filter((language) => !changed.includes(language));
  return [
    `⚠️ ${what} changed in ${names(changed)} only, ${names(unchanged)} unchanged: ${shown(before)} → ${shown(after)}`,
  ];
}

function valueChange(what: string, before: unknown, after: unknown): string[] {
  if (same(before, after)) return [];
  if (before === undefined) return [`${what} set to ${shown(after)}`];
  if (after === undefined) return [`${what} removed (was ${shown(before)})`];
  return [`${what} ${shown(before)} → ${shown(after)}`];
}

function dateChange(what: string, before: unknown, after: unknown): string[] {
  if (typeof before !== 'string' || typeof after !== 'string' || before === after) {
    return valueChange(what, before, after);
  }
  // The day alone when the time of day stays.
  if (before.slice(10) === after.slice(10)) {
    return [`${what} ${before.slice(0, 10)} → ${after.slice(0, 10)}`];
  }
  return [`${what} ${before} → ${after}`];
}

/** Every difference below two values, by JSON pointer, for the parts no describer knows. */
function leafChanges(what: string, pointer: string, before: unknown, after: unknown): string[] {
  if (same(before, after)) return [];
  const at = `${what}${what && pointer ? ' ' : ''}${pointer ? code(pointer) : ''}`;
  if (isLocalizedText(before) || isLocalizedText(after)) return textChange(at, before, after);
  if (isObject(before) && isObject(after)) {
    return union(Object.keys(before), Object.keys(after)).flatMap((key) =>
      leafChanges(what, `${pointer}${pointerOf(key)}`, before[key], after[key]),
    );
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return before.flatMap((item, index) =>
      leafChanges(what, `${pointer}/${index}`, item, after[index]),
    );
  }
  return valueChange(at, before, after);
}

/**
 * Items that kept their place, the rest moved: for each moved one, "*x* moved before *y*" with
 * y the next item that kept its place in the new order (or to the end).
 */
function orderMoves(what: string, before: string[], after: string[]): string[] {
  const common = after.filter((item) => before.includes(item));
  const old = before.filter((item) => common.includes(item));
  if (same(common, old)) return [];
  // Longest common subsequence: the items that did not move.
  const table = old.map(() => common.map(() => 0));
  const at = (i: number, j: number) => (i < 0 || j < 0 ? 0 : table[i][j]);
  old.forEach((a, i) =>
    common.forEach((b, j) => {
      table[i][j] = a === b ? at(i - 1, j - 1) + 1 : Math.max(at(i - 1, j), at(i, j - 1));
    }),
  );
  const stayed = new Set<string>();
  for (let i = old.length - 1, j = common.length - 1; i >= 0 && j >= 0;) {
    if (old[i] === common[j]) {
      stayed.add(old[i]);
      i -= 1;
      j -= 1;
    } else if (at(i - 1, j) >= at(i, j - 1)) i -= 1;
    else j -= 1;
  }
  return common.flatMap((item, index) => {
    if (stayed.has(item)) return [];
    const next = common.slice(index + 1).find((candidate) => stayed.has(candidate));
    return [`${what} *${item}* moved ${next ? `before *${next}*` : 'to the end'}`];
  });
}

function prices(price: unknown): Record<string, number> {
  if (!isObject(price)) return {};
  return Object.fromEntries(
    Object.entries(price).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    ),
  );
}

function priceText(kind: string, cents: number | undefined): string {
  if (cents === undefined) return 'none';
  return PRICE_UNITS[kind]?.(cents) ?? `${cents / 100} (${kind})`;
}

const priceLabel = (kind: string) => (kind === 'mainland' ? '' : `${kind} `);

/** "price ¥468 → ¥498 (foreign US$88 unchanged)": what changed, and what stayed beside it. */
function priceChange(ticket: string, before: unknown, after: unknown): string[] {
  const [b, a] = [prices(before), prices(after)];
  if (same(b, a)) return [];
  const kinds = union(Object.keys(b), Object.keys(a));
  const parts = kinds
    .filter((kind) => b[kind] !== a[kind])
    .map(
      (kind) =>
        `${priceLabel(kind)}price ${priceText(kind, b[kind])} → ${priceText(kind, a[kind])}`,
    );
  const kept = kinds
    .filter((kind) => b[kind] === a[kind])
    .map((kind) => `${kind} ${priceText(kind, a[kind])} unchanged`);
  return [`ticket ${ticket} ${parts.join(', ')}${kept.length ? ` (${kept.join(', ')})` : ''}`];
}

function ticketChanges(before: unknown, after: unknown): string[] {
  const byId = (value: unknown) => new Map(objects(value).map((t) => [String(t.id), t]));
  const [old, now] = [byId(before), byId(after)];
  const lines: string[] = [];
  for (const [id, ticket] of now) {
    const was = old.get(id);
    if (!was) {
      const price = Object.entries(prices(ticket.price))
        .map(([kind, cents]) => `${priceLabel(kind)}${priceText(kind, cents)}`)
        .join(', ');
      lines.push(
        `ticket ${id} added: ${shown(ticket.name)}, ${price}, ${String(ticket.capacity)} places`,
      );
      continue;
    }
    lines.push(...textChange(`ticket ${id} name`, was.name, ticket.name));
    lines.push(...priceChange(id, was.price, ticket.price));
    if (!same(was.capacity, ticket.capacity)) {
      lines.push(`ticket ${id} places ${String(was.capacity)} → ${String(ticket.capacity)}`);
    }
    const told = ['id', 'name', 'price', 'capacity'];
    lines.push(...leafChanges(`ticket ${id}`, '', without(was, told), without(ticket, told)));
  }
  for (const [id, ticket] of old) {
    if (!now.has(id)) lines.push(`ticket ${id} removed (${shown(ticket.name)})`);
  }
  return lines;
}

function registrationChanges(before: unknown, after: unknown): string[] {
  const b = isObject(before) ? before : {};
  const a = isObject(after) ? after : {};
  const told = ['opens', 'closes', 'mode', 'lottery'];
  return [
    ...valueChange('registration mode', b.mode, a.mode),
    ...dateChange('registration opens', b.opens, a.opens),
    ...dateChange('registration closes', b.closes, a.closes),
    ...dateChange('lottery draw', field(b, 'lottery', 'drawAt'), field(a, 'lottery', 'drawAt')),
    ...leafChanges(
      'lottery',
      '',
      without(isObject(b.lottery) ? b.lottery : {}, ['drawAt']),
      without(isObject(a.lottery) ? a.lottery : {}, ['drawAt']),
    ),
    ...leafChanges('registration', '', without(b, told), without(a, told)),
  ];
}

/**
 * Entries of a list matched by their `type`; when a type appears more than once (home blocks),
 * the nth of a type is matched with the nth.
 */
function byType(value: unknown): Map<string, JsonObject> {
  const seen = new Map<string, number>();
  const entries = new Map<string, JsonObject>();
  for (const item of objects(value)) {
    const type = String(item.type);
    const count = (seen.get(type) ?? 0) + 1;
    seen.set(type, count);
    entries.set(count === 1 ? type : `${type} ${count}`, item);
  }
  return entries;
}

/** Gates, home blocks and payment channels: added, removed, moved, and changed inside. */
function typedListChanges(what: string, before: unknown, after: unknown): string[] {
  const [old, now] = [byType(before), byType(after)];
  const added = [...now.keys()].filter((type) => !old.has(type));
  const removed = [...old.keys()].filter((type) => !now.has(type));
  const lines = [
    ...added.map((type) => {
      const place = [...now.keys()].indexOf(type) + 1;
      return `${what} *${type}* added (${ordinal(place)} of ${now.size})`;
    }),
    ...removed.map((type) => `${what} *${type}* removed`),
    ...orderMoves(what, [...old.keys()], [...now.keys()]),
  ];
  for (const [type, item] of now) {
    const was = old.get(type);
    if (!was) continue;
    for (const key of union(Object.keys(was), Object.keys(item))) {
      if (key === 'type' || same(was[key], item[key])) continue;
      if (key === 'image' || key === 'src') lines.push(`${what} *${type}*: ${key} changed`);
      else if (isLocalizedText(was[key]) || isLocalizedText(item[key])) {
        lines.push(...textChange(`${what} *${type}* ${key}`, was[key], item[key]));
      } else lines.push(...leafChanges(`${what} *${type}*`, pointerOf(key), was[key], item[key]));
    }
  }
  return lines;
}

function ordinal(n: number): string {
  return n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`;
}

/** A field's checks in words: "rule *phone*", "rule *match* `^…$`". */
function rules(schema: JsonObject): string[] {
  const checks = schema['x-validate'];
  const entries = Array.isArray(checks) ? checks : checks === undefined ? [] : [checks];
  const words = entries.map((entry) =>
    isObject(entry)
      ? `rule *${String(entry.rule)}*${entry.param === undefined ? '' : ` ${code(entry.param)}`}`
      : `rule *${String(entry)}*`,
  );
  for (const keyword of ['pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'format']) {
    if (schema[keyword] !== undefined) words.push(`${keyword} ${code(schema[keyword])}`);
  }
  return words;
}

interface FormField {
  schema: JsonObject;
  required: boolean;
  /** Where a field that only a condition adds comes from. */
  condition?: string;
}

/** The form's fields by name: top-level properties, then those only a condition adds. */
function formFields(form: unknown): Map<string, FormField> {
  const schema = field(form, 'schema');
  const required = new Set(
    (Array.isArray(field(schema, 'required')) ? (field(schema, 'required') as unknown[]) : []).map(
      String,
    ),
  );
  const fields = new Map<string, FormField>();
  const properties = field(schema, 'properties');
  for (const [name, value] of Object.entries(isObject(properties) ? properties : {})) {
    if (isObject(value)) fields.set(name, { schema: value, required: required.has(name) });
  }
  objects(field(schema, 'allOf')).forEach((part, index) => {
    const then = field(part, 'then', 'properties');
    for (const [name, value] of Object.entries(isObject(then) ? then : {})) {
      if (!isObject(value) || fields.has(name)) continue;
      fields.set(name, { schema: value, required: false, condition: `condition ${index + 1}` });
    }
  });
  return fields;
}

function formChanges(before: unknown, after: unknown): string[] {
  const [old, now] = [formFields(before), formFields(after)];
  const uiOf = (form: unknown, name: string) => field(form, 'uiSchema', name);
  const lines: string[] = [];
  for (const [name, f] of now) {
    const was = old.get(name);
    if (!was) {
      const words = [
        f.required ? 'required' : 'optional',
        ...(f.condition ? [`shown by ${f.condition}`] : []),
        ...rules(f.schema),
      ];
      const title = field(uiOf(after, name), 'ui:title');
      lines.push(
        `form: field *${name}* added${title ? ` ${shown(title)}` : ''}, ${words.join(', ')}`,
      );
      continue;
    }
    if (was.required !== f.required) {
      lines.push(`form: field *${name}* ${f.required ? 'now required' : 'no longer required'}`);
    }
    const [rb, ra] = [rules(was.schema), rules(f.schema)];
    if (!same(rb, ra)) {
      lines.push(
        `form: field *${name}* rules ${rb.length ? rb.join(', ') : 'none'} → ${ra.length ? ra.join(', ') : 'none'}`,
      );
    }
    if (!same(was.schema.enum, f.schema.enum)) {
      const [eb, ea] = [objectsOrValues(was.schema.enum), objectsOrValues(f.schema.enum)];
      const added = ea.filter((value) => !eb.includes(value));
      const removed = eb.filter((value) => !ea.includes(value));
      const parts = [
        ...(added.length ? [`${named(added)} added`] : []),
        ...(removed.length ? [`${named(removed)} removed`] : []),
      ];
      lines.push(`form: field *${name}* choices ${parts.join(', ') || 'reordered'}`);
    }
    const told = [
      'x-validate',
      'enum',
      'pattern',
      'minLength',
      'maxLength',
      'minimum',
      'maximum',
      'format',
    ];
    lines.push(
      ...leafChanges(
        `form: field *${name}*`,
        '',
        without(was.schema, told),
        without(f.schema, told),
      ),
    );
    lines.push(...leafChanges(`form: field *${name}*`, '', uiOf(before, name), uiOf(after, name)));
  }
  for (const [name, f] of old) {
    if (!now.has(name))
      lines.push(`form: field *${name}* removed${f.required ? ' (was required)' : ''}`);
  }
  const order = (form: unknown) =>
    (Array.isArray(field(form, 'uiSchema', 'ui:order'))
      ? (field(form, 'uiSchema', 'ui:order') as unknown[])
      : []
    ).map(String);
  lines.push(...orderMoves('form: field', order(before), order(after)));
  const rest = (form: unknown) => {
    const value = isObject(form) ? form : {};
    const ui = isObject(value.uiSchema) ? value.uiSchema : {};
    const schema = isObject(value.schema) ? value.schema : {};
    return {
      ...without(value, ['schema', 'uiSchema']),
      schema: without(schema, ['properties', 'required', 'allOf']),
      uiSchema: without(ui, ['ui:order', ...union(old.keys(), now.keys())]),
    };
  };
  lines.push(...leafChanges('form', '', rest(before), rest(after)));
  // Conditions: the fields they add are told above; what they test and change is told here.
  const conditions = (form: unknown) =>
    objects(field(form, 'schema', 'allOf')).map((part) => ({ if: part.if, then: part.then }));
  lines.push(...leafChanges('form: conditions', '', conditions(before), conditions(after)));
  return lines;
}

function objectsOrValues(value: unknown): string[] {
  return Array.isArray(value) ? value.map((item) => String(item)) : [];
}

/** The race's own settings; each describer tells one part and the rest is told by JSON pointer. */
function raceChanges(before: JsonObject, after: JsonObject): string[] {
  const told = ['name', 'location', 'raceDate', 'registration', 'tickets', 'screens', 'gates'];
  const parts = ['form', 'payment', '$schema'];
  return [
    ...textChange('name', before.name, after.name),
    ...textChange('place', before.location, after.location),
    ...dateChange('race day', before.raceDate, after.raceDate),
    ...registrationChanges(before.registration, after.registration),
    ...ticketChanges(before.tickets, after.tickets),
    ...typedListChanges(
      'home: block',
      field(before, 'screens', 'index', 'blocks'),
      field(after, 'screens', 'index', 'blocks'),
    ),
    ...typedListChanges('gate', before.gates, after.gates),
    ...formChanges(before.form, after.form),
    ...typedListChanges(
      'channel',
      field(before, 'payment', 'channels'),
      field(after, 'payment', 'channels'),
    ),
    ...leafChanges(
      'payment',
      '',
      without(isObject(before.payment) ? before.payment : {}, ['channels']),
      without(isObject(after.payment) ? after.payment : {}, ['channels']),
    ),
    ...leafChanges(
      '',
      '',
      without(before, [...told, ...parts]),
      without(after, [...told, ...parts]),
    ),
  ];
}

/** What a race is called in the report: its English name, with its key. */
function raceTitle(config: unknown, file: string): string {
  const name = field(config, 'name', 'en-US') ?? field(config, 'name', 'zh-CN');
  const key = field(config, 'key') ?? file;
  return typeof name === 'string' ? `${String(key)} — ${name}` : String(key);
}

/** A new race in a few words: its tickets, dates, gates, fields and channels. */
function newRace(config: unknown): string[] {
  const tickets = objects(field(config, 'tickets')).map((t) => {
    const price = Object.entries(prices(t.price))
      .map(([kind, cents]) => `${priceLabel(kind)}${priceText(kind, cents)}`)
      .join(', ');
    return `${String(t.id)} ${shown(t.name)} ${price}`;
  });
  const types = (value: unknown) => objects(value).map((item) => String(item.type));
  return [
    `new race, id ${String(field(config, 'id'))}, edition *${String(field(config, 'edition'))}*, race day ${String(field(config, 'raceDate')).slice(0, 10)}`,
    `registration ${String(field(config, 'registration', 'mode'))}, opens ${String(field(config, 'registration', 'opens')).slice(0, 10)}, closes ${String(field(config, 'registration', 'closes')).slice(0, 10)}`,
    `tickets: ${tickets.join('; ')}`,
    `home blocks: ${named(types(field(config, 'screens', 'index', 'blocks')))}`,
    `gates: ${named(types(field(config, 'gates')))}`,
    `form: ${formFields(field(config, 'form')).size} fields`,
    `channels: ${named(types(field(config, 'payment', 'channels')))}`,
  ];
}

/** The races of an edition. */
function editionRaces(file: string, races: ConfigSet): string[] {
  const prefix = path.posix.basename(file, '.json');
  return [...races]
    .filter(
      ([raceFile, config]) => kindOf(raceFile) === 'event' && field(config, 'edition') === prefix,
    )
    .map(([raceFile, config]) => String(field(config, 'key') ?? raceFile));
}

function libraryEntries(configs: ConfigSet): FieldEntries {
  const fields = field(configs.get(LIBRARY_FILE), 'fields');
  return isObject(fields) ? (fields as FieldEntries) : {};
}

/** A race as runners get it: its forms' library fields resolved with the library of the same side. */
function resolvedRace(config: unknown, entries: FieldEntries): unknown {
  return resolveEventForms(config, entries).event;
}

/** The races whose forms take `entry` (directly or through entries built on it), by key. */
function racesTaking(entry: string, configs: ConfigSet): string[] {
  const entries = libraryEntries(configs);
  return [...configs]
    .filter(
      ([file, config]) =>
        kindOf(file) === 'event' &&
        resolveEventForms(config, entries).uses.some((form) =>
          form.uses.some((use) => use.entries.includes(entry)),
        ),
    )
    .map(([file, config]) => String(field(config, 'key') ?? file));
}

/** A change of the field library: per entry what changed, and the races each change reaches. */
function libraryChange(
  before: ConfigSet,
  after: ConfigSet,
): { lines: string[]; reaches: string[] } {
  const [old, now] = [libraryEntries(before), libraryEntries(after)];
  const lines: string[] = [];
  let reaches: string[] = [];
  for (const name of union(Object.keys(old), Object.keys(now))) {
    if (same(old[name], now[name])) continue;
    const what = `field *${name}*`;
    const races = union(racesTaking(name, before), racesTaking(name, after));
    reaches = union(reaches, races);
    if (!old[name]) lines.push(`${what} added to the library`);
    else if (!now[name]) lines.push(`${what} removed from the library`);
    else lines.push(...leafChanges(what, '', old[name], now[name]));
    if (races.length > 0) {
      lines.push(
        `${what} reaches ${races.length} race${races.length === 1 ? '' : 's'}: ${named(races)}`,
      );
    }
  }
  const rest = (configs: ConfigSet) => without(asObject(configs.get(LIBRARY_FILE)), ['fields']);
  lines.push(...leafChanges('', '', rest(before), rest(after)));
  return { lines, reaches };
}

const asObject = (value: unknown): JsonObject => (isObject(value) ? value : {});

/**
 * The semantic difference between two sets of configs: per race, in plain words, for a reader
 * who wants to know what a runner will see differently. Files that are no race (the app, the
 * editions, the field library) say which races their change reaches.
 */
export function diffConfigs(before: ConfigSet, after: ConfigSet): FileChange[] {
  const files = union(before.keys(), after.keys()).sort();
  const [oldEntries, newEntries] = [libraryEntries(before), libraryEntries(after)];
  const changes: FileChange[] = [];
  for (const file of files) {
    const [b, a] = [before.get(file), after.get(file)];
    if (same(b, a)) continue;
    const kind = kindOf(file);
    const isRace = kind === 'event';
    const title = isRace ? raceTitle(a ?? b, file) : file;
    if (b === undefined) {
      const lines = isRace ? newRace(resolvedRace(a, newEntries)) : [];
      changes.push({ file, title, status: 'added', lines, reaches: [] });
      continue;
    }
    if (a === undefined) {
      changes.push({ file, title, status: 'deleted', lines: [], reaches: [] });
      continue;
    }
    if (kind === 'fields') {
      changes.push({ file, title, status: 'changed', ...libraryChange(before, after) });
      continue;
    }
    // Races are compared as runners get them, so taking a field from the library changes nothing.
    const [rb, ra] = [resolvedRace(b, oldEntries), resolvedRace(a, newEntries)];
    const lines =
      isRace && isObject(rb) && isObject(ra) ? raceChanges(rb, ra) : leafChanges('', '', b, a);
    const reaches =
      kind === 'edition' ? union(editionRaces(file, before), editionRaces(file, after)) : [];
    changes.push({
      file,
      title,
      status: 'changed',
      lines: lines.length > 0 || !isRace ? lines : ['written differently, no change a runner sees'],
      reaches,
    });
  }
  return changes;
}

/** The changes as Markdown for a pull-request comment. */
export function toMarkdown(changes: FileChange[], heading: string): string {
  if (changes.length === 0) return `### ${heading}\n\nNo config changes.\n`;
  const sections = changes.map((change) => {
    const status =
      change.status === 'added' ? ' (new)' : change.status === 'deleted' ? ' (deleted)' : '';
    const reach =
      change.reaches.length > 0
        ? [`- reaches ${change.reaches.length} races: ${named(change.reaches)}`]
        : [];
    const body = change.lines.map((line) => `- ${line}`);
    return [`#### ${change.title}${status}`, '', ...reach, ...body].join('\n');
  });
  return [`### ${heading}`, '', sections.join('\n\n'), ''].join('\n');
}
