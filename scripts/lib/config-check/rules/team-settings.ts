import type { CheckContext, Rule } from '../context.ts';
import { field, isObject, isWholeNumber, objectItems, type JsonObject } from '../json.ts';
import { pointerOf, type Problem } from '../problem.ts';

/** The moment a date-time text stands for, or undefined when it is not one. */
function moment(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

const sum = (numbers: number[]) => numbers.reduce((total, n) => total + n, 0);

/**
 * A team race can be entered: its roles each name a ticket that lets them in, the captain's role
 * exists, the size limits leave room for a team the roles can fill, changes stop before sign-up
 * closes, and every composition rule reads a field of the form and a value it offers.
 */
export const teamSettings: Rule = ({ events }: CheckContext) =>
  events.flatMap((event) => {
    const team = field(event.value, 'team');
    if (!isObject(team)) return [];
    const problems: Problem[] = [];
    const add = (pointer: string, message: string) =>
      problems.push({ file: event.file, pointer, message });

    const applyTypes = field(event.value, 'applyTypes');
    if (Array.isArray(applyTypes) && !applyTypes.includes('2')) {
      add('/team', 'a team race needs applyTypes to contain "2" (sign-up by role in a team)');
    }
    const roles = objectItems(field(event.value, 'roles'));
    if (roles.length === 0) add('/team', 'a team race needs roles; list them in "roles"');
    const tickets = new Map(
      objectItems(field(event.value, 'tickets')).map(([ticket]) => [ticket.id, ticket]),
    );

    const keys = new Set<unknown>();
    for (const [role, index] of roles) {
      if (role.key !== undefined) {
        if (keys.has(role.key)) {
          add(
            pointerOf('roles', index, 'key'),
            `role key "${String(role.key)}" is used twice; give every role its own key`,
          );
        }
        keys.add(role.key);
      }
      checkRoleTicket(role, index, tickets, add);
    }

    const roleIds = roles.map(([role]) => role.id);
    if (isWholeNumber(team.captainRole) && !roleIds.includes(team.captainRole)) {
      add(
        '/team/captainRole',
        `role ${team.captainRole} does not exist; the roles of this event are: ${roleIds.join(', ')}`,
      );
    }
    const { minSize, maxSize } = team;
    if (isWholeNumber(minSize) && isWholeNumber(maxSize)) {
      const mins = sum(roles.map(([role]) => (isWholeNumber(role.min) ? role.min : 0)));
      const maxes = sum(roles.map(([role]) => (isWholeNumber(role.max) ? role.max : 0)));
      if (minSize > maxSize) {
        add(
          '/team/maxSize',
          `maxSize (${maxSize}) is less than minSize (${minSize}); the largest team must be at least the smallest`,
        );
      } else if (mins > maxSize) {
        add(
          '/team/maxSize',
          `the roles' min add up to ${mins}, more than maxSize (${maxSize}); no team could have every role it needs`,
        );
      } else if (roles.length > 0 && maxes < minSize) {
        add(
          '/team/minSize',
          `the roles' max add up to ${maxes}, fewer than minSize (${minSize}); no team could be large enough`,
        );
      }
    }
    const until = moment(team.changeUntil);
    const closes = moment(field(event.value, 'registration', 'closes'));
    if (until !== undefined && closes !== undefined && until > closes) {
      add(
        '/team/changeUntil',
        'teams must stop changing by the time sign-up closes; set changeUntil to registration.closes or earlier',
      );
    }
    for (const [rule, index] of objectItems(team.rules)) {
      checkCompositionRule(event.value, rule, index, add);
    }
    return problems;
  });

function checkRoleTicket(
  role: JsonObject,
  index: number,
  tickets: Map<unknown, JsonObject>,
  add: (pointer: string, message: string) => void,
): void {
  if (role.ticket === undefined) {
    add(
      pointerOf('roles', index),
      `role ${String(role.id)} has no "ticket"; in a team race every role names the ticket its runners enter with`,
    );
    return;
  }
  const ticket = tickets.get(role.ticket);
  if (!ticket) {
    add(
      pointerOf('roles', index, 'ticket'),
      `ticket ${String(role.ticket)} does not exist; the tickets of this event are: ${[...tickets.keys()].join(', ')}`,
    );
  } else if (Array.isArray(ticket.roleIds) && !ticket.roleIds.includes(role.id)) {
    add(
      pointerOf('roles', index, 'ticket'),
      `ticket ${String(role.ticket)} is not open to role ${String(role.id)}: add ${String(role.id)} to that ticket's roleIds or choose another ticket`,
    );
  }
}

function checkCompositionRule(
  event: unknown,
  rule: JsonObject,
  index: number,
  add: (pointer: string, message: string) => void,
): void {
  if (typeof rule.field !== 'string') return;
  const properties = field(event, 'form', 'schema', 'properties');
  const schema = field(properties, rule.field);
  if (!isObject(schema)) {
    const names = isObject(properties) ? Object.keys(properties).join(', ') : '';
    add(
      pointerOf('team', 'rules', index, 'field'),
      `"${rule.field}" is not a field of the form; the form's fields are: ${names}`,
    );
    return;
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(rule.value)) {
    add(
      pointerOf('team', 'rules', index, 'value'),
      `the field "${rule.field}" never holds ${JSON.stringify(rule.value)}; it offers: ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`,
    );
  }
}
