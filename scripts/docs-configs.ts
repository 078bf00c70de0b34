/**
 * `npm run docs:configs` writes docs/configs.md, the config reference for operations staff, from
 * the descriptions in the schemas, the registry entry schemas and the form checks. `--check` writes
 * nothing and fails when the file is stale, so the reference can never drift from the schemas.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  FIELD_REF_PREFIX,
  resolveEventForms,
  resolveFieldRefs,
} from '../core/config/fieldLibrary.ts';
import type { FieldLibrary } from '../core/generated/config/fields.ts';
import { validators } from '../core/domain/validators/registry.ts';
import { defaultMessage } from '../core/form/validate/messages.ts';
import { rules } from './lib/config-check/index.ts';
import {
  readRegistryEntrySchemas,
  registryKinds,
  root,
  type RegistryKind,
} from './lib/registry-schemas.ts';

type Schema = Record<string, unknown>;
interface Located {
  schema: Schema;
  file: string;
}
interface Row {
  path: string;
  type: string;
  required: string;
  description: string;
}

const target = path.join(root, 'docs/configs.md');
const kindTitles: Record<RegistryKind, string> = {
  block: 'Blocks',
  gate: 'Gates',
  channel: 'Payment channels',
};

/** Shared building blocks are named in the type column instead of being spelt out every time. */
const buildingBlocks: Record<string, string> = {
  LocalizedText: 'text in both languages: `{"zh-CN": "…", "en-US": "…"}`',
  Cents: 'whole number of cents, at least 1',
  DateTime: 'date and time with time zone, like `"2027-10-01T10:00:00+08:00"`',
  Url: '`https://` address or a path of the app starting with `/`',
  EventId: 'event id (whole number)',
};

const schemaCache = new Map<string, Schema>();
function readSchema(file: string): Schema {
  if (!schemaCache.has(file)) schemaCache.set(file, JSON.parse(readFileSync(file, 'utf8')));
  return schemaCache.get(file)!;
}

/** The schema a $ref points to, from the file that contains the reference. */
function follow(ref: string, from: string): Located {
  const [file, pointer = ''] = ref.split('#');
  const target = file ? path.resolve(path.dirname(from), file) : from;
  let schema = readSchema(target);
  for (const segment of pointer.split('/').filter(Boolean)) schema = schema[segment] as Schema;
  return { schema, file: target };
}

/** A schema with its $ref followed; the description written next to the $ref wins. */
function resolve({ schema, file }: Located): Located {
  if (typeof schema.$ref !== 'string') return { schema, file };
  const target = resolve(follow(schema.$ref, file));
  return { schema: { ...target.schema, ...schema, $ref: undefined }, file: target.file };
}

/** The registry kind a property's list holds (gates, payment channels, blocks), if any. */
function registryKindOf(schema: Schema): RegistryKind | undefined {
  const ref = (schema.items as Schema | undefined)?.$ref;
  const match =
    typeof ref === 'string' ? /registry\.schema\.json#\/\$defs\/(\w+)$/.exec(ref) : null;
  return match ? (match[1] as RegistryKind) : undefined;
}

const anchor = (title: string) => `#${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** The values a schema allows when it is a list of them, or several such lists (`anyOf`). */
function choicesOf({ schema, file }: Located): unknown[] | undefined {
  if ('const' in schema) return [schema.const];
  if (Array.isArray(schema.enum)) return schema.enum;
  if (!Array.isArray(schema.anyOf)) return undefined;
  const branches = (schema.anyOf as Schema[]).map((branch) =>
    choicesOf(resolve({ schema: branch, file })),
  );
  return branches.every((branch) => branch !== undefined) ? branches.flat() : undefined;
}

function typeOf(located: Located): string {
  const { schema } = located;
  if (typeof schema.title === 'string' && buildingBlocks[schema.title])
    return buildingBlocks[schema.title];
  if ('const' in schema) return `\`${JSON.stringify(schema.const)}\``;
  const values = choicesOf(located);
  if (values) return `one of ${values.map((v) => `\`${JSON.stringify(v)}\``).join(', ')}`;
  const kind = registryKindOf(schema);
  if (kind)
    return `list of ${registryKinds[kind]}, see [${kindTitles[kind]}](${anchor(kindTitles[kind])})`;
  const [min, max] = [schema.minimum, schema.maximum];
  const range =
    min !== undefined && max !== undefined
      ? ` from ${min} to ${max}`
      : min !== undefined
        ? ` of at least ${min}`
        : max !== undefined
          ? ` of at most ${max}`
          : '';
  if (Array.isArray(schema.type)) {
    return schema.type
      .map((type) => typeOf({ schema: { ...schema, type }, file: located.file }))
      .join(' or ');
  }
  switch (schema.type) {
    case 'integer':
      return `whole number${range}`;
    case 'number':
      return `number${range}`;
    case 'boolean':
      return `\`true\` or \`false\`${'default' in schema ? ` (default \`${schema.default}\`)` : ''}`;
    case 'string':
      return schema.format === 'date-time' ? buildingBlocks.DateTime : 'text';
    case 'array': {
      const items = schema.items
        ? resolve({ schema: schema.items as Schema, file: located.file })
        : undefined;
      return items && !isGroup(items.schema) ? `list of: ${typeOf(items)}` : 'list';
    }
    default:
      return 'group of settings';
  }
}

function isGroup(schema: Schema): boolean {
  return (
    schema.type === 'object' && !(typeof schema.title === 'string' && buildingBlocks[schema.title])
  );
}

/** Markdown table cells: no line breaks, no pipes, and HTML examples shown as text. */
const cell = (text: string) =>
  text
    .replace(/\s*\n\s*/g, ' ')
    .replaceAll('|', '\\|')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/** One row per property, depth first, with the path a config author writes. */
function rows(located: Located, prefix: string): Row[] {
  const { schema, file } = resolve(located);
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const conditional = new Set(
    [schema.then, ...(Array.isArray(schema.allOf) ? schema.allOf : [])].flatMap((branch) => {
      const names = (branch as Schema | undefined)?.required;
      return Array.isArray(names) ? (names as string[]) : [];
    }),
  );
  const found: Row[] = [];
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  for (const [name, property] of Object.entries(properties)) {
    if (name === '$schema') continue;
    const child = resolve({ schema: property, file });
    const at = prefix ? `${prefix}.${name}` : name;
    // A setting written like a top-level one (a role's form like `form`) is described there.
    const like =
      typeof property.$ref === 'string' ? /^#\/properties\/(\w+)$/.exec(property.$ref) : null;
    found.push({
      path: at,
      type: like ? `written like \`${like[1]}\`, see its rows` : typeOf(child),
      required: required.has(name) ? 'yes' : conditional.has(name) ? 'in some cases' : '',
      description: String(child.schema.description ?? ''),
    });
    if (!like) found.push(...nested(child, at));
  }
  return found;
}

/** Rows for what lies inside a property: its own settings, its list items, its named entries. */
function nested(located: Located, at: string): Row[] {
  const { schema, file } = located;
  if (typeof schema.title === 'string' && buildingBlocks[schema.title]) return [];
  if (schema.properties) return rows(located, at);
  if (schema.type === 'array' && schema.items && !registryKindOf(schema)) {
    const items = resolve({ schema: schema.items as Schema, file });
    return isGroup(items.schema) ? rows(items, `${at}[]`) : [];
  }
  if (typeof schema.additionalProperties === 'object') {
    const value = resolve({ schema: schema.additionalProperties as Schema, file });
    return [
      {
        path: `${at}.<name>`,
        type: typeOf(value),
        required: '',
        description: String(value.schema.description ?? 'One entry; the name is yours to choose.'),
      },
      ...nested(value, `${at}.<name>`),
    ];
  }
  return [];
}

function table(found: Row[]): string {
  return [
    '| Property | Type or allowed values | Required | Description |',
    '| --- | --- | --- | --- |',
    ...found.map(
      (r) => `| \`${r.path}\` | ${cell(r.type)} | ${r.required} | ${cell(r.description)} |`,
    ),
  ].join('\n');
}

function section(level: string, title: string, located: Located): string {
  const { schema } = resolve(located);
  return `${level} ${title}\n\n${cell(String(schema.description ?? ''))}\n\n${table(rows(located, ''))}\n`;
}

function configSection(name: string, title: string, where: string): string {
  const file = path.join(root, `schemas/${name}.schema.json`);
  return section('##', `${title} (\`${where}\`)`, { schema: readSchema(file), file });
}

function registrySections(): string {
  const entries = readRegistryEntrySchemas();
  return (Object.keys(registryKinds) as RegistryKind[])
    .map((kind) => {
      const own = entries.filter((entry) => entry.kind === kind);
      const intro = `Each entry is written as \`{"type": "<type>", …}\`. The registered types: ${own.map((e) => `\`${e.type}\``).join(', ')}.`;
      const types = own.map((entry) => {
        const located = { schema: entry.schema, file: entry.file };
        return section('###', `\`${entry.type}\``, located);
      });
      return `## ${kindTitles[kind]}\n\n${intro}\n\n${types.join('\n')}`;
    })
    .join('\n');
}

/** The form texts of a language (core/form/messages), which say in plain words what a rule accepts. */
function formTexts(language: string): Record<string, string> {
  const file = path.join(root, `core/form/messages/${language}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

function formText(language: string, key: string): string {
  return (formTexts(language)[key] ?? '').replaceAll('{{param}}', '<param>');
}

/** Rules of the JSON Schema and the race that a field's own message (`ui:messages`) may be for. */
const KEYWORD_RULES = [
  'required',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'enum',
  'pattern',
  'format',
  'minAge',
  'maxAge',
];

function checksSection(): string {
  const rows = Object.entries(validators).map(([name, entry]) => {
    const param =
      'param' in entry ? (entry.param === 'integer' ? 'whole number' : 'regular expression') : '';
    const pattern = 'pattern' in entry ? `\`${entry.pattern}\`` : '';
    const key = entry.messageKey.replace(/^validation:/, '');
    return `| \`${name}\` | ${param} | ${cell(formText('en-US', key))} | ${cell(formText('zh-CN', key))} | ${cell(pattern)} |`;
  });
  const keywordRows = KEYWORD_RULES.map((rule) => {
    const { key } = defaultMessage({ path: [], rule, param: 2 });
    return `| \`${rule}\` | ${cell(formText('en-US', key))} | ${cell(formText('zh-CN', key))} |`;
  });
  return [
    '## Form checks (`x-validate`)',
    '',
    'A field of `form.schema` names its checks in `"x-validate"`: one name (`"x-validate": "phone"`), a check with its parameter (`{"rule": "maxSize", "param": 20}`) or a list of these (write a list when a conditional part adds checks to a field). Every check runs wherever the form is checked, with the same code: in the app when the runner leaves a field and on submit, on the server for every sign-up and saved contact, and in `npm run config:check`, which compiles the form as the build does. The message is what the runner sees when the value fails, unless the field gives its own in `ui:messages`. An empty optional field passes every check except `required`; `consent` (a must-tick pledge or terms, a yes/no field listed in `required`) passes only when ticked.',
    '',
    '| Check | Parameter | Message (English) | Message (Chinese) | Pattern |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
    'Besides the checks, `ui:messages` may give a field its own message for these rules (`minLength` of 1 reads as `required`; `minAge` and `maxAge` come from `form.ageLimits`):',
    '',
    '| Rule | Default message (English) | Default message (Chinese) |',
    '| --- | --- | --- |',
    ...keywordRows,
    '',
  ].join('\n');
}

/** A form of one field, to see a library entry as a form that takes it gets it. */
interface EntryForm {
  schema: { properties: Record<string, Record<string, unknown>>; required?: string[] };
  uiSchema: Record<string, Record<string, { 'zh-CN': string; 'en-US': string } | undefined>>;
}

/** The library's entries, each with its title, what it checks and the races that take it. */
function libraryEntriesSection(): string {
  const library = JSON.parse(
    readFileSync(path.join(root, 'configs/fields.json'), 'utf8'),
  ) as FieldLibrary;
  const eventsDir = path.join(root, 'configs/events');
  const takers = new Map<string, string[]>();
  for (const name of readdirSync(eventsDir).sort()) {
    const event = JSON.parse(readFileSync(path.join(eventsDir, name), 'utf8'));
    for (const use of resolveEventForms(event, library.fields).uses.flatMap((form) => form.uses)) {
      for (const entry of new Set(use.entries)) {
        takers.set(entry, [...new Set([...(takers.get(entry) ?? []), event.key])]);
      }
    }
  }
  const rows = Object.entries(library.fields).map(([name, entry]) => {
    // The entry as a form that takes it gets it, so an entry built on another shows all it holds.
    const form: EntryForm = {
      schema: { properties: { [name]: { $ref: FIELD_REF_PREFIX + name } } },
      uiSchema: {},
    };
    const resolved = resolveFieldRefs(form, library.fields).form;
    const schema = resolved.schema.properties[name];
    const title = resolved.uiSchema[name]?.['ui:title'];
    const checks = ['x-validate', 'x-role', 'enum', 'format', 'minLength', 'maxLength', 'pattern']
      .filter((key) => schema[key] !== undefined)
      .map((key) => `\`${key}\`: \`${JSON.stringify(schema[key])}\``)
      .join(', ');
    const races = takers.get(name) ?? [];
    return `| \`${FIELD_REF_PREFIX}${name}\` | ${cell(title ? `${title['en-US']} / ${title['zh-CN']}` : '')} | ${cell(checks)} | ${resolved.schema.required ? 'yes' : ''} | ${cell(entry.description ?? '')} | ${races.length ? `${races.length}: ${races.join(', ')}` : 'none'} |`;
  });
  return [
    '## Field library entries',
    '',
    'The fields of `configs/fields.json` a form can take with `{"$ref": "fields:<entry>"}`, as a form that takes them without overrides gets them, and the races that take each today.',
    '',
    '| Reference | Title (English / Chinese) | Type and checks | Required | What it is for | Races |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

function rulesSection(): string {
  return [
    '## What `npm run config:check` checks besides the schemas',
    '',
    '- Every block, gate and payment channel has a registered `type` (a misspelt one is named, with the closest registered type).',
    '- No setting is written twice in the same place.',
    ...rules.map((rule) => `- ${rule.summary}`),
    '',
  ].join('\n');
}

function documentText(): string {
  return [
    '# Config reference',
    '',
    '<!-- Generated by `npm run docs:configs` from schemas/*.schema.json, src/renderer/*/*/schema.json, configs/fields.json, core/domain/validators/registry.ts and core/form/messages. Do not edit: change the schema descriptions and run it again. -->',
    '',
    'Every race, edition and the app itself are configured by JSON files under `configs/`. This page lists every setting: the path you write (`a.b` is `b` inside `a`, `a[]` is each entry of the list `a`), what may be written, whether it must be there, and what it does. Run `npm run config:check` after editing: it names the file, line, setting and what to write instead for every problem.',
    '',
    configSection('app', 'App', 'configs/app.json'),
    configSection('edition', 'Edition', 'configs/editions/<prefix>.json'),
    configSection('event', 'Event', 'configs/events/<key>.json'),
    configSection('fields', 'Field library', 'configs/fields.json'),
    libraryEntriesSection(),
    registrySections(),
    rulesSection(),
    checksSection(),
  ].join('\n');
}

const text = documentText();
if (process.argv.includes('--check')) {
  if (!existsSync(target) || readFileSync(target, 'utf8') !== text) {
    console.error(
      'docs/configs.md differs from the schemas. Run `npm run docs:configs` and commit.',
    );
    process.exit(1);
  }
  console.log('docs:configs: docs/configs.md is up to date.');
} else {
  writeFileSync(target, text);
  console.log('docs:configs: wrote docs/configs.md.');
}
