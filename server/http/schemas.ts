import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { capIntegers } from './input-guard';

/** One file of schemas/api: `{ title, properties: { request, response }, $defs? }`. */
export interface ApiSchemaDoc {
  title: string;
  properties: { request: Record<string, unknown>; response: Record<string, unknown> };
  $defs?: Record<string, unknown>;
}

export type SchemaStore = Map<string, ApiSchemaDoc>;

/** The folder of schemas/api that holds shapes used by several endpoints, one file each. */
export const SHARED_SCHEMAS = 'shared';

type Json = Record<string, unknown>;

/** Every `.schema.json` file below `dir`. */
export function listSchemaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? listSchemaFiles(join(dir, entry.name))
      : entry.name.endsWith('.schema.json')
        ? [join(dir, entry.name)]
        : [],
  );
}

function readJson(file: string): Json {
  return JSON.parse(readFileSync(file, 'utf8')) as Json;
}

/**
 * An endpoint file as one self-contained schema: each file it refers to (`"$ref":
 * "../shared/Application.schema.json"`, also from inside that file) joins its `$defs` under the
 * referenced schema's title, and the reference becomes `#/$defs/<title>`. Fastify then gets the
 * same documents as when every file carried its own copies of the shared shapes.
 */
export function bundleSchema(file: string): ApiSchemaDoc {
  const { $defs: ownDefs, ...doc } = readJson(file);
  // The file's own shapes first, so that a referenced file cannot take one of their names.
  const defs: Json = { ...(ownDefs as Json | undefined) };
  const included = new Map<string, string>();

  const include = (target: string, from: string): string => {
    const known = included.get(target);
    if (known) return known;
    let shape: Json;
    try {
      shape = readJson(target);
    } catch (error) {
      throw new Error(`${from}: cannot read the $ref target ${target}`, { cause: error });
    }
    const name = shape.title;
    if (typeof name !== 'string') throw new Error(`${target}: a referenced schema needs a title`);
    if (name in defs) throw new Error(`${file}: two schemas are named ${name} in $defs`);
    included.set(target, name);
    // Claimed before its own references are followed, so no other file takes the name meanwhile.
    defs[name] = {};
    // Its own `$schema` would be a root-only keyword inside `$defs`.
    delete shape.$schema;
    defs[name] = inline(shape, target);
    return name;
  };

  const inline = (node: unknown, from: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => inline(item, from));
    if (node === null || typeof node !== 'object') return node;
    const out: Json = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) {
        if (value.includes('#')) throw new Error(`${from}: $ref ${value} must name a whole file`);
        out[key] = `#/$defs/${include(resolve(dirname(from), value), from)}`;
      } else {
        out[key] = inline(value, from);
      }
    }
    return out;
  };

  for (const [name, shape] of Object.entries(defs)) defs[name] = inline(shape, file);
  const body = inline(doc, file) as ApiSchemaDoc;
  return Object.keys(defs).length > 0 ? { ...body, $defs: defs } : body;
}

/**
 * Every endpoint schema, bundled, keyed by its path without the ending, e.g. `matchH5/detailSimple`.
 * The shared shapes are not endpoints of their own.
 */
export function loadSchemas(dir: string): SchemaStore {
  const store: SchemaStore = new Map();
  for (const file of listSchemaFiles(dir)) {
    const name = relative(dir, file)
      .split(sep)
      .join('/')
      .replace(/\.schema\.json$/, '');
    if (!name.startsWith(`${SHARED_SCHEMAS}/`)) store.set(name, bundleSchema(file));
  }
  return store;
}

/**
 * One part of a document as a schema of its own: its `#/$defs/…` references keep working because
 * the document's `$defs` travel with it.
 */
function lift(doc: ApiSchemaDoc, part: Record<string, unknown>): Record<string, unknown> {
  return doc.$defs ? { ...part, $defs: doc.$defs } : part;
}

export function requestSchema(doc: ApiSchemaDoc): Record<string, unknown> {
  return capIntegers(lift(doc, doc.properties.request)) as Record<string, unknown>;
}

/** The success envelope `{ data: <response> }`. */
export function envelopeSchema(doc: ApiSchemaDoc): Record<string, unknown> {
  return lift(doc, {
    type: 'object',
    properties: { data: doc.properties.response },
    required: ['data'],
    additionalProperties: false,
  });
}

/** The response on its own, for documents served without an envelope (static field files). */
export function bareResponseSchema(doc: ApiSchemaDoc): Record<string, unknown> {
  return lift(doc, doc.properties.response);
}
