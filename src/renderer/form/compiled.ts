import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { formOfRole } from '../../../core/domain/team/roleForm';
import { eventSummary, loadEventConfig, type EventSummary } from '../../config/events';

/** An event form ready to render: the schema of its config and the validators the build made for it. */
export interface CompiledForm {
  schema: RJSFSchema;
  validateFns: ValidatorFunctions;
}

type LoadValidators = EventSummary['loadForm'];

// By the loader of the validators: one per event and per role with a form of its own, and new
// ones when the dev server's live preview replaces the index after a saved config.
const compiled = new WeakMap<LoadValidators, Promise<CompiledForm>>();

export function hasCompiledForm(eventId: number): boolean {
  return eventSummary(eventId) !== undefined;
}

/**
 * The form of event `eventId`, or the form a runner of role `roleId` fills in (`formOfRole`: the
 * role's own form, else the event's): its schema from the config and its validators (a chunk of
 * their own), fetched once; null for an unknown event. A failed fetch is forgotten so that a
 * retry fetches again.
 */
export function loadCompiledForm(eventId: number, roleId?: number): Promise<CompiledForm> | null {
  const summary = eventSummary(eventId);
  if (!summary) return null;
  const loadValidators =
    (roleId === undefined ? undefined : summary.loadRoleForms[roleId]) ?? summary.loadForm;
  let form = compiled.get(loadValidators);
  if (!form) {
    form = Promise.all([loadEventConfig(eventId), loadValidators()]).then(([event, validators]) => {
      const schema = formOfRole(event, roleId).schema as RJSFSchema;
      return { schema, validateFns: validators.createValidateFns(schema) };
    });
    form.catch(() => compiled.delete(loadValidators));
    compiled.set(loadValidators, form);
  }
  return form;
}
