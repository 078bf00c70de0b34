import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import uriResolver from '../../../src/app/uriResolver';

// The library itself, which the app's build replaces (an import here would get the replacement).
const fastUri = createRequire(import.meta.url)('fast-uri') as typeof import('fast-uri');

// The form renderer calls these with the schema's `$id` (or "#") as base and its `$ref`s.
const RESOLVED: [base: string, reference: string][] = [
  ['#', '#/definitions/name'],
  ['#', '#/properties/a%20b'],
  ['#', '#'],
  ['', '#/definitions/name'],
  ['https://race.example/form.json', '#/definitions/name'],
  ['https://race.example/forms/form.json', 'fields.json#/name'],
  ['https://race.example/forms/form.json', '../fields.json'],
  ['https://race.example/form.json', 'https://other.example/fields.json'],
  ['https://Race.example/form.json', '#/a b'],
  ['forms/form.json', 'fields.json'],
  ['form.json', 'form.json#/definitions/name'],
  ['/forms/form.json', 'fields.json'],
  ['#', 'urn:uuid:0e6a#/name'],
];

describe('the form renderer’s reference resolver', () => {
  it.each(RESOLVED)('resolves against %j the reference %j as fast-uri does', (base, reference) => {
    expect(uriResolver.resolve(base, reference)).toBe(fastUri.resolve(base, reference));
  });

  it.each([
    ['https://race.example/form.json', 'https://RACE.example/form.json'],
    ['https://race.example/form.json', 'https://race.example/form.json#'],
    ['form.json', 'form.json'],
    ['form.json', 'fields.json'],
  ])('compares %j with %j as fast-uri does', (a, b) => {
    expect(uriResolver.equal(a, b)).toBe(fastUri.equal(a, b));
  });
});
