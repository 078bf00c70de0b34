import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { eventSummary, loadEventConfig } from '../../config/events';

/** An event form ready to render: the schema of its config and the validators the build made for it. */
export interface CompiledForm {
  schema: RJSFSchema;
  validateFns: ValidatorFunctions;
}

const compiled = new Map<number, Promise<CompiledForm>>();

export function hasCompiledForm(eventId: number): boolean {
  return eventSummary(eventId) !== undefined;
}

/**
 * The form of event `eventId`: its config and its validators (a chunk of their own), fetched
 * once; null for an unknown event. A failed fetch is forgotten so that a retry fetches again.
 */
export function loadCompiledForm(eventId: number): Promise<CompiledForm> | null {
  const summary = eventSummary(eventId);
  if (!summary) return null;
  let form = compiled.get(eventId);
  if (!form) {
    form = Promise.all([loadEventConfig(eventId), summary.loadForm()]).then(
      ([event, validators]) => {
        const schema = event.form.schema as RJSFSchema;
        return { schema, validateFns: validators.createValidateFns(schema) };
      },
    );
    form.catch(() => compiled.delete(eventId));
    compiled.set(eventId, form);
  }
  return form;
}
