import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { formOfRole } from '../../../core/domain/team/roleForm';
import { eventSummary, loadEventConfig } from '../../config/events';

/** An event form ready to render: the schema of its config and the validators the build made for it. */
export interface CompiledForm {
  schema: RJSFSchema;
  validateFns: ValidatorFunctions;
}

const compiled = new Map<string, Promise<CompiledForm>>();

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
  const key = loadValidators === summary.loadForm ? `${eventId}` : `${eventId}/${roleId}`;
  let form = compiled.get(key);
  if (!form) {
    form = Promise.all([loadEventConfig(eventId), loadValidators()]).then(([event, validators]) => {
      const schema = formOfRole(event, roleId).schema as RJSFSchema;
      return { schema, validateFns: validators.createValidateFns(schema) };
    });
    form.catch(() => compiled.delete(key));
    compiled.set(key, form);
  }
  return form;
}
