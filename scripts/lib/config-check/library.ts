import {
  resolveFieldRefs,
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
  const written = new Map<string, { value: unknown; uses: FieldUse[] }>();
  // Fields whose reference failed: what else is wrong with them follows from that one problem.
  const unresolved = new Set<string>();
  const resolved = events.map((event) => {
    if (!isObject(event.value)) return event;
    const result = resolveFieldRefs(event.value.form, entries);
    for (const problem of result.problems) {
      if (problem.field !== undefined) unresolved.add(`${event.file}\n${problem.field}`);
      problems.push(
        problem.in === 'form'
          ? { file: event.file, pointer: `/form${problem.pointer}`, message: problem.message }
          : { file: libraryFile, pointer: problem.pointer, message: problem.message },
      );
    }
    if (result.uses.length === 0) return event;
    written.set(event.file, { value: event.value, uses: result.uses });
    return { ...event, value: { ...event.value, form: result.form } };
  });

  const relocate = (problem: Problem): Problem | undefined => {
    const [form, part, ...rest] = pointerSegments(problem.pointer);
    const [name, ...inside] = part === 'schema' && rest[0] === 'properties' ? rest.slice(1) : rest;
    if (unresolved.has(`${problem.file}\n${name}`)) return undefined;
    const event = written.get(problem.file);
    if (!event || valueAtPointer(event.value, problem.pointer) !== undefined) return problem;
    const use = form === 'form' ? event.uses.find((u) => u.field === name) : undefined;
    if (!use || (part !== 'schema' && part !== 'uiSchema')) return problem;
    // The entry of the chain that writes the setting, else the one the form names.
    const entry =
      use.entries.find((e) => field(entries[e], part, ...inside.slice(0, 1)) !== undefined) ??
      use.entries[0];
    return { ...problem, file: libraryFile, pointer: pointerOf('fields', entry, part, ...inside) };
  };
  return { events: resolved, problems, relocate };
}
