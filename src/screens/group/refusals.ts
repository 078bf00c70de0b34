import type { FieldError } from '../../../core/generated/api';

/** A refused field of a group: `members.<index>.<field>`. */
const PERSON_FIELD = /^members\.(\d+)\.(.+)$/;

/** The refused fields of a group by person (index from 0), each named as in that person's form. */
export function refusalsByPerson(fields: readonly FieldError[]): Map<number, FieldError[]> {
  const byPerson = new Map<number, FieldError[]>();
  for (const refused of fields) {
    const match = PERSON_FIELD.exec(refused.field);
    if (!match) continue;
    const index = Number(match[1]);
    byPerson.set(index, [...(byPerson.get(index) ?? []), { ...refused, field: match[2] }]);
  }
  return byPerson;
}
