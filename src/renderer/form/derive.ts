import { getUiOptions, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { birthdayFromId } from '../../../core/domain/idCard/birthday';
import { normaliseIdNumber } from '../../../core/domain/idCard/format';
import { genderFromId } from '../../../core/domain/idCard/gender';
import { fieldWithRole, type FormValues } from './roles';

/**
 * Values the form fills in itself after a change: the ID number is stored trimmed with an
 * upper-case X, and while the ID type is the national ID card (the value the ID-type field names
 * in `ui:options.nationalId`), a 15- or 18-digit number sets the birthday (and the gender, when
 * the form asks for it). Other changes leave the values as they are.
 */
export function deriveValues(
  schema: RJSFSchema,
  uiSchema: UiSchema,
  previous: FormValues,
  next: FormValues,
): FormValues {
  const idType = fieldWithRole(schema, 'idType');
  const idNumber = fieldWithRole(schema, 'idNumber');
  if (!idNumber || typeof next[idNumber.name] !== 'string') return next;
  const number = normaliseIdNumber(next[idNumber.name] as string);
  const values = number === next[idNumber.name] ? next : { ...next, [idNumber.name]: number };

  const national = idType ? getUiOptions(uiSchema[idType.name]).nationalId : undefined;
  const isNational = idType !== null && national !== undefined && values[idType.name] === national;
  const changed =
    number !== previous[idNumber.name] || (idType && values[idType.name] !== previous[idType.name]);
  if (!isNational || !changed) return values;

  const derived: FormValues = { ...values };
  const birthday = fieldWithRole(schema, 'birthday');
  const date = birthdayFromId(number);
  if (birthday && date) derived[birthday.name] = date;
  const gender = fieldWithRole(schema, 'gender');
  const sex = genderFromId(number);
  if (gender && sex !== null) derived[gender.name] = sex;
  return derived;
}
