import type { ValidatorEntry } from '../../../core/domain/validators/types.ts';
import type { LoadedConfig } from './load.ts';
import type { Problem } from './problem.ts';
import type { Registry } from '../registry-schemas.ts';

/** Everything the cross-file rules look at: all configs of the project, parsed. */
export interface CheckContext {
  app: LoadedConfig | undefined;
  editions: LoadedConfig[];
  events: LoadedConfig[];
  registry: Registry;
  /** The checks a form field may name in "x-validate" (core/domain/validators/registry.ts). */
  validators: Validators;
  /** The project's root, and its public folder, which serves the paths of the app. */
  root: string;
  publicDir: string;
}

/** A family of checks a schema cannot express; problems may be in any file of the context. */
export type Rule = (context: CheckContext) => Problem[];

/** Form checks by name, with the kind of parameter each needs, if any. */
export type Validators = Readonly<Record<string, ValidatorEntry>>;

/** How a rule of one event file reports a problem at a JSON pointer of that file. */
export type Report = (pointer: string, message: string) => void;

/** A rule that looks at each event file in turn and reports problems of that file only. */
export function eachEvent(
  check: (event: LoadedConfig, add: Report, context: CheckContext) => void,
): Rule {
  return (context) =>
    context.events.flatMap((event) => {
      const problems: Problem[] = [];
      const add: Report = (pointer, message) =>
        problems.push({ file: event.file, pointer, message });
      check(event, add, context);
      return problems;
    });
}
