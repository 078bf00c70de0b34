import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './form-builds';

interface SampleForm {
  key: string;
  id: number;
  fields: number;
  /** Types of the race's gate pages, which a runner passes before the form. */
  gates: string[];
}

/** Fields of a form schema, those inside conditions, groups and repeated items included. */
function countFields(node: unknown): number {
  if (typeof node !== 'object' || node === null) return 0;
  const schema = node as Record<string, unknown>;
  const properties = Object.values((schema.properties ?? {}) as Record<string, unknown>);
  const own = properties.reduce<number>((sum, sub) => sum + Math.max(1, countFields(sub)), 0);
  const nested = ['then', 'else', 'items', 'allOf', 'anyOf', 'oneOf']
    .flatMap((key) => (Array.isArray(schema[key]) ? (schema[key] as unknown[]) : [schema[key]]))
    .reduce<number>((sum, sub) => sum + countFields(sub), 0);
  return own + nested;
}

/** The sample race with the most form fields: the benchmarks' worst case. */
export function largestSampleForm(): SampleForm {
  const dir = path.join(ROOT, 'configs/events');
  const forms = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const config = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
      return {
        key: config.key,
        id: config.id,
        fields: countFields(config.form.schema),
        gates: (config.gates as { type: string }[]).map((gate) => gate.type),
      };
    });
  return forms.reduce((largest, form) => (form.fields > largest.fields ? form : largest));
}
