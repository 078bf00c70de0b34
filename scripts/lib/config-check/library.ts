import {
  resolveEventForms,
  type FieldEntries,
  type FieldUse,
} from '../../../core/config/fieldLibrary.ts';
import { pointerSegments, valueAtPointer } from '../../../core/form/json.ts';
import { field, isObject } from './json.ts';
import { LIBRARY_FILE, type LoadedConfig } from './load.ts';
import { pointerOf, type Problem } from './problem.ts';

/** The library's entries, as far as they can be read; a broken library gives the problems its schema names. */
function entriesOf(library: LoadedConfig | undefined): FieldEntries {
  const fields = field(library?.value, 'fields');
  return isObject(fields) ? (fields as FieldEntries) : {};
}

/**
 * The events with their forms' library fields resolved, so every rule reads the form a runner
 * gets; the problems of the references themselves; and a `relocate` for the rules' problems, which
 * moves one the library wrote into the event's form (a missing title, a broken rule) to where it
 * is written, the library entry, and drops those that follow from a reference that failed.
 */
export function resolveLibraryFields(
  library: LoadedConfig | undefined,
  events: LoadedConfig[],
): {
  events: LoadedConfig[];
  problems: Problem[];
  relocate: (problem: Problem) => Problem | undefined;
} {
  const entries = entriesOf(library);
  const libraryFile = library?.file ?? LIBRARY_FILE;
  const problems: Problem[] = [];
  const written = new Map<string, { value: unknown; uses: Map<string, FieldUse[]> }>();
  // Fields whose reference failed: what else is wrong with them follows from that one problem.
  const unresolved = new Set<string>();
  const resolved = events.map((event) => {
    if (!isObject(event.value)) return event;
    const result = resolveEventForms(event.value, entries);
    for (const problem of result.problems) {
      if (problem.field !== undefined) {
        unresolved.add(`${event.file}\n${problem.form}\n${problem.field}`);
      }
      problems.push(
        problem.in === 'form'
          ? { file: event.file, pointer: problem.pointer, message: problem.message }
          : { file: libraryFile, pointer: problem.pointer, message: problem.message },
      );
    }
    if (result.uses.length === 0) return event;
    const uses = new Map(result.uses.map((form) => [form.form, form.uses]));
    written.set(event.file, { value: event.value, uses });
    return { ...event, value: result.event };
  });

  const relocate = (problem: Problem): Problem | undefined => {
    const { form, rest: after } = formOf(problem.pointer);
    const [part, ...rest] = after;
    const [name, ...inside] = part === 'schema' && rest[0] === 'properties' ? rest.slice(1) : rest;
    if (form && unresolved.has(`${problem.file}\n${form}\n${name}`)) return undefined;
    const event = written.get(problem.file);
    if (!event || valueAtPointer(event.value, problem.pointer) !== undefined) return problem;
    const use = form ? event.uses.get(form)?.find((u) => u.field === name) : undefined;
    if (!use || (part !== 'schema' && part !== 'uiSchema')) return problem;
    // The entry of the chain that writes the setting, else the one the form names.
    const entry =
      use.entries.find((e) => field(entries[e], part, ...inside.slice(0, 1)) !== undefined) ??
      use.entries[0];
    return { ...problem, file: libraryFile, pointer: pointerOf('fields', entry, part, ...inside) };
  };
  return { events: resolved, problems, relocate };
}

/** The form a pointer is in (`/form` or `/roles/<i>/form`) and the segments after it. */
function formOf(pointer: string): { form?: string; rest: string[] } {
  const segments = pointerSegments(pointer);
  if (segments[0] === 'form') return { form: '/form', rest: segments.slice(1) };
  if (segments[0] === 'roles' && segments[2] === 'form') {
    return { form: pointerOf('roles', segments[1], 'form'), rest: segments.slice(3) };
  }
  return { rest: segments.slice(1) };
}
