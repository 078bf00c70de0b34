import type { Registry, RegistryKind } from '../../registry-schemas.ts';
import { field, isObject, objectItems } from '../json.ts';
import type { Finding } from '../messages.ts';
import type { CheckContext, Rule } from '../context.ts';
import { pointerOf } from '../problem.ts';
import { didYouMean } from '../suggest.ts';

/**
 * What is wrong with a block, gate or channel that matched none of the registered types: an
 * unknown or missing type, or, for a known type, the errors of that type's own schema.
 */
export function registryItemFindings(
  kind: RegistryKind,
  item: unknown,
  pointer: string,
  registry: Registry,
  validateKnown: (type: string, item: unknown) => Finding[],
): Finding[] {
  const known = registry.types[kind];
  const list = `registered ${kind} types are: ${known.join(', ')}`;
  const type = isObject(item) ? item.type : undefined;
  if (!isObject(item) || type === undefined) {
    return [{ pointer, message: `this ${kind} has no "type"; ${list}` }];
  }
  if (typeof type !== 'string' || !known.includes(type)) {
    const guess = typeof type === 'string' ? didYouMean(type, known) : '';
    return [
      {
        pointer: `${pointer}/type`,
        message: `unknown ${kind} type ${JSON.stringify(type)}; ${list}${guess}`,
      },
    ];
  }
  return validateKnown(type, item);
}

/** A gate page or a payment channel shown twice would ask or offer the same thing twice. */
export const typesOnce: Rule = (context: CheckContext) =>
  context.events.flatMap((event) =>
    (
      [
        ['gate', ['gates']],
        ['channel', ['payment', 'channels']],
      ] as const
    ).flatMap(([kind, path]) => {
      const seen = new Map<unknown, number>();
      return objectItems(field(event.value, ...path)).flatMap(([item, index]) => {
        const first = seen.get(item.type);
        if (first === undefined) {
          seen.set(item.type, index);
          return [];
        }
        return [
          {
            file: event.file,
            pointer: `${pointerOf(...path, index)}/type`,
            message: `the ${kind} type "${String(item.type)}" is already used by entry ${first + 1} of this list; each ${kind} type may appear only once`,
          },
        ];
      });
    }),
  );
