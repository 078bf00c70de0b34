import { describe, expect, it } from 'vitest';
import {
  clampDate,
  dateToSelection,
  dateWheels,
  selectionToDate,
} from '../../../src/renderer/form/widgets/dateWheels';

const values = (wheel: { value: string }[]) => wheel.map((option) => option.value);
const span = (wheel: { value: string }[]) => [wheel[0].value, wheel.at(-1)!.value];

describe('the date wheels', () => {
  // Birth dates of runners aged 18 to 77 on 12 December 2027.
  const wheels = dateWheels('1949-12-13', '2009-12-12');

  it.each([
    // shown date, [first, last] month, [first, last] day
    [
      ['1949', '12', '20'],
      ['12', '12'],
      ['13', '31'],
    ],
    [
      ['1950', '1', '1'],
      ['1', '12'],
      ['1', '31'],
    ],
    [
      ['1980', '2', '10'],
      ['1', '12'],
      ['1', '29'],
    ],
    [
      ['1981', '2', '10'],
      ['1', '12'],
      ['1', '28'],
    ],
    [
      ['1990', '4', '30'],
      ['1', '12'],
      ['1', '30'],
    ],
    [
      ['2009', '12', '1'],
      ['1', '12'],
      ['1', '12'],
    ],
    [
      ['2009', '11', '1'],
      ['1', '12'],
      ['1', '30'],
    ],
  ])('show for %j the months %j and the days %j', (shown, months, days) => {
    const [years, monthWheel, dayWheel] = wheels(shown);
    expect(span(years)).toEqual(['1949', '2009']);
    expect(years).toHaveLength(61);
    expect(span(monthWheel)).toEqual(months);
    expect(span(dayWheel)).toEqual(days);
  });

  it('name each option by its number, without a leading zero', () => {
    const [, months] = wheels(['1990', '5', '17']);
    expect(values(months).slice(0, 3)).toEqual(['1', '2', '3']);
    expect(months.every((option) => option.label === option.value)).toBe(true);
  });

  it('keep a one-day range to that day', () => {
    const [years, months, days] = dateWheels('2027-02-28', '2027-02-28')(['2027', '2', '28']);
    expect([values(years), values(months), values(days)]).toEqual([['2027'], ['2'], ['28']]);
  });
});

describe('dates and selections', () => {
  it.each([
    ['1990-05-17', ['1990', '5', '17']],
    ['2000-12-01', ['2000', '12', '1']],
  ])('%s is shown as %j and read back', (date, selection) => {
    expect(dateToSelection(date)).toEqual(selection);
    expect(selectionToDate(selection)).toBe(date);
  });

  it.each([
    ['1940-01-01', '1949-12-13'],
    ['1990-05-17', '1990-05-17'],
    ['2026-11-28', '2009-12-12'],
  ])('%s opens the wheels on %s within the range', (date, opened) => {
    expect(clampDate(date, '1949-12-13', '2009-12-12')).toBe(opened);
  });
});
