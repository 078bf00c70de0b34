import { describe, expect, it } from 'vitest';
import { refusalsByPerson } from '../../../src/screens/group/refusals';

const refused = (field: string) => ({ field, rule: 'idCard', message: 'Check it' });

describe('refusalsByPerson', () => {
  it.each([
    { case: 'nothing refused', fields: [], people: {} },
    {
      case: 'the second person’s ID number',
      fields: [refused('members.1.idNumber')],
      people: { 1: [refused('idNumber')] },
    },
    {
      case: 'two fields of one person and a nested field of another',
      fields: [
        refused('members.0.name'),
        refused('members.0.phone'),
        refused('members.2.relay.0.name'),
      ],
      people: { 0: [refused('name'), refused('phone')], 2: [refused('relay.0.name')] },
    },
    { case: 'a field of no person', fields: [refused('ticket')], people: {} },
  ])('$case', ({ fields, people }) => {
    expect(Object.fromEntries(refusalsByPerson(fields))).toEqual(people);
  });
});
