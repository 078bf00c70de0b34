import { eachEvent, type Rule } from '../context.ts';
import { field, isObject, isWholeNumber, objectItems, type JsonObject } from '../json.ts';
import { pointerOf } from '../problem.ts';

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
export const teamSettings: Rule = eachEvent((event, add) => {
  const team = field(event.value, 'team');
  if (!isObject(team)) return;

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

/** The forms team members fill in: each role's own, else the event's, each named once. */
function memberForms(event: unknown): { name: string; form: unknown }[] {
  const roles = objectItems(field(event, 'roles'));
  const forms: { name: string; form: unknown }[] = [];
  if (roles.length === 0 || roles.some(([role]) => role.form === undefined)) {
    forms.push({ name: 'the form', form: field(event, 'form') });
  }
  for (const [role] of roles) {
    if (role.form !== undefined) {
      forms.push({ name: `the form of role ${String(role.id)}`, form: role.form });
    }
  }
  return forms;
}

const fieldsOfForm = (form: unknown) => field(form, 'schema', 'properties');

function checkCompositionRule(
  event: unknown,
  rule: JsonObject,
  index: number,
  add: (pointer: string, message: string) => void,
): void {
  const at = (key: string) => pointerOf('team', 'rules', index, key);
  if (rule.type === 'ageSum') {
    checkAgeSum(event, rule, at, add);
    return;
  }
  if (typeof rule.field !== 'string') return;
  for (const { name, form } of memberForms(event)) {
    const properties = fieldsOfForm(form);
    const schema = field(properties, rule.field);
    if (!isObject(schema)) {
      const names = isObject(properties) ? Object.keys(properties).join(', ') : '';
      add(
        at('field'),
        `"${rule.field}" is not a field of ${name}; ${name === 'the form' ? "the form's" : 'its'} fields are: ${names}`,
      );
      return;
    }
    if (Array.isArray(schema.enum) && !schema.enum.includes(rule.value)) {
      add(
        at('value'),
        `the field "${rule.field}" never holds ${JSON.stringify(rule.value)}; it offers: ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`,
      );
      return;
    }
  }
}

/**
 * An age sum can be met and read: min is not above max, and every form a member fills gives a
 * birth date, in the field the rule names or its own (ageLimits, nationalId, "x-role": "birthday").
 */
function checkAgeSum(
  event: unknown,
  rule: JsonObject,
  at: (key: string) => string,
  add: (pointer: string, message: string) => void,
): void {
  if (isWholeNumber(rule.min) && isWholeNumber(rule.max) && rule.min > rule.max) {
    add(
      at('max'),
      `max (${rule.max}) is less than min (${rule.min}); no team's ages could add up to both`,
    );
  }
  for (const { name, form } of memberForms(event)) {
    const properties = fieldsOfForm(form);
    if (typeof rule.field === 'string') {
      const schema = field(properties, rule.field);
      if (!isObject(schema) || schema.format !== 'date') {
        add(
          at('field'),
          `"${rule.field}" is not a birth date field of ${name} (a text field with "format": "date"); leave "field" out to use each form's own birth date`,
        );
        return;
      }
      continue;
    }
    const own =
      field(form, 'ageLimits', 'field') ??
      field(form, 'nationalId', 'field') ??
      (isObject(properties)
        ? Object.values(properties).find((p) => isObject(p) && p['x-role'] === 'birthday')
        : undefined);
    if (own === undefined) {
      add(
        at('type'),
        `${name} gives no birth date to add up: give it form.ageLimits or form.nationalId, a field with "x-role": "birthday", or name the birth date field in "field"`,
      );
      return;
    }
  }
}
