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
