import type { CheckContext, Rule } from '../context.ts';
import { field, objectItems } from '../json.ts';
import type { LoadedConfig } from '../load.ts';
import { pointerOf, type Problem } from '../problem.ts';

interface Claim {
  config: LoadedConfig;
  pointer: string;
  value: unknown;
}

/**
 * Every file that uses a value another place uses too gets its own line naming the others, so a
 * check of one file alone still explains the clash.
 */
function clashes(claims: Claim[], what: (value: unknown) => string, why: string): Problem[] {
  const byValue = new Map<unknown, Claim[]>();
  for (const claim of claims) {
    if (claim.value === undefined) continue;
    byValue.set(claim.value, [...(byValue.get(claim.value) ?? []), claim]);
  }
  return [...byValue.values()]
    .filter((same) => same.length > 1)
    .flatMap((same) =>
      same.map((claim) => {
        const others = same
          .filter((other) => other !== claim)
          .map((other) =>
            other.config === claim.config
              ? `this file at ${other.pointer}`
              : `${other.config.file} at ${other.pointer}`,
          );
        return {
          file: claim.config.file,
          pointer: claim.pointer,
          message: `${what(claim.value)} is also used by ${others.join(' and ')}; ${why}`,
        };
      }),
    );
}

/** Event ids, keys and ticket ids identify things in addresses and orders, so none may repeat. */
export const uniqueIds: Rule = ({ events }: CheckContext) => [
  ...clashes(
    events.map((config) => ({ config, pointer: '/id', value: field(config.value, 'id') })),
    (id) => `event id ${JSON.stringify(id)}`,
    'every event needs its own id',
  ),
  ...clashes(
    events.map((config) => ({ config, pointer: '/key', value: field(config.value, 'key') })),
    (key) => `event key ${JSON.stringify(key)}`,
    'every event needs its own key',
  ),
  ...clashes(
    events.flatMap((config) =>
      objectItems(field(config.value, 'tickets')).map(([ticket, index]) => ({
        config,
        pointer: pointerOf('tickets', index, 'id'),
        value: ticket.id,
      })),
    ),
    (id) => `ticket id ${JSON.stringify(id)}`,
    'ticket ids must differ across all events, because orders refer to them',
  ),
];

/** The app finds an event by its key and an edition by its prefix through the file name. */
export const namesMatchFiles: Rule = ({ editions, events }: CheckContext) =>
  [
    ...events.map((config) => ({ config, property: 'key' })),
    ...editions.map((config) => ({ config, property: 'prefix' })),
  ].flatMap(({ config, property }) => {
    const value = field(config.value, property);
    if (typeof value !== 'string' || value === config.name) return [];
    return [
      {
        file: config.file,
        pointer: `/${property}`,
        message: `the ${property} "${value}" must be the same as the file name "${config.name}" (without .json); change the ${property} or rename the file`,
      },
    ];
  });
