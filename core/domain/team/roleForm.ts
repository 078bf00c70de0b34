import { fieldNames } from '../../form/schema/walk';
import type { EventConfig, EventForm } from '../../generated/config/event';

export type { EventForm };

/** What of an event the form of a role depends on. */
type WithRoles = Pick<EventConfig, 'form' | 'roles'>;

/**
 * The form a runner of role `roleId` fills in: the role's own form when the race gives it one,
 * else the event's form. The one answer to "which form?" for a team member, read by the app's
 * role screens, the server's checks and prices, the build's validators and the config checker.
 */
export function formOfRole(event: WithRoles, roleId: number | null | undefined): EventForm {
  const role = event.roles?.find((candidate) => candidate.id === roleId);
  return role?.form ?? event.form;
}

/** The roles that have a form of their own, with where they are in the config. */
export function rolesWithOwnForm(
  event: Pick<EventConfig, 'roles'>,
): { roleId: number; index: number; form: EventForm }[] {
  return (event.roles ?? []).flatMap((role, index) =>
    role.form ? [{ roleId: role.id, index, form: role.form }] : [],
  );
}

const views = new WeakMap<object, Map<number, EventConfig>>();

/**
 * The event as a runner of role `roleId` meets it: the same race with the role's form in place of
 * the event's, so every reader that takes an event (checks, prices, masks, qualification) reads
 * the role's form without knowing of roles. The same object for the same event and role, so what
 * is cached by form stays cached.
 */
export function eventForRole<E extends EventConfig>(
  event: E,
  roleId: number | null | undefined,
): E {
  const form = formOfRole(event, roleId);
  if (form === event.form || roleId === null || roleId === undefined) return event;
  let byRole = views.get(event);
  if (!byRole) views.set(event, (byRole = new Map()));
  let view = byRole.get(roleId);
  if (!view) byRole.set(roleId, (view = { ...event, form }));
  return view as E;
}

/**
 * Of `values`, those of the fields `form` has (top level, conditional ones included): what a
 * runner carries from one form of the race into another, as the server refuses the rest.
 */
export function valuesOfForm(
  form: Pick<EventForm, 'schema'>,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const names = new Set(fieldNames(form.schema));
  return Object.fromEntries(Object.entries(values).filter(([name]) => names.has(name)));
}
