import countries from 'i18n-iso-countries';
import type { CheckContext, Rule } from '../context.ts';
import { formLevels } from '../form-fields.ts';
import { field } from '../json.ts';
import type { Finding } from '../messages.ts';
import { pointerOf } from '../problem.ts';

function countryProblem(code: unknown, pointer: string): Finding[] {
  if (typeof code === 'string' && /^[A-Z]{2}$/.test(code) && countries.isValid(code)) return [];
  return [
    {
      pointer,
      message: `${JSON.stringify(code)} is not an ISO 3166-1 country code; write two capital letters such as "CN", "HK", "US" or "GB"`,
    },
  ];
}

/**
 * The country field's choices are ISO 3166-1 country codes. A `ui:options.mainland` list is no
 * longer read: the currency follows from the country by one rule for every race.
 */
export const codes: Rule = ({ events }: CheckContext) =>
  events.flatMap((event) => {
    const ui = field(event.value, 'form', 'uiSchema');
    const levels = formLevels(field(event.value, 'form', 'schema'), ui);
    return levels
      .flatMap((level) => level.fields)
      .filter((f) => f.schema['x-role'] === 'country')
      .flatMap((f) => [
        ...(Array.isArray(f.schema.enum)
          ? f.schema.enum.flatMap((code, i) => countryProblem(code, `${f.schemaPointer}/enum/${i}`))
          : []),
        ...(field(f.ui, 'ui:options', 'mainland') === undefined
          ? []
          : [
              {
                pointer: `${f.uiPointer}${pointerOf('ui:options', 'mainland')}`,
                message:
                  'this list is no longer read: for every race, runners from "CN" pay the mainland (RMB) price and everyone else the foreign (USD) price; remove "mainland"',
              },
            ]),
      ])
      .map((finding) => ({ file: event.file, ...finding }));
  });
