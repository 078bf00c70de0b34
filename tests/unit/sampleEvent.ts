import { resolveFieldRefs, type FieldEntries } from '../../core/config/fieldLibrary';
import type { EventConfig } from '../../core/generated/config/event';
import library from '../../configs/fields.json';

/** A sample race's config as the app gets it: its form's fields from the library resolved. */
export function sampleEvent(config: { form: unknown }): EventConfig {
  const { form } = resolveFieldRefs(config.form, library.fields as FieldEntries);
  return { ...config, form } as unknown as EventConfig;
}
