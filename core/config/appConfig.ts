import { readFileSync } from 'node:fs';
import type { AppConfig } from '../generated/config/app';
import { schemaProblems } from './eventConfigs';
import { createConfigAjv, schemaUrl } from './schemas';

export type { AppConfig };

/**
 * Reads configs/app.json validated by schemas/app.schema.json: the one loader of the app-wide
 * settings, for the server and the build alike. A file that breaks its schema stops whoever reads
 * it, naming the file, the JSON pointer and what is wrong.
 */
export function loadAppConfig(file: string): AppConfig {
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const validate = createConfigAjv({ allErrors: true }).getSchema<AppConfig>(schemaUrl('app'))!;
  // The schema checked it: its type is the one generated from that schema.
  if (validate(value)) return value as AppConfig;
  const problems = schemaProblems(file, validate).map(
    (problem) => `${problem.file} ${problem.pointer || '/'} ${problem.message}`,
  );
  throw new Error(problems.join('\n'));
}
