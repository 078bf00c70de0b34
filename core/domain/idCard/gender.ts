import { Gender } from '../enums';
import { wellFormedId } from './format';

/** Gender encoded in an ID number: the sequence digit before the check digit is odd for men. */
export function genderFromId(id: string): Gender | null {
  const normalised = wellFormedId(id);
  if (normalised === null) return null;
  const sequenceDigit = Number(normalised[normalised.length === 18 ? 16 : 14]);
  return sequenceDigit % 2 === 1 ? Gender.MALE : Gender.FEMALE;
}
