import { wellFormedId } from './format';

/**
 * Birth date ('YYYY-MM-DD') encoded in a 15- or 18-digit ID number, or null when the number
 * has another length after trimming or encodes no real date (month 13, 30 February …).
 * First-generation 15-digit numbers were issued to people born in the 1900s; 18-digit numbers
 * carry a four-digit year, of which only 1800–2099 can occur.
 */
export function birthdayFromId(id: string): string | null {
  const normalised = wellFormedId(id);
  if (normalised === null) return null;
  const yyyymmdd =
    normalised.length === 18 ? normalised.slice(6, 14) : `19${normalised.slice(6, 12)}`;
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  if (!isCalendarDate(year, month, day)) return null;
  return `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1800 || year > 2099 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
