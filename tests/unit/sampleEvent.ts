import { resolveEventForms, type FieldEntries } from '../../core/config/fieldLibrary';
import type { EventConfig } from '../../core/generated/config/event';
import library from '../../configs/fields.json';

/** A sample race's config as the app gets it: its forms' fields from the library resolved. */
export function sampleEvent(config: { form: unknown }): EventConfig {
  return resolveEventForms(config, library.fields as FieldEntries).event as unknown as EventConfig;
}
