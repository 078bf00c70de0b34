import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { formValidators } from 'virtual:form-validators';

/** An event form as the build compiled it: the schema to render and its validator functions. */
export interface CompiledForm {
  schema: RJSFSchema;
  validateFns: ValidatorFunctions;
}

export function hasCompiledForm(eventId: number): boolean {
  return formValidators[String(eventId)] !== undefined;
}

/** The compiled form of event `eventId` (its own lazily loaded chunk), or null without one. */
export function loadCompiledForm(eventId: number): Promise<CompiledForm> | null {
  const load = formValidators[String(eventId)];
  return load ? load() : null;
}
