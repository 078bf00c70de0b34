import { describe, expect, it } from 'vitest';
import { Gender } from '../../../core/domain/enums';
import { birthdayFromId } from '../../../core/domain/idCard/birthday';
import { normaliseIdNumber } from '../../../core/domain/idCard/format';
import { genderFromId } from '../../../core/domain/idCard/gender';

describe('birthdayFromId', () => {
  it.each([
    ['18-digit ID', '11010519491231002X', '1949-12-31'],
    ['18-digit ID, lower-case x', '11010519491231002x', '1949-12-31'],
    ['18-digit ID with surrounding blanks', '  440106199001011235 ', '1990-01-01'],
    ['leap day', '650102200002293114', '2000-02-29'],
    ['15-digit ID is from the 1900s', '110105491231002', '1949-12-31'],
    ['15-digit ID, 1 January', '440106900101123', '1990-01-01'],
    ['month 13', '110105194913310021', null],
    ['month 00', '110105194900310021', null],
    ['30 February', '110105194902300020', null],
    ['29 February of a common year', '110105200102290003', null],
    ['day 32', '110105194901320020', null],
    ['15-digit ID with month 13', '110105491331002', null],
    ['year 0012 in an 18-digit ID', '110105001201010020', null],
    ['17 characters', '11010519491231002', null],
    ['16 characters', '1101051949123100', null],
    ['19 characters', '11010519491231002X1', null],
    ['letters in the birth date', '110105194A12310023', null],
    ['empty', '', null],
  ])('%s: %s → %s', (_label, id, expected) => {
    expect(birthdayFromId(id)).toBe(expected);
  });
});

describe('genderFromId', () => {
  it.each([
    ['18-digit, sequence digit 2 (even)', '11010519491231002X', Gender.FEMALE],
    ['18-digit, sequence digit 3 (odd)', '440106199001011235', Gender.MALE],
    ['18-digit, sequence digit 1 (odd)', '510107198508155617', Gender.MALE],
    ['15-digit, last digit 2 (even)', '110105491231002', Gender.FEMALE],
    ['15-digit, last digit 3 (odd)', '440106900101123', Gender.MALE],
    ['wrong length', '4401069001011', null],
    ['letters', 'ABCDEFGHIJKLMNOPQR', null],
  ])('%s: %s → %s', (_label, id, expected) => {
    expect(genderFromId(id)).toBe(expected);
  });
});

describe('normaliseIdNumber', () => {
  it.each([
    [' 11010519491231002x ', '11010519491231002X'],
    ['440106199001011235', '440106199001011235'],
  ])('%s → %s', (id, expected) => {
    expect(normaliseIdNumber(id)).toBe(expected);
  });
});
