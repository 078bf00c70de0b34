import type { ErrorObject } from 'ajv';
import { isRecord } from '../json';
import { ITEM, definitionsOf, fieldNames } from '../schema/walk';
import { VALIDATE_KEY, readRules } from './rules';

/** Where a value sits in the form values: field names, and indexes of list entries. */
export type FieldPath = (string | number)[];

/** What is wrong with one field, before it is put in words. */
export interface FieldProblem {
  path: FieldPath;
  /** The rule it breaks: a JSON Schema keyword (`required`, `pattern` …) or a named check (`idCard`). */
  rule: string;
  /** The bound of a size or range rule, the parameter of a named check. */
  param?: string | number;
}

/** `a.b.0.c`: how a field is named in API answers and error lists. */
export function fieldKey(path: FieldPath): string {
  return path.join('.');
}

/** The definition path of a value path: list indexes stand for every entry. */
export function schemaPathOf(path: FieldPath): string[] {
  return path.map((segment) => (typeof segment === 'number' ? ITEM : segment));
}

/** Keywords whose errors only say that one of their parts failed; those parts say which. */
const WRAPPERS = new Set(['if', 'anyOf', 'oneOf', 'allOf']);

/** A required must-tick consent that is missing reads as not agreed, not as empty. */
function isConsentField(form: unknown, path: FieldPath): boolean {
  return definitionsOf(form, schemaPathOf(path)).some((field) =>
    readRules(field.schema).some((rule) => rule.name === 'consent'),
  );
}

/** The rule and bound a keyword's error reports, in the names configs use. */
export function ruleOf(
  keyword: string,
  params: Record<string, unknown> | undefined,
): { rule: string; param?: string | number } {
  if (keyword === VALIDATE_KEY) {
    const rule = String(params?.rule);
    const param = params?.param;
    return typeof param === 'string' || typeof param === 'number' ? { rule, param } : { rule };
  }
  const limit = params?.limit;
  return typeof limit === 'number' ? { rule: keyword, param: limit } : { rule: keyword };
}

/** The path of the field an Ajv error is about: the value's path, or the missing property. */
function pathOf(error: ErrorObject): FieldPath {
  const path: FieldPath = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
  const missing = isRecord(error.params) ? error.params.missingProperty : undefined;
  return typeof missing === 'string' ? [...path, missing] : path;
}

/** The problem an error of a keyword reports about the field at `path` of the form `form`. */
export function problemOf(
  form: unknown,
  path: FieldPath,
  keyword: string,
  params: Record<string, unknown> | undefined,
): FieldProblem {
  const { rule, param } = ruleOf(keyword, params);
  const problem: FieldProblem = {
    path,
    rule: rule === 'required' && isConsentField(form, path) ? 'consent' : rule,
  };
  if (param !== undefined) problem.param = param;
  return problem;
}

/** Keywords whose errors only say that a part of them failed: the part's own errors say which. */
export function isWrapperError(keyword: string | undefined): boolean {
  return keyword !== undefined && WRAPPERS.has(keyword);
}

/**
 * One problem per field from Ajv's errors, in the order of the form's fields: the first error Ajv
 * found for a field is the one to fix first. The errors of `if`, `anyOf` … that only say a part
 * failed are left out when the part's own errors name the field.
 */
export function fieldProblems(form: unknown, errors: readonly ErrorObject[]): FieldProblem[] {
  const byField = new Map<string, FieldProblem>();
  const concrete = errors.filter((error) => !isWrapperError(error.keyword));
  for (const error of concrete.length > 0 ? concrete : errors) {
    const path = pathOf(error);
    const key = fieldKey(path);
    if (!byField.has(key)) byField.set(key, problemOf(form, path, error.keyword, error.params));
  }
  const order = fieldNames(form);
  const place = (problem: FieldProblem) => {
    const index = order.indexOf(String(problem.path[0]));
    return index === -1 ? order.length : index;
  };
  return [...byField.values()].sort((a, b) => place(a) - place(b));
}
