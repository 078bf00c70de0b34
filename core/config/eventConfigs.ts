import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { EventConfig } from '../generated/config/event';
import type { FieldLibrary } from '../generated/config/fields';
import { isRecord } from '../form/json';
import { FIELD_LIBRARY_FILE, resolveEventForms, type FieldEntries } from './fieldLibrary';
import { createConfigAjv, schemaUrl } from './schemas';

export type { EventConfig };

/** Something wrong in a config file, where it is and what. */
export interface ConfigProblem {
  file: string;
  /** JSON Pointer of the offending value ("" is the whole file). */
  pointer: string;
  message: string;
}

/** An event config that passed its schema, with the file it came from. */
export interface LoadedEvent {
  file: string;
  config: EventConfig;
  /** Every file the config was made from: its own and, when its form takes fields from it, the library. */
  sources: string[];
}

/** The field library as a form reads it: the file it came from and its entries. */
export interface LoadedLibrary {
  file: string;
  entries: FieldEntries;
}

let shared: ValidateFunction<EventConfig> | undefined;
let sharedLibrary: ValidateFunction<FieldLibrary> | undefined;

/** Validates a parsed file against schemas/event.schema.json; its type is the generated one. */
export function eventConfigValidator(): ValidateFunction<EventConfig> {
  shared ??= createConfigAjv({ allErrors: true }).getSchema<EventConfig>(schemaUrl('event'))!;
  return shared;
}

function describe(error: ErrorObject): string {
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  const detail = params.missingProperty ?? params.additionalProperty;
  return detail ? `${error.message} ("${detail}")` : (error.message ?? 'is not valid');
}

/** A file's schema errors as problems; an `if` that failed says nothing its branch does not. */
export function schemaProblems(file: string, validate: ValidateFunction): ConfigProblem[] {
  return (validate.errors ?? [])
    .filter((error) => error.keyword !== 'if')
    .map((error) => ({ file, pointer: error.instancePath, message: describe(error) }));
}

function parseJson(file: string, text: string): { value?: unknown; problems: ConfigProblem[] } {
  try {
    return { value: JSON.parse(text), problems: [] };
  } catch (error) {
    return {
      problems: [{ file, pointer: '', message: `not valid JSON: ${(error as Error).message}` }],
    };
  }
}

/**
 * Reads the field library (configs/fields.json), validated by schemas/fields.schema.json. A
 * missing file is an empty library; a broken one gives problems and no entries.
 */
export function readFieldLibrary(file: string): {
  library: LoadedLibrary;
  problems: ConfigProblem[];
} {
  const empty = { file, entries: {} };
  if (!existsSync(file)) return { library: empty, problems: [] };
  const { value, problems } = parseJson(file, readFileSync(file, 'utf8'));
  if (problems.length > 0) return { library: empty, problems };
  sharedLibrary ??= createConfigAjv({ allErrors: true }).getSchema<FieldLibrary>(
    schemaUrl('fields'),
  )!;
  if (!sharedLibrary(value))
    return { library: empty, problems: schemaProblems(file, sharedLibrary) };
  return { library: { file, entries: value.fields }, problems: [] };
}

/**
 * Reads one event config, its forms' references to the field library resolved (the event's form
 * and each role's own); a file that is no JSON, names a field the library lacks or does not fit
 * the schema gives problems instead.
 */
export function readEventConfig(
  file: string,
  text: string,
  library: LoadedLibrary = { file: '', entries: {} },
): { event?: LoadedEvent; problems: ConfigProblem[] } {
  const parsed = parseJson(file, text);
  if (parsed.problems.length > 0) return { problems: parsed.problems };
  let value = parsed.value;
  let sources = [file];
  if (isRecord(value)) {
    const resolved = resolveEventForms(value, library.entries);
    if (resolved.problems.length > 0) {
      return {
        problems: resolved.problems.map((problem) =>
          problem.in === 'form'
            ? { file, pointer: problem.pointer, message: problem.message }
            : { file: library.file, pointer: problem.pointer, message: problem.message },
        ),
      };
    }
    if (resolved.uses.length > 0) sources = [file, library.file];
    value = resolved.event;
  }
  const validate = eventConfigValidator();
  if (validate(value)) return { event: { file, config: value, sources }, problems: [] };
  return { problems: schemaProblems(file, validate) };
}

/**
 * The one loader of event configs, used by the server, the build and the config checker alike:
 * every `*.json` of the folder, in name order, its form's library fields resolved from the
 * library next to the folder (configs/fields.json), each validated by the event schema. Files
 * that do not pass are left out and reported with their problems.
 */
export function loadEventConfigs(
  dir: string,
  libraryFile: string = path.join(dir, '..', FIELD_LIBRARY_FILE),
): {
  events: LoadedEvent[];
  problems: ConfigProblem[];
} {
  const events: LoadedEvent[] = [];
  const { library, problems } = readFieldLibrary(libraryFile);
  let names: string[] = [];
  try {
    names = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch {
    problems.push({ file: dir, pointer: '', message: 'folder not found, no events loaded' });
  }
  for (const name of names) {
    const file = path.join(dir, name);
    const read = readEventConfig(file, readFileSync(file, 'utf8'), library);
    if (read.event) events.push(read.event);
    problems.push(...read.problems);
  }
  return { events, problems };
}

/**
 * One event config of the folder by its key, read as `loadEventConfigs` reads it (its library
 * fields resolved, validated); for tools and tests that need one race as the app gets it.
 */
export function loadEventConfig(dir: string, key: string): EventConfig {
  const file = path.join(dir, `${key}.json`);
  const { library, problems } = readFieldLibrary(path.join(dir, '..', FIELD_LIBRARY_FILE));
  const read = readEventConfig(file, readFileSync(file, 'utf8'), library);
  const all = [...problems, ...read.problems];
  if (!read.event || all.length > 0) {
    throw new Error(`${file}: ${all.map((p) => `${p.pointer || '/'} ${p.message}`).join('; ')}`);
  }
  return read.event.config;
}
