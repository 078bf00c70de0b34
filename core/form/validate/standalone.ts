import { hashForSchema, schemaParser, type RJSFSchema } from '@rjsf/utils';
import type { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { JsonObject } from '../json';
import { pointerSegments } from '../json';
import { eachSubschema } from '../schema/walk';
import { createFormAjv } from './ajv';
import { CHECKS_MODULE } from './keyword';

/** A part of a form that does not compile, with where it is in the form schema. */
export class FormCompileError extends Error {
  constructor(
    /** JSON Pointer inside the form schema ("" is the whole form). */
    readonly pointer: string,
    message: string,
  ) {
    super(message);
    this.name = 'FormCompileError';
  }
}

/** Why the form renderer cannot resolve the form, in words a config author can act on. */
function rendererMessage(error: Error): string {
  const clash = /Cannot use 'in' operator to search for '[^']*' in (.*)$/.exec(error.message);
  if (!clash) return error.message;
  return `the form's conditional parts give one setting the value ${JSON.stringify(clash[1])} in one part and an object in a part applied with it, which the form renderer cannot combine; write "x-validate" as a list, such as ["phone"] or [{"rule": "maxSize", "param": 20}], wherever a field gets checks from more than one part`;
}

/** Name of the generated factory: `createValidateFns(formSchema)` → RJSF's `validateFns`. */
export const VALIDATORS_FACTORY = 'createValidateFns';

const REQUIRE = /require\(("(?:[^"\\]|\\.)*")\)/g;

/** Where each schema the form renderer validates against is written in the form, if it is. */
function pointersOfParts(form: JsonObject, parts: Record<string, JsonObject>): Map<string, string> {
  const byHash = new Map<string, string>();
  eachSubschema(form, (node, pointer) => {
    const hash = hashForSchema(node as RJSFSchema);
    if (!byHash.has(hash)) byHash.set(hash, pointer);
  });
  const found = new Map<string, string>();
  for (const hash of Object.keys(parts)) {
    const pointer = byHash.get(hash);
    if (pointer !== undefined) found.set(hash, pointer);
  }
  return found;
}

/** JavaScript reading the node at `pointer` of the object named `root`. */
function accessor(root: string, pointer: string): string {
  return (
    root +
    pointerSegments(pointer)
      .map((segment) => `[${JSON.stringify(segment)}]`)
      .join('')
  );
}

/** Ajv's name for a compiled schema in its generated code (`schema31`). */
function schemaName(ajv: Ajv, schema: JsonObject): string | undefined {
  const scope = (ajv as unknown as { scope: { getValue(prefix: string, ref: unknown): unknown } })
    .scope;
  const name = scope.getValue('schema', schema);
  return name === undefined ? undefined : String(name);
}

/**
 * The ES module source of a form's validators, made at build time: one precompiled function for
 * every schema the form renderer (RJSF) validates against — the form and the parts it resolves,
 * each keyed by its hash. The module exports a factory, `createValidateFns(formSchema)`, that
 * returns them as RJSF's `validateFns`: every function is a property of that object by
 * construction, so none can be lost, and the schema values the functions read are taken from the
 * form schema they are given instead of a copy, so the form ships once, in the event config.
 *
 * A part that does not compile throws a `FormCompileError` naming where it is in the form.
 */
export function formValidatorsModule(form: JsonObject): string {
  let parts: Record<string, JsonObject>;
  try {
    parts = schemaParser(form as RJSFSchema) as Record<string, JsonObject>;
  } catch (error) {
    throw new FormCompileError('', rendererMessage(error as Error));
  }
  const pointers = pointersOfParts(form, parts);
  const ajv = createFormAjv({ code: { source: true, lines: false } });
  const exportNames: Record<string, string> = {};
  Object.entries(parts).forEach(([hash, part], index) => {
    try {
      ajv.compile(part);
    } catch (error) {
      throw new FormCompileError(pointers.get(hash) ?? '', (error as Error).message);
    }
    exportNames[`v${index}`] = hash;
  });
  let code = standaloneCode(ajv, exportNames).replace(/^"use strict";/, '');

  // Ajv writes each schema it reads from as a literal; take it from the given form instead.
  for (const [hash, part] of Object.entries(parts)) {
    const name = schemaName(ajv, part);
    const pointer = pointers.get(hash);
    if (name === undefined || pointer === undefined) continue;
    const literal = `const ${name} = ${JSON.stringify(part)};`;
    code = code.replace(literal, () => `const ${name} = ${accessor('form', pointer)};`);
  }

  // Ajv's code takes its runtime helpers (and the form checks) with CommonJS `require`s.
  const modules: string[] = [];
  code = code.replace(REQUIRE, (_match, literal: string) => {
    const specifier = JSON.parse(literal) as string;
    let index = modules.indexOf(specifier);
    if (index === -1) index = modules.push(specifier) - 1;
    return `__dep${index}`;
  });
  if (/\brequire\s*\(/.test(code)) {
    throw new FormCompileError('', 'the compiled form still requires a module it cannot import');
  }
  const imports = modules.flatMap((specifier, index) =>
    // The form checks are an ES module; an Ajv helper is CommonJS, whose exports a bundler hands
    // over as the namespace itself and Node as its default export.
    specifier === CHECKS_MODULE
      ? [`import * as __dep${index} from ${JSON.stringify(specifier)};`]
      : [
          `import * as __ns${index} from ${JSON.stringify(specifier)};`,
          `const __dep${index} = __exportsOf(__ns${index});`,
        ],
  );
  const table = Object.entries(exportNames).map(
    ([name, hash]) => `    ${JSON.stringify(hash)}: exports.${name},`,
  );
  return [
    '// Generated at build time from the event config; do not edit.',
    'const __exportsOf = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);',
    ...imports,
    `export function ${VALIDATORS_FACTORY}(form) {`,
    '  const exports = {};',
    code,
    '  return {',
    ...table,
    '  };',
    '}',
    '',
  ].join('\n');
}
