import type { Wheel } from './WheelPicker';

/** A date as the wheels show it: year, month (1–12) and day, as the wheels' values. */
export type DateSelection = string[];

const pad = (part: number) => String(part).padStart(2, '0');

/** The whole numbers from `from` to `to`, as a wheel of their own names. */
function wheel(from: number, to: number): Wheel {
  return Array.from({ length: to - from + 1 }, (_, offset) => {
    const name = String(from + offset);
    return { label: name, value: name };
  });
}

function parts(date: string): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number);
  return [year, month, day];
}

/** 'YYYY-MM-DD' as the wheels' selection. */
export function dateToSelection(date: string): DateSelection {
  return parts(date).map(String);
}

/** The wheels' selection as 'YYYY-MM-DD'. */
export function selectionToDate([year, month, day]: DateSelection): string {
  return `${year}-${pad(Number(month))}-${pad(Number(day))}`;
}

/** `date`, or the nearer end of the range if it lies outside (all 'YYYY-MM-DD', which sort as text). */
export function clampDate(date: string, earliest: string, latest: string): string {
  if (date < earliest) return earliest;
  return date > latest ? latest : date;
}

/**
 * The year, month and day wheels from `earliest` to `latest` ('YYYY-MM-DD'), for the date the
 * wheels show: in the first and last year only the range's months, in its first and last month
 * only its days, and never a day the month does not have.
 */
export function dateWheels(earliest: string, latest: string) {
  const [firstYear, firstMonth, firstDay] = parts(earliest);
  const [lastYear, lastMonth, lastDay] = parts(latest);
  return ([year, month]: DateSelection): Wheel[] => {
    const shownYear = Number(year);
    const shownMonth = Number(month);
    const inFirstMonth = shownYear === firstYear && shownMonth === firstMonth;
    const inLastMonth = shownYear === lastYear && shownMonth === lastMonth;
    const monthDays = new Date(Date.UTC(shownYear, shownMonth, 0)).getUTCDate();
    return [
      wheel(firstYear, lastYear),
      wheel(shownYear === firstYear ? firstMonth : 1, shownYear === lastYear ? lastMonth : 12),
      wheel(inFirstMonth ? firstDay : 1, inLastMonth ? Math.min(lastDay, monthDays) : monthDays),
    ];
  };
}
