import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
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

/** The `$id` a shared shape is registered under: its file name, which is also its title. */
export const sharedSchemaId = (file: string): string => basename(file, '.schema.json');

/**
 * A schema file as the server registers it. The files refer to a shared shape by its file
 * (`../shared/Team.schema.json`) so that editors and the type generator can follow them; Fastify
 * finds registered schemas by `$id`, so such a reference becomes the shape's id. Integers are
 * capped as request schemas need (a response is serialised by type only).
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

/**
 * Every endpoint schema keyed by its path without the ending, e.g. `matchH5/detailSimple`, and
 * the shared shapes with their `$id`s, for `app.addSchema`.
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
      endpoints.set(name, doc as unknown as ApiSchemaDoc);
    }
  }
  return { endpoints, shared };
}

/** Registers the shared shapes once; route schemas then refer to them by `$id`. */
export function addSharedSchemas(app: FastifyInstance, shared: Json[]): void {
  for (const schema of shared) app.addSchema(schema);
}

/**
 * One part of a document as a schema of its own: its `#/$defs/…` references keep working because
 * the document's `$defs` travel with it.
 */
function lift(doc: ApiSchemaDoc, part: Record<string, unknown>): Record<string, unknown> {
  return doc.$defs ? { ...part, $defs: doc.$defs } : part;
}

export function requestSchema(doc: ApiSchemaDoc): Record<string, unknown> {
  return lift(doc, doc.properties.request);
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
