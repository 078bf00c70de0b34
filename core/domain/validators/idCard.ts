import { birthdayFromId } from '../idCard/birthday';
import { idCheckDigit } from '../idCard/checkDigit';
import { isProvinceCode } from '../idCard/provinces';

/**
 * An 18-character mainland resident ID number: a real province code, a real birth date and the
 * right check character. A lower-case x is accepted because phone keyboards produce it; store
 * the number through `normaliseIdNumber`.
 */
export function isIdCard(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{17}[\dXx]$/.test(value)) return false;
  return (
    isProvinceCode(value.slice(0, 2)) &&
    birthdayFromId(value) !== null &&
    idCheckDigit(value.slice(0, 17)) === value[17].toUpperCase()
  );
}
