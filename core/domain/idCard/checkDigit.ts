/** ISO 7064 MOD 11-2 weights of the first 17 digits of an 18-digit ID number. */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** The check character ('0'–'9' or 'X') that must follow the given 17 digits. */
export function idCheckDigit(first17: string): string {
  if (!/^\d{17}$/.test(first17)) {
    throw new RangeError(`expected 17 digits, got "${first17}"`);
  }
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(first17[i]), 0);
  return CHECK_CHARS[sum % 11];
}
