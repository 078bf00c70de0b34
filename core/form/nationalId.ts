import { birthdayFromId } from '../domain/idCard/birthday';
import { normaliseIdNumber } from '../domain/idCard/format';
import { genderFromId } from '../domain/idCard/gender';
import { isProvinceCode } from '../domain/idCard/provinces';
import { isIdCard } from '../domain/validators/idCard';

/**
 * The config switch that fills in the birthday and the gender from a Chinese national ID number
 * (SPEC section 3): the ID number field, the ID-type field and its value that means a national ID
 * card (left out when every runner gives one), and the fields to fill.
 */
export interface NationalIdSwitch {
  field: string;
  typeField?: string;
  typeValue?: string | number;
  birthday?: string;
  gender?: string;
}

type Values = Record<string, unknown>;

/**
 * The birth date of a valid national ID number: an 18-character number must pass the whole ID
 * check (province, date, check character); a first-generation 15-digit one, which has no check
 * character, a real province and date.
 */
function validBirthday(number: string): string | null {
  const id = normaliseIdNumber(number);
  if (id.length === 18) return isIdCard(id) ? birthdayFromId(id) : null;
  return isProvinceCode(id.slice(0, 2)) ? birthdayFromId(id) : null;
}

/** What a form state says about the runner through its ID number, when that is a national ID. */
function derivedFrom(id: NationalIdSwitch, values: Values): Values {
  const number = values[id.field];
  const national = id.typeField === undefined || values[id.typeField] === id.typeValue;
  if (!national || typeof number !== 'string') return {};
  const derived: Values = {};
  const birthday = validBirthday(number);
  const gender = genderFromId(number);
  if (id.birthday && birthday !== null) derived[id.birthday] = birthday;
  if (id.gender && birthday !== null && gender !== null) derived[id.gender] = gender;
  return derived;
}

/**
 * Values after a change, with the ID number written as stored (trimmed, upper-case X) and the
 * fields it fills kept in step: a national ID number that holds a real birth date fills them; an
 * ID number cleared or changed to one that does not clears what the previous number had filled
 * in (a date the runner picked themselves stays).
 */
export function applyNationalId(id: NationalIdSwitch, previous: Values, next: Values): Values {
  const number = next[id.field];
  const values =
    typeof number === 'string' && normaliseIdNumber(number) !== number
      ? { ...next, [id.field]: normaliseIdNumber(number) }
      : next;
  const changed =
    values[id.field] !== previous[id.field] ||
    (id.typeField !== undefined && values[id.typeField] !== previous[id.typeField]);
  if (!changed) return values;

  const before = derivedFrom(id, previous);
  const now = derivedFrom(id, values);
  const result: Values = { ...values };
  for (const target of [id.birthday, id.gender]) {
    if (target === undefined) continue;
    if (target in now) result[target] = now[target];
    else if (target in before && values[target] === before[target]) delete result[target];
  }
  return result;
}
