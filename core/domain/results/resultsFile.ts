import { Gender } from '../enums';
import { birthdayFromId } from '../idCard/birthday';
import { normaliseIdNumber } from '../idCard/format';
import { genderFromId } from '../idCard/gender';
import { isIdCard } from '../validators/idCard';
import { parseCsv } from './csv';
import { parseRaceTime } from './time';

/**
 * The results file a race's timing company delivers (docs/results.md): one row per finisher,
 * columns named in the header in any order.
 */
export const REQUIRED_COLUMNS = ['bib', 'id', 'gun', 'net'] as const;
export const OPTIONAL_COLUMNS = ['course', 'gender', 'birthday', 'name'] as const;
/** A split column is `split:<label>`, e.g. `split:10K`; its cells are times or empty. */
export const SPLIT_PREFIX = 'split:';

/** Who a row is: an ID number as written on the entry, or the SHA-256 hex of one. */
export type RunnerId = { kind: 'number'; value: string } | { kind: 'hash'; value: string };

export interface ResultRow {
  line: number;
  bib: string;
  id: RunnerId;
  course: number;
  gender: Gender;
  birthday: string | null;
  name: string | null;
  gunSeconds: number;
  netSeconds: number;
  splits: { label: string; seconds: number }[];
}

/** Why a row (or the header, line 1) cannot be imported; the command words it for people. */
export type Problem =
  | { kind: 'empty' }
  | { kind: 'noCourses' }
  | { kind: 'missingColumn'; column: string }
  | { kind: 'unknownColumn'; column: string }
  | { kind: 'cellCount'; expected: number; found: number }
  | { kind: 'required'; column: string }
  | { kind: 'badTime'; column: string; value: string }
  | { kind: 'netAfterGun' }
  | { kind: 'badCourse'; value: string; courses: number[] }
  | { kind: 'badGender'; value: string }
  | { kind: 'badBirthday'; value: string }
  | { kind: 'badId'; value: string }
  | { kind: 'duplicate'; column: 'bib' | 'id'; firstLine: number };

export interface RowProblem {
  line: number;
  problem: Problem;
}

export interface ParsedResults {
  rows: ResultRow[];
  problems: RowProblem[];
}

const HASH = /^[0-9a-f]{64}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const GENDERS: Record<string, Gender> = {
  '1': Gender.MALE,
  m: Gender.MALE,
  male: Gender.MALE,
  男: Gender.MALE,
  '2': Gender.FEMALE,
  f: Gender.FEMALE,
  female: Gender.FEMALE,
  女: Gender.FEMALE,
};

function runnerId(text: string): RunnerId | null {
  if (HASH.test(text)) return { kind: 'hash', value: text.toLowerCase() };
  const value = normaliseIdNumber(text);
  return /^[0-9A-Za-z-]{5,30}$/.test(value) ? { kind: 'number', value } : null;
}

/** What a valid mainland ID number tells about its holder. */
function fromNationalId(id: RunnerId) {
  if (id.kind !== 'number' || !isIdCard(id.value)) return { gender: null, birthday: null };
  return { gender: genderFromId(id.value), birthday: birthdayFromId(id.value) };
}

function validDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/**
 * Reads a results file for a race whose courses (ticket ids) are `courses`: the rows that are
 * right, and every problem with its line. Gender and birthday come from their columns, else from
 * a mainland ID number. The caller imports nothing unless `problems` is empty.
 */
export function parseResultsFile(text: string, courses: readonly number[]): ParsedResults {
  const [header, ...records] = parseCsv(text);
  if (!header) return { rows: [], problems: [{ line: 1, problem: { kind: 'empty' } }] };
  const columns = header.cells.map((cell) => cell.trim());
  const problems: RowProblem[] = [];
  const known = new Set<string>([...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS]);
  for (const column of columns) {
    if (!known.has(column) && !(column.startsWith(SPLIT_PREFIX) && column.length > 6)) {
      problems.push({ line: header.line, problem: { kind: 'unknownColumn', column } });
    }
  }
  const required = courses.length === 1 ? REQUIRED_COLUMNS : [...REQUIRED_COLUMNS, 'course'];
  for (const column of required) {
    if (!columns.includes(column)) {
      problems.push({ line: header.line, problem: { kind: 'missingColumn', column } });
    }
  }
  if (problems.length > 0) return { rows: [], problems };
  if (records.length === 0)
    return { rows: [], problems: [{ line: 2, problem: { kind: 'empty' } }] };

  const rows: ResultRow[] = [];
  const firstLine = { bib: new Map<string, number>(), id: new Map<string, number>() };
  for (const record of records) {
    const fail = (problem: Problem) => problems.push({ line: record.line, problem });
    if (record.cells.length !== columns.length) {
      fail({ kind: 'cellCount', expected: columns.length, found: record.cells.length });
      continue;
    }
    const cell = (column: string) => record.cells[columns.indexOf(column)]?.trim() ?? '';
    const before = problems.length;

    const bib = cell('bib');
    if (bib === '') fail({ kind: 'required', column: 'bib' });
    const id = cell('id') === '' ? null : runnerId(cell('id'));
    if (cell('id') === '') fail({ kind: 'required', column: 'id' });
    else if (!id) fail({ kind: 'badId', value: cell('id') });
    const time = (column: string) => {
      const value = cell(column);
      if (value === '') return null;
      const seconds = parseRaceTime(value);
      if (seconds === null) fail({ kind: 'badTime', column, value });
      return seconds;
    };
    const gunSeconds = time('gun');
    const netSeconds = time('net');
    if (cell('gun') === '') fail({ kind: 'required', column: 'gun' });
    if (cell('net') === '') fail({ kind: 'required', column: 'net' });
    if (gunSeconds !== null && netSeconds !== null && netSeconds > gunSeconds) {
      fail({ kind: 'netAfterGun' });
    }
    const course =
      courses.length === 1 && cell('course') === '' ? courses[0] : Number(cell('course'));
    if (!courses.includes(course)) {
      fail({ kind: 'badCourse', value: cell('course'), courses: [...courses] });
    }
    const derived = id ? fromNationalId(id) : { gender: null, birthday: null };
    const genderText = cell('gender').toLowerCase();
    const gender = genderText === '' ? derived.gender : (GENDERS[genderText] ?? null);
    if (genderText !== '' && gender === null) fail({ kind: 'badGender', value: cell('gender') });
    else if (gender === null) fail({ kind: 'required', column: 'gender' });
    const birthdayText = cell('birthday');
    if (birthdayText !== '' && !validDate(birthdayText)) {
      fail({ kind: 'badBirthday', value: birthdayText });
    }
    const splits = columns
      .filter((column) => column.startsWith(SPLIT_PREFIX))
      .map((column) => ({ label: column.slice(SPLIT_PREFIX.length), seconds: time(column) }))
      .filter((split): split is { label: string; seconds: number } => split.seconds !== null);

    for (const [column, key] of [
      ['bib', bib],
      ['id', id?.value ?? ''],
    ] as const) {
      const first = firstLine[column].get(key);
      if (key !== '' && first !== undefined) fail({ kind: 'duplicate', column, firstLine: first });
      else if (key !== '') firstLine[column].set(key, record.line);
    }
    if (problems.length > before || !id || gender === null) continue;
    rows.push({
      line: record.line,
      bib,
      id,
      course,
      gender,
      birthday: birthdayText !== '' ? birthdayText : derived.birthday,
      name: cell('name') || null,
      gunSeconds: gunSeconds as number,
      netSeconds: netSeconds as number,
      splits,
    });
  }
  return { rows, problems };
}
