import type { ValidateFunction } from 'ajv';
import type { EventConfig } from '../generated/config/event';
import { createConfigAjv, schemaUrl } from './schemas';

let stripper: ValidateFunction | undefined;

/**
 * A validator of the event schema that deletes every value whose schema says `writeOnly: true`
 * (the quiz's right answers): secrets the server keeps and the app must never be sent. Marking a
 * new field so in its schema keeps it out of the app, with nothing to change here.
 */
function writeOnlyStripper(): ValidateFunction {
  const ajv = createConfigAjv();
  ajv.removeKeyword('writeOnly');
  ajv.addKeyword({
    keyword: 'writeOnly',
    schemaType: 'boolean',
    modifying: true,
    errors: false,
    validate: (writeOnly: boolean, _data: unknown, _schema: unknown, place) => {
      if (writeOnly && place) {
        delete (place.parentData as Record<string | number, unknown>)[place.parentDataProperty];
      }
      return true;
    },
  });
  return ajv.getSchema(schemaUrl('event'))!;
}

/** The event config as the app may hold it: a copy without its `writeOnly` values. */
export function publicEventConfig(config: EventConfig): EventConfig {
  stripper ??= writeOnlyStripper();
  const copy = structuredClone(config);
  stripper(copy);
  return copy;
}
