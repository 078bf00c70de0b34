/** One thing wrong in a config, where it is and what to do about it. */
export interface Problem {
  /** Path of the config, relative to the project root, with forward slashes. */
  file: string;
  /** JSON Pointer of the offending value ("" is the whole file). */
  pointer: string;
  message: string;
  /** Point at the property name rather than its value (for settings that should not be there). */
  at?: 'key';
  line?: number;
  column?: number;
}

export function formatProblem(problem: Problem): string {
  const place = `${problem.file}:${problem.line ?? 1}:${problem.column ?? 1}`;
  return `${place}  ${problem.pointer || '/'}  ${problem.message}`;
}

export function compareProblems(a: Problem, b: Problem): number {
  return (
    a.file.localeCompare(b.file) ||
    (a.line ?? 1) - (b.line ?? 1) ||
    (a.column ?? 1) - (b.column ?? 1) ||
    a.pointer.localeCompare(b.pointer) ||
    a.message.localeCompare(b.message)
  );
}

/** JSON Pointer (RFC 6901) of a path of keys and indexes. */
export function pointerOf(...segments: (string | number)[]): string {
  let pointer = '';
  for (const segment of segments) {
    const text = String(segment);
    // Checks walk every node of a config; most names need no escaping, so skip the replacing.
    pointer += /[~/]/.test(text)
      ? `/${text.replaceAll('~', '~0').replaceAll('/', '~1')}`
      : `/${text}`;
  }
  return pointer;
}

export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
}
