import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';

/** The folder of the config schemas (schemas/*.schema.json). */
export const SCHEMAS_DIR = fileURLToPath(new URL('../../schemas/', import.meta.url));

export type ConfigKind = 'app' | 'edition' | 'event' | 'fields';

/** The file URL a config schema is registered under, so that its relative `$ref`s resolve. */
export function schemaUrl(name: string): string {
  return pathToFileURL(`${SCHEMAS_DIR}${name}.schema.json`).href;
}

function readSchema(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(`${SCHEMAS_DIR}${name}.schema.json`, 'utf8')) as Record<
    string,
    unknown
  >;
}

/**
 * An Ajv holding the config schemas: common, app, edition, event, fields and the registry of blocks,
 * gates and channels (`schemas/generated/registry.schema.json`, or the one given, which the
 * config checker assembles from the entries themselves). The schemas express conditions with
 * if/then, which Ajv's strict type and required checks reject although they are valid; every
 * other strict check stays on.
 */
export function createConfigAjv(
  options: Options = {},
  registrySchema: Record<string, unknown> = readSchema('generated/registry'),
): Ajv {
  const ajv = new Ajv({ strict: true, strictTypes: false, strictRequired: false, ...options });
  addFormats(ajv);
  for (const name of ['common', 'app', 'edition', 'event', 'fields']) {
    ajv.addSchema(readSchema(name), schemaUrl(name));
  }
  ajv.addSchema(registrySchema, schemaUrl('generated/registry'));
  return ajv;
}
