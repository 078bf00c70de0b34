import { valueAtPointer } from '../../../../core/form/json.ts';
import {
  conditionalParts,
  fieldLevels,
  type FieldLevel,
} from '../../../../core/form/schema/walk.ts';
import type { CheckContext, Rule } from '../context.ts';
import { field, isObject, type JsonObject } from '../json.ts';
import type { Finding } from '../messages.ts';
import { pointerOf } from '../problem.ts';
import { didYouMean, quoted } from '../suggest.ts';

const SCHEMA = '/form/schema';

interface LevelFields {
  names: string[];
  /** The values each field offers, when its definitions list them. */
  values: Map<string, unknown[]>;
  /** Where each field is defined. */
  pointers: Map<string, string[]>;
}

/** Keywords that make a definition a field of its own, not only more checks on one. */
const DEFINING = ['type', 'enum', 'const', '$ref'];

const defines = (schema: JsonObject) => DEFINING.some((key) => schema[key] !== undefined);

function levelFields(level: FieldLevel): LevelFields {
  const values = new Map<string, unknown[]>();
  const pointers = new Map<string, string[]>();
  // A name that conditional parts only give checks (no type, values or reference) is no field.
  const own = `${level.pointer}/properties/`;
  const named = new Set(
    level.fields.filter((f) => f.pointer.startsWith(own) || defines(f.schema)).map((f) => f.name),
  );
  const fields = level.fields.filter((f) => named.has(f.name));
  for (const f of fields) {
    pointers.set(f.name, [...(pointers.get(f.name) ?? []), f.pointer]);
    if (Array.isArray(f.schema.enum))
      values.set(f.name, [...(values.get(f.name) ?? []), ...f.schema.enum]);
  }
  return { names: [...pointers.keys()], values, pointers };
}

function unknownField(
  name: string,
  pointer: string,
  fields: LevelFields,
  why: string,
  at?: 'key',
): Finding {
  return {
    pointer,
    at,
    message: `${why} "${name}", which is not a field of the form; fields are: ${fields.names.join(', ')}${didYouMean(name, fields.names)}`,
  };
}

/** Why a condition can never hold, from the values its fields offer; null when it can. */
function neverHolds(condition: JsonObject, pointer: string, fields: LevelFields): Finding[] {
  if (!isObject(condition.properties)) return [];
  return Object.entries(condition.properties).flatMap(([name, test]): Finding[] => {
    const offered = fields.values.get(name);
    if (!offered || !isObject(test)) return [];
    const wanted =
      test.const !== undefined ? [test.const] : Array.isArray(test.enum) ? test.enum : [];
    if (wanted.length === 0 || wanted.some((value) => offered.includes(value))) return [];
    const at = `${pointer}${pointerOf('properties', name, test.const !== undefined ? 'const' : 'enum')}`;
    return [
      {
        pointer: at,
        message: `the field "${name}" offers only ${quoted([...new Set(offered)])}, so this condition never holds and the part it opens never applies`,
      },
    ];
  });
}

/**
 * Conditions read fields the form has and values they offer, `dependencies` hang on fields, and
 * every field of a conditional part can be reached: a field only a condition that never holds
 * adds would never be shown, and a condition on a misspelt field never holds as meant. A
 * conditional part that only adds checks to a name (no `type`, values or reference) means a field
 * the form has; a misspelt one would leave the real field unchecked.
 */
export const reachableFields: Rule = ({ events }: CheckContext) =>
  events.flatMap((event) => {
    const schema = field(event.value, 'form', 'schema');
    const found: Finding[] = [];
    for (const level of fieldLevels(schema)) {
      const fields = levelFields(level);
      const levelNode = valueAtPointer(schema, level.pointer);
      if (!isObject(levelNode)) continue;
      for (const [part, pointer] of conditionalParts(schema, levelNode, level.pointer)) {
        if (pointer !== level.pointer && isObject(part.properties)) {
          const kind = pointer.split('/').pop();
          const where = kind === 'then' || kind === 'else' ? `the "${kind}" part` : 'this part';
          for (const name of Object.keys(part.properties)) {
            if (fields.names.includes(name)) continue;
            found.push(
              unknownField(
                name,
                `${SCHEMA}${pointer}${pointerOf('properties', name)}`,
                fields,
                `${where} adds checks, with no "type", to`,
                'key',
              ),
            );
          }
        }
        if (isObject(part.dependencies)) {
          for (const name of Object.keys(part.dependencies)) {
            if (fields.names.includes(name)) continue;
            found.push(
              unknownField(
                name,
                `${SCHEMA}${pointer}${pointerOf('dependencies', name)}`,
                fields,
                'these fields show once the runner fills in',
                'key',
              ),
            );
          }
        }
        if (!isObject(part.if)) continue;
        const ifAt = `${SCHEMA}${pointer}/if`;
        if (isObject(part.if.properties)) {
          for (const name of Object.keys(part.if.properties)) {
            if (!fields.names.includes(name))
              found.push(
                unknownField(
                  name,
                  `${ifAt}${pointerOf('properties', name)}`,
                  fields,
                  'the condition reads',
                  'key',
                ),
              );
          }
        }
        if (Array.isArray(part.if.required)) {
          part.if.required.forEach((name, index) => {
            if (typeof name === 'string' && !fields.names.includes(name)) {
              found.push(
                unknownField(name, `${ifAt}/required/${index}`, fields, 'the condition asks for'),
              );
            }
          });
        }
        const never = neverHolds(part.if, ifAt, fields);
        found.push(...never);
        if (never.length === 0 || !isObject(part.then)) continue;
        // Fields only this `then` adds can never be reached.
        const thenAt = `${pointer}/then`;
        for (const [name, places] of fields.pointers) {
          if (places.every((place) => place.startsWith(`${thenAt}/`))) {
            found.push({
              pointer: SCHEMA + places[0],
              message: `no runner can reach the field "${name}": only the "then" part at ${SCHEMA}${thenAt} adds it, and its condition never holds`,
            });
          }
        }
      }
    }
    return found.map((finding) => ({ file: event.file, ...finding }));
  });
