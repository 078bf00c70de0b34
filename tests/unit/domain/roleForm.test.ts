import { describe, expect, it } from 'vitest';
import {
  eventForRole,
  formOfRole,
  rolesWithOwnForm,
  valuesOfForm,
} from '../../../core/domain/team/roleForm';
import type { EventConfig, EventForm } from '../../../core/generated/config/event';
import relayConfig from '../../../configs/events/cd-relay-2027.json';
import { sampleEvent } from '../sampleEvent';

const name = { 'zh-CN': '棒', 'en-US': 'Leg' };
const eventForm = {
  schema: { type: 'object', properties: { ticket: { type: 'integer' }, name: { type: 'string' } } },
  uiSchema: {},
} as EventForm;
const anchorForm = {
  schema: {
    type: 'object',
    properties: { name: { type: 'string' }, finishLine: { enum: ['alone', 'team'] } },
  },
  uiSchema: {},
} as EventForm;
const event = {
  id: 1,
  form: eventForm,
  roles: [
    { id: 1, name, min: 1, max: 1 },
    { id: 4, name, min: 1, max: 1, form: anchorForm },
  ],
} as unknown as EventConfig;

describe('formOfRole', () => {
  it.each([
    { case: 'a role with a form of its own fills that one', roleId: 4, form: anchorForm },
    { case: 'a role without one fills the event form', roleId: 1, form: eventForm },
    { case: 'an individual (no role) fills the event form', roleId: null, form: eventForm },
    { case: 'a role the race does not have gets the event form', roleId: 9, form: eventForm },
  ])('$case', ({ roleId, form }) => {
    expect(formOfRole(event, roleId)).toBe(form);
  });

  it('a race without roles has only its form', () => {
    expect(formOfRole({ form: eventForm }, 4)).toBe(eventForm);
  });
});

describe('eventForRole', () => {
  it('is the race with the role form in place of its own, the same object each time', () => {
    const view = eventForRole(event, 4);
    expect(view).toMatchObject({ id: 1, form: anchorForm, roles: event.roles });
    expect(eventForRole(event, 4)).toBe(view);
  });

  it('is the race itself for a role that fills the event form', () => {
    expect(eventForRole(event, 1)).toBe(event);
    expect(eventForRole(event, undefined)).toBe(event);
  });
});

describe('rolesWithOwnForm', () => {
  it('lists the roles with a form and where each is written', () => {
    expect(rolesWithOwnForm(event)).toEqual([{ roleId: 4, index: 1, form: anchorForm }]);
  });
});

describe('valuesOfForm', () => {
  it('keeps the values of the fields the form has and drops the others', () => {
    expect(valuesOfForm(eventForm, { ticket: 3, name: 'Ann', finishLine: 'team' })).toEqual({
      ticket: 3,
      name: 'Ann',
    });
  });
});

describe('the sample relay', () => {
  const relay = sampleEvent(relayConfig);
  it('asks only its last leg how it crosses the finish line, with library fields resolved', () => {
    const fields = (roleId: number) =>
      Object.keys(
        (formOfRole(relay, roleId).schema as unknown as { properties: object }).properties,
      );
    expect(fields(4)).toContain('finishLine');
    for (const leg of [1, 2, 3]) expect(fields(leg)).not.toContain('finishLine');
    const phone = (formOfRole(relay, 4).schema as unknown as { properties: Record<string, object> })
      .properties.phone;
    expect(phone).toMatchObject({ 'x-role': 'phone' });
  });
});
