import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { EventConfig } from '../generated/config/event';
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
}

let shared: ValidateFunction<EventConfig> | undefined;

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

/** Reads one event config; a file that is no JSON or does not fit the schema gives problems instead. */
export function readEventConfig(
  file: string,
  text: string,
): { event?: LoadedEvent; problems: ConfigProblem[] } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      problems: [{ file, pointer: '', message: `not valid JSON: ${(error as Error).message}` }],
    };
  }
  const validate = eventConfigValidator();
  if (validate(value)) return { event: { file, config: value }, problems: [] };
  const problems = (validate.errors ?? [])
    .filter((error) => error.keyword !== 'if')
    .map((error) => ({ file, pointer: error.instancePath, message: describe(error) }));
  return { problems };
}

/**
 * The one loader of event configs, used by the server, the build and the config checker alike:
 * every `*.json` of the folder, in name order, each validated by the event schema. Files that do
 * not pass are left out and reported with their problems.
 */
export function loadEventConfigs(dir: string): {
  events: LoadedEvent[];
  problems: ConfigProblem[];
} {
  const events: LoadedEvent[] = [];
  const problems: ConfigProblem[] = [];
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
    const read = readEventConfig(file, readFileSync(file, 'utf8'));
    if (read.event) events.push(read.event);
    problems.push(...read.problems);
  }
  return { events, problems };
}
