/**
 * Careful readers of config values. Cross-file rules also run on configs that failed their schema,
 * so that every problem shows in one run; they must never assume a value has the right shape.
 */
export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at a path of property names, or undefined where the path breaks. */
export function field(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) {
    if (!isObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

/** The object entries of an array with their indexes; anything else gives none. */
export function objectItems(value: unknown): [JsonObject, number][] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item, index) =>
    isObject(item) ? [[item, index] as [JsonObject, number]] : [],
  );
}

export function isWholeNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}
