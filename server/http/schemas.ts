import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { capIntegers } from './input-guard';

/** One file of schemas/api: `{ title, properties: { request, response }, $defs? }`. */
export interface ApiSchemaDoc {
  /** The endpoint's path below the base, e.g. `matchH5/detailSimple`. */
  $id: string;
  title: string;
  properties: { request: Record<string, unknown>; response: Record<string, unknown> };
  $defs?: Record<string, unknown>;
}

export type SchemaStore = Map<string, ApiSchemaDoc>;

/** The folder of schemas/api that holds shapes used by several endpoints, one file each. */
export const SHARED_SCHEMAS = 'shared';

type Json = Record<string, unknown>;

const isJson = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

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

/**
 * The `$id` a shared shape is registered under: `shared:` and its file name, which is also its
 * title. An absolute id, because the validator resolves a reference against the `$id` of the
 * endpoint document it sits in (`matchH5/detailSimple`) while the serialiser takes it as written.
 */
export const sharedSchemaId = (file: string): string => `shared:${basename(file, '.schema.json')}`;

/**
 * A schema file as the server registers it. The files refer to a shared shape by its file
 * (`../shared/Team.schema.json`) so that editors and the type generator can follow them; the
 * response serialiser finds registered schemas by `$id` only, so such a reference becomes the
 * shape's id. Integers are capped as request schemas need (a response is serialised by type only).
 */
function readSchema(file: string, sharedDir: string): Json {
  const refs = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(refs);
    if (node === null || typeof node !== 'object') return node;
    const out: Json = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) {
        const target = resolve(dirname(file), value);
        if (dirname(target) !== sharedDir) {
          throw new Error(`${file}: $ref ${value} must name a file of schemas/api/shared`);
        }
        out[key] = sharedSchemaId(target);
      } else {
        out[key] = refs(value);
      }
    }
    return out;
  };
  return capIntegers(refs(JSON.parse(readFileSync(file, 'utf8')))) as Json;
}

/** An endpoint file as registered under `name`; one without its request or response is refused. */
function endpointDoc(file: string, name: string, doc: Json): ApiSchemaDoc {
  const { title, properties } = doc;
  const request = isJson(properties) ? properties.request : undefined;
  const response = isJson(properties) ? properties.response : undefined;
  if (typeof title !== 'string' || !isJson(request) || !isJson(response)) {
    throw new Error(`${file}: an endpoint needs a title and the properties request and response`);
  }
  return { ...doc, $id: name, title, properties: { request, response } };
}

/**
 * Every endpoint document keyed by its path without the ending, e.g. `matchH5/detailSimple`,
 * which is also its `$id`, and the shared shapes with theirs: all of them for `app.addSchema`.
 */
export function loadSchemas(dir: string): { endpoints: SchemaStore; shared: Json[] } {
  const sharedDir = resolve(dir, SHARED_SCHEMAS);
  const endpoints: SchemaStore = new Map();
  const shared: Json[] = [];
  for (const file of listSchemaFiles(dir)) {
    const doc = readSchema(file, sharedDir);
    if (dirname(resolve(file)) === sharedDir) {
      shared.push({ ...doc, $id: sharedSchemaId(file) });
    } else {
      const name = relative(dir, file)
        .split(sep)
        .join('/')
        .replace(/\.schema\.json$/, '');
      endpoints.set(name, endpointDoc(file, name, doc));
    }
  }
  return { endpoints, shared };
}

/**
 * Registers every document once with `addSchema`; a route's schema then points into its
 * endpoint's document (`matchH5/detailSimple#/properties/request`), see `api-route.ts`.
 */
export function addApiSchemas(
  app: FastifyInstance,
  { endpoints, shared }: ReturnType<typeof loadSchemas>,
): void {
  for (const schema of [...shared, ...endpoints.values()]) app.addSchema(schema);
}
