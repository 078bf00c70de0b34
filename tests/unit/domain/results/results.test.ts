import { describe, expect, it } from 'vitest';
import { ageGroupOf } from '../../../../core/domain/results/ageGroup';
import { ageOn } from '../../../../core/form/ageLimits';
import { parseCsv } from '../../../../core/domain/results/csv';
import { rankResults } from '../../../../core/domain/results/ranks';
import { parseResultsFile } from '../../../../core/domain/results/resultsFile';
import { formatPace, formatRaceTime, parseRaceTime } from '../../../../core/domain/results/time';

describe('race times', () => {
  it.each([
    ['3:25:07', 12307],
    ['03:25:07', 12307],
    ['45:12', 2712],
    ['0:45:12.7', 2712],
    ['12:00:00', 43200],
    ['3:65:00', null],
    ['3h25', null],
    ['', null],
  ])('reads %j as %j seconds', (text, seconds) => {
    expect(parseRaceTime(text)).toBe(seconds);
  });

  it.each([
    [12307, '03:25:07'],
    [59, '00:00:59'],
    [43200, '12:00:00'],
  ])('shows %j seconds as %s', (seconds, text) => {
    expect(formatRaceTime(seconds)).toBe(text);
  });

  it.each([
    [12307, 42.195, `4'52"`],
    [3000, 10, `5'00"`],
    [3599, 10, `6'00"`],
    [1500, 5, `5'00"`],
  ])('paces %j s over %j km as %s', (seconds, km, pace) => {
    expect(formatPace(seconds, km)).toBe(pace);
  });
});

describe('age groups', () => {
  it.each([
    ['1990-05-17', '2027-12-12', 37],
    ['1990-12-12', '2027-12-12', 37],
    ['1990-12-13', '2027-12-12', 36],
  ])('born %s is %j on %s', (birthday, raceDay, age) => {
    expect(ageOn(birthday, raceDay)).toBe(age);
  });

  it.each([
    [17, null],
    [20, '20-34'],
    [34, '20-34'],
    [35, '35-39'],
    [40, '40+'],
    [80, '40+'],
  ])('age %j falls in %j', (age, group) => {
    expect(ageGroupOf(age, [20, 35, 40])).toBe(group);
  });
});

describe('ranks', () => {
  it('places by net time within course, gender and age group; equal times share a place', () => {
    const ranks = rankResults([
      { course: 1, gender: 1, ageGroup: '20-34', netSeconds: 10000 },
      { course: 1, gender: 2, ageGroup: '20-34', netSeconds: 9000 },
      { course: 1, gender: 1, ageGroup: '35-39', netSeconds: 9000 },
      { course: 1, gender: 1, ageGroup: null, netSeconds: 11000 },
      { course: 2, gender: 1, ageGroup: '20-34', netSeconds: 5000 },
    ]);
    expect(ranks.map((r) => [r.overall.rank, r.overall.of])).toEqual([
      [3, 4],
      [1, 4],
      [1, 4],
      [4, 4],
      [1, 1],
    ]);
    expect(ranks.map((r) => r.gender.rank)).toEqual([2, 1, 1, 3, 1]);
    expect(ranks.map((r) => r.ageGroup && [r.ageGroup.rank, r.ageGroup.of])).toEqual([
      [2, 2],
      [1, 2],
      [1, 1],
      null,
      [1, 1],
    ]);
  });
});

describe('CSV', () => {
  it('reads quoted cells, CRLF, blank lines and tells each record its line', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, ""y""",2\n\n3,"multi\nline"\n')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, "y"', '2'] },
      { line: 4, cells: ['3', 'multi\nline'] },
    ]);
  });
});

const ID = '110101199005170016';
const HASH = 'a'.repeat(64);

describe('results file', () => {
  it('reads a good file: gender and birthday from the ID number or their columns, splits', () => {
    const { rows, problems } = parseResultsFile(
      `bib,id,gun,net,gender,birthday,split:10K\nA1,${ID},3:30:00,3:25:07,,,0:48:00\nA2,${HASH},4:00:00,3:59:00,F,1985-01-02,\n`,
      [100101],
    );
    expect(problems).toEqual([]);
    expect(
      rows.map((r) => [r.bib, r.id.kind, r.gender, r.birthday, r.netSeconds, r.splits]),
    ).toEqual([
      ['A1', 'number', 1, '1990-05-17', 12307, [{ label: '10K', seconds: 2880 }]],
      ['A2', 'hash', 2, '1985-01-02', 14340, []],
    ]);
  });

  it.each([
    ['bib,id,gun\n', [{ line: 1, problem: { kind: 'missingColumn', column: 'net' } }]],
    [
      'bib,id,gun,net,shoe\nA,x,1:00:00,1:00:00,1\n',
      [{ line: 1, problem: { kind: 'unknownColumn', column: 'shoe' } }],
    ],
    [
      `bib,id,gun,net\nA1,${ID},3:30:00,3:25:07\nA2,${ID},3:30:00,3:2\n`,
      [
        { line: 3, problem: { kind: 'badTime', column: 'net', value: '3:2' } },
        { line: 3, problem: { kind: 'duplicate', column: 'id', firstLine: 2 } },
      ],
    ],
    [`bib,id,gun,net\nA1,${ID},3:00:00,3:25:07\n`, [{ line: 2, problem: { kind: 'netAfterGun' } }]],
    [
      `bib,id,gun,net\nA1,${HASH},3:30:00,3:25:07\n`,
      [{ line: 2, problem: { kind: 'required', column: 'gender' } }],
    ],
    [
      `bib,id,gun,net\nA1,${ID},3:30:00\n`,
      [{ line: 2, problem: { kind: 'cellCount', expected: 4, found: 3 } }],
    ],
    [
      `bib,id,gun,net,gender\nA1,${HASH},3:30:00,3:25:07,X\n`,
      [{ line: 2, problem: { kind: 'badGender', value: 'X' } }],
    ],
    ['bib,id,gun,net\n', [{ line: 2, problem: { kind: 'empty' } }]],
  ])('reports a bad file with its lines: %j', (text, problems) => {
    expect(parseResultsFile(text, [100101]).problems).toEqual(problems);
  });

  it('needs a course column when the race has several courses, and a known course', () => {
    expect(parseResultsFile(`bib,id,gun,net\nA1,${ID},3:30:00,3:25:07\n`, [1, 2]).problems).toEqual(
      [{ line: 1, problem: { kind: 'missingColumn', column: 'course' } }],
    );
    expect(
      parseResultsFile(`bib,id,course,gun,net\nA1,${ID},3,3:30:00,3:25:07\n`, [1, 2]).problems,
    ).toEqual([{ line: 2, problem: { kind: 'badCourse', value: '3', courses: [1, 2] } }]);
  });
});
