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

export { pointerOf, pointerSegments } from '../../../core/form/json.ts';
