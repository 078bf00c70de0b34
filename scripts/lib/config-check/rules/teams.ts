import { eachEvent, type Rule } from '../context.ts';
import { field, isObject, isWholeNumber, objectItems } from '../json.ts';
import { pointerOf } from '../problem.ts';

/** Team roles and group sizes must leave room for at least one valid team. */
export const teams: Rule = eachEvent((event, add) => {
  const roles = objectItems(field(event.value, 'roles'));
  const roleIds = roles.map(([role]) => role.id).filter(isWholeNumber);

  const seen = new Set<number>();
  for (const [role, index] of roles) {
    if (isWholeNumber(role.id)) {
      if (seen.has(role.id)) {
        add(
          pointerOf('roles', index, 'id'),
          `role id ${role.id} is used twice; give every role its own number`,
        );
      }
      seen.add(role.id);
    }
    if (isWholeNumber(role.min) && isWholeNumber(role.max) && role.min > role.max) {
      add(
        pointerOf('roles', index, 'max'),
        `max (${role.max}) is less than min (${role.min}); the most runners of a role in a team must be at least the fewest`,
      );
    }
  }
  for (const [ticket, t] of objectItems(field(event.value, 'tickets'))) {
    if (!Array.isArray(ticket.roleIds)) continue;
    ticket.roleIds.forEach((id, index) => {
      if (!isWholeNumber(id) || roleIds.includes(id)) return;
      add(
        pointerOf('tickets', t, 'roleIds', index),
        roleIds.length === 0
          ? `role ${id} does not exist: this event has no roles`
          : `role ${id} does not exist; the roles of this event are: ${roleIds.join(', ')}`,
      );
    });
  }
  const group = field(event.value, 'group');
  if (isObject(group) && isWholeNumber(group.minMembers) && isWholeNumber(group.maxMembers)) {
    if (group.minMembers > group.maxMembers) {
      add(
        '/group/maxMembers',
        `maxMembers (${group.maxMembers}) is less than minMembers (${group.minMembers}); the largest group must be at least the smallest`,
      );
    }
  }
  const registration = field(event.value, 'registration');
  if (isObject(group) && group.enabled === true && isObject(registration)) {
    // A group takes its places when it is saved; a lottery gives places only at the draw.
    if (registration.mode === 'lottery') {
      add(
        '/group/enabled',
        'group registration needs a first-come race: a group takes its places when it is saved, a lottery only at the draw',
      );
    }
  }
});
