/**
 * Random sign-up forms and random answers to them, for the property test of the form compiler:
 * nested `if`/`then`/`else` on `const` and `enum`, `allOf`, `anyOf`, `dependencies`, patterns,
 * formats and `x-validate` checks, as operations staff may combine them. A seed makes every run
 * reproducible.
 */

type Json = Record<string, unknown>;

/** A small, seedable pseudo-random generator (mulberry32). */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)];
  const chance = (p: number) => next() < p;
  const some = <T>(items: readonly T[], max = items.length): T[] =>
    items.filter(() => chance(0.5)).slice(0, max);
  return { next, int, pick, chance, some };
}

export type Random = ReturnType<typeof randomSource>;

interface Field {
  name: string;
  schema: Json;
  /** Answers to draw from: right ones, wrong ones and odd ones. */
  answers: unknown[];
}

const TEXT_CHECKS: [check: unknown, answers: unknown[]][] = [
  ['phone', ['13812345678', '8613912345678', '12345678901', '138 1234 5678']],
  ['email', ['runner@example.com', 'a.b-c@mail.example.cn', 'runner@', '@example.com']],
  [
    'idCard',
    ['11010519491231002X', '11010519491231002x', '110105194912310021', '1101051949123100'],
  ],
  ['HKPass', ['H12345678', 'M87654321', 'X1234', 'h12345678']],
  ['nameSpelling', ['ZHANG SAN', 'JOHN SMITH', 'Zhang san', 'A  B']],
  ['numeric', ['42', '-3.5', 'forty', '0x10']],
  ['zipcode', ['510000', 'SW1A1AA', '51-00', 'a']],
  [{ rule: 'maxSize', param: 5 }, ['abc', 'abcdef', '𠮷𠮷𠮷𠮷𠮷', '']],
  [{ rule: 'minSize', param: 3 }, ['ab', 'abc', 'abcd']],
  [{ rule: 'match', param: '^[A-Z]{2}\\d+$' }, ['AB12', 'ab12', 'ABC', 'XY9']],
  [{ rule: 'length', param: 4 }, ['abcd', 'abc', 'abcde']],
];
const NUMBER_CHECKS: [check: unknown, answers: unknown[]][] = [
  [{ rule: 'min', param: 10 }, [9, 10, 11]],
  [{ rule: 'max', param: 100 }, [99, 100, 101]],
];
const FORMATS: [format: string, answers: unknown[]][] = [
  ['date', ['1990-05-17', '2000-02-29', '2001-02-29', '1990-13-01', '17/05/1990']],
  ['email', ['runner@example.com', 'runner@', 'not an email']],
  ['date-time', ['2027-10-01T10:00:00+08:00', '2027-10-01 10:00']],
  ['uri', ['https://example.com/a', 'example.com']],
];
const PATTERNS: [pattern: string, answers: unknown[]][] = [
  ['^\\d{1,2}:[0-5]\\d:[0-5]\\d$', ['3:45:10', '3:75:10', '345']],
  ['^[A-Z]', ['Abc', 'abc']],
  ['^\\p{Lu}+$', ['ÄBC', 'abc']],
];
const ODD = [undefined, null, '', ' ', 0, -1, true, 'x', [], {}, 12.5];

function textField(random: Random, name: string): Field {
  const schema: Json = { type: 'string' };
  const answers: unknown[] = ['张三', 'abc'];
  const kind = random.int(0, 5);
  if (kind === 0) {
    const values = random.some(['A', 'B', 'C', 'D'], 3);
    schema.enum = values.length > 0 ? values : ['A'];
    answers.push(...(schema.enum as unknown[]), 'E');
  } else if (kind === 1) {
    const [pattern, examples] = random.pick(PATTERNS);
    schema.pattern = pattern;
    answers.push(...examples);
  } else if (kind === 2) {
    const [format, examples] = random.pick(FORMATS);
    schema.format = format;
    answers.push(...examples);
  } else {
    const checks = random.some(TEXT_CHECKS, 2);
    if (checks.length > 0) {
      schema['x-validate'] = checks.length === 1 ? checks[0][0] : checks.map(([check]) => check);
      answers.push(...checks.flatMap(([, examples]) => examples));
    }
  }
  if (random.chance(0.3)) schema.minLength = random.int(1, 3);
  if (random.chance(0.3)) schema.maxLength = random.int(4, 20);
  return { name, schema, answers };
}

function numberField(random: Random, name: string): Field {
  const schema: Json = { type: random.pick(['integer', 'number']) };
  const answers: unknown[] = [1, 50, 150, 3.5, '7'];
  if (random.chance(0.4)) {
    schema.enum = random.pick([
      [1, 2],
      [1, 2, 3],
      [10, 20, 30],
    ]);
    answers.push(...(schema.enum as unknown[]), 4);
  } else if (random.chance(0.5)) {
    const [check, examples] = random.pick(NUMBER_CHECKS);
    schema['x-validate'] = check;
    answers.push(...examples);
  } else {
    schema.minimum = random.int(0, 20);
    schema.maximum = random.int(50, 200);
  }
  return { name, schema, answers };
}

function booleanField(random: Random, name: string): Field {
  const schema: Json = { type: 'boolean' };
  if (random.chance(0.5)) schema['x-validate'] = 'consent';
  return { name, schema, answers: [true, false] };
}

function newField(random: Random, name: string): Field {
  const kind = random.int(0, 9);
  if (kind < 5) return textField(random, name);
  if (kind < 8) return numberField(random, name);
  return booleanField(random, name);
}

/** A condition on one of the fields: a value it may take, or a few, or only that it is there. */
function condition(random: Random, on: Field): Json {
  const choices = Array.isArray(on.schema.enum) ? (on.schema.enum as unknown[]) : on.answers;
  const values = choices.filter((value) => value !== undefined);
  const test =
    random.chance(0.5) || values.length < 2
      ? { const: random.pick(values) }
      : { enum: [...new Set([values[0], ...random.some(values, 3)])] };
  const result: Json = { properties: { [on.name]: test } };
  if (random.chance(0.5)) result.required = [on.name];
  return result;
}

/** What a branch does: add a field, require one, or give one more checks. */
function branch(random: Random, fields: Field[], depth: number, counter: { next: number }): Json {
  const result: Json = {};
  const action = random.int(0, 3);
  if (action === 0) {
    const added = newField(random, `f${counter.next++}`);
    fields.push(added);
    result.properties = { [added.name]: added.schema };
    if (random.chance(0.5)) result.required = [added.name];
  } else if (action === 1) {
    result.required = [random.pick(fields).name];
  } else {
    const target = random.pick(fields.filter((field) => field.schema.type === 'string'));
    if (target) {
      const [check, examples] = random.pick(TEXT_CHECKS);
      target.answers.push(...examples);
      // A list, as conditional checks are written: RJSF cannot merge a name with {rule, param}.
      result.properties = { [target.name]: { 'x-validate': [check] } };
    } else {
      result.required = [random.pick(fields).name];
    }
  }
  if (depth < 2 && random.chance(0.3)) {
    Object.assign(result, conditional(random, fields, depth + 1, counter));
  }
  return result;
}

function conditional(
  random: Random,
  fields: Field[],
  depth: number,
  counter: { next: number },
): Json {
  const on = random.pick(fields);
  const result: Json = { if: condition(random, on), then: branch(random, fields, depth, counter) };
  if (random.chance(0.4)) result.else = branch(random, fields, depth, counter);
  return result;
}

/** A random form and the answers its fields may get. */
export function randomForm(random: Random): { schema: Json; fields: Field[] } {
  const counter = { next: 0 };
  const fields: Field[] = Array.from({ length: random.int(2, 6) }, () =>
    newField(random, `f${counter.next++}`),
  );
  const properties = Object.fromEntries(fields.map((field) => [field.name, field.schema]));
  const schema: Json = { type: 'object', properties };
  const required = random.some(fields).map((field) => field.name);
  if (required.length > 0) schema.required = required;
  const parts: Json[] = Array.from({ length: random.int(0, 3) }, () =>
    conditional(random, fields, 0, counter),
  );
  if (parts.length === 1 && random.chance(0.5)) Object.assign(schema, parts[0]);
  else if (parts.length > 0) schema.allOf = parts;
  if (random.chance(0.25) && fields.length >= 2) {
    schema.anyOf = [{ required: [fields[0].name] }, { required: [fields[1].name] }];
  }
  if (random.chance(0.3)) {
    const trigger = random.pick(fields);
    const added = newField(random, `f${counter.next++}`);
    fields.push(added);
    schema.dependencies = random.chance(0.5)
      ? { [trigger.name]: { properties: { [added.name]: added.schema }, required: [added.name] } }
      : { [trigger.name]: [random.pick(fields).name] };
  }
  return { schema, fields };
}

/** Random answers to a form: each field left out, answered rightly, wrongly or oddly. */
export function randomValues(random: Random, fields: Field[]): Json {
  const values: Json = {};
  for (const field of fields) {
    if (random.chance(0.2)) continue;
    const value = random.chance(0.85) ? random.pick(field.answers) : random.pick(ODD);
    if (value !== undefined) values[field.name] = value;
  }
  return values;
}
