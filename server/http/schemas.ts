import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** One file of schemas/api: `{ title, properties: { request, response }, $defs? }`. */
export interface ApiSchemaDoc {
  title: string;
  properties: { request: Record<string, unknown>; response: Record<string, unknown> };
  $defs?: Record<string, unknown>;
}

export type SchemaStore = Map<string, ApiSchemaDoc>;

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? listFiles(join(dir, entry.name))
      : entry.name.endsWith('.schema.json')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Every endpoint schema, keyed by its path without the ending, e.g. `matchH5/detailSimple`. */
export function loadSchemas(dir: string): SchemaStore {
  const store: SchemaStore = new Map();
  for (const file of listFiles(dir)) {
    const name = relative(dir, file)
      .split(sep)
      .join('/')
      .replace(/\.schema\.json$/, '');
    store.set(name, JSON.parse(readFileSync(file, 'utf8')) as ApiSchemaDoc);
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
