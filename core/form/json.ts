/** Careful readers of JSON values: a form schema or form values may have any shape. */
export type JsonObject = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON Pointer (RFC 6901) of a path of keys and indexes. */
export function pointerOf(...segments: (string | number)[]): string {
  let pointer = '';
  for (const segment of segments) {
    const text = String(segment);
    // Walks build a pointer for every node; most names need no escaping, so skip the replacing.
    pointer += /[~/]/.test(text)
      ? `/${text.replaceAll('~', '~0').replaceAll('/', '~1')}`
      : `/${text}`;
  }
  return pointer;
}

/** The keys and indexes of a JSON Pointer ("" is the whole document; a leading "#" is allowed). */
export function pointerSegments(pointer: string): string[] {
  const bare = pointer.replace(/^#/, '');
  if (bare === '' || bare === '/') return [];
  return bare
    .slice(1)
    .split('/')
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** The value a JSON Pointer names inside `root`, or undefined where the path breaks. */
export function valueAtPointer(root: unknown, pointer: string): unknown {
  let node = root;
  for (const segment of pointerSegments(pointer)) {
    if (isRecord(node)) node = node[segment];
    else if (Array.isArray(node) && /^\d+$/.test(segment)) node = node[Number(segment)];
    else return undefined;
  }
  return node;
}
