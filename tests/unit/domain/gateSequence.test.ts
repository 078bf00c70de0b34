import { describe, expect, it } from 'vitest';
import {
  gateExit,
  isGateReachable,
  nextRoute,
  previousRoute,
  resumeRoute,
} from '../../../core/domain/gateSequence';

const gates = [{ type: 'statement' }, { type: 'answer' }, { type: 'alert' }];
const eventId = 1001;

describe('nextRoute', () => {
  it.each([
    ['from the event home', gates, null, '/statement?eventId=1001'],
    ['from the first gate', gates, 'statement', '/answer?eventId=1001'],
    ['from the middle gate', gates, 'answer', '/alert?eventId=1001'],
    ['after the last gate, the form', gates, 'alert', '/sign/1001/1'],
    ['no gates: straight to the form', [], null, '/sign/1001/1'],
    ['a gate this event does not have', gates, 'safe', null],
  ])('%s', (_label, list, current, expected) => {
    expect(nextRoute(list, current, eventId)).toBe(expected);
  });
});

describe('previousRoute', () => {
  it.each([
    ['from the form, the last gate', gates, null, '/alert?eventId=1001'],
    ['from the last gate', gates, 'alert', '/answer?eventId=1001'],
    ['from the first gate, the event home', gates, 'statement', '/index/1001'],
    ['no gates: from the form to the event home', [], null, '/index/1001'],
    ['a gate this event does not have', gates, 'check', null],
  ])('%s', (_label, list, current, expected) => {
    expect(previousRoute(list, current, eventId)).toBe(expected);
  });
});

describe('isGateReachable', () => {
  it.each([
    ['the first gate, nothing passed', 'statement', [], true],
    ['the second gate, first passed', 'answer', ['statement'], true],
    ['the second gate, nothing passed', 'answer', [], false],
    ['the last gate, only the first passed', 'alert', ['statement'], false],
    ['the last gate, both before passed', 'alert', ['statement', 'answer'], true],
    ['the last gate, passed out of order', 'alert', ['answer'], false],
    ['a gate the event does not have', 'safe', ['statement', 'answer', 'alert'], false],
  ])('%s', (_label, type, passed, expected) => {
    expect(isGateReachable(gates, type, new Set(passed))).toBe(expected);
  });
});

describe('resumeRoute', () => {
  it.each([
    ['nothing passed', [], '/statement?eventId=1001'],
    ['first passed', ['statement'], '/answer?eventId=1001'],
    ['a later gate passed, an earlier one not', ['statement', 'alert'], '/answer?eventId=1001'],
    ['all passed', ['statement', 'answer', 'alert'], '/sign/1001/1'],
  ])('%s → %s', (_label, passed, expected) => {
    expect(resumeRoute(gates, new Set(passed), eventId)).toBe(expected);
  });
});

describe('gates leading to another form (a team role, a group)', () => {
  const roleForm = '/role/form?eventId=1001&roleId=2&invite=AB12CD34';
  const via = (type: string) => `/${type}?eventId=1001&then=${encodeURIComponent(roleForm)}`;

  it.each([
    ['from the event home', null, via('statement')],
    ['from the middle gate', 'answer', via('alert')],
    ['after the last gate, that form', 'alert', roleForm],
  ])('next %s', (_label, current, expected) => {
    expect(nextRoute(gates, current, eventId, roleForm)).toBe(expected);
  });

  it.each([
    ['nothing passed', [], via('statement')],
    ['all passed', ['statement', 'answer', 'alert'], roleForm],
  ])('resume with %s', (_label, passed, expected) => {
    expect(resumeRoute(gates, new Set(passed), eventId, roleForm)).toBe(expected);
  });

  it('goes back through the gates with the form kept, and from the first to the event home', () => {
    expect(previousRoute(gates, 'alert', eventId, roleForm)).toBe(via('answer'));
    expect(previousRoute(gates, 'statement', eventId, roleForm)).toBe('/index/1001');
  });

  it.each([
    [roleForm, roleForm],
    ['/groupevent/1001', '/groupevent/1001'],
    // Only a route of the app: never another site.
    ['//evil.example/x', undefined],
    ['https://evil.example', undefined],
    ['javascript:alert(1)', undefined],
    [null, undefined],
  ])('takes %s as %s', (then, expected) => {
    expect(gateExit(then)).toBe(expected);
  });
});
