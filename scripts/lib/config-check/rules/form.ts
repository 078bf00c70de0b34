import { Ajv, type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { CheckContext, Rule, Validators } from '../context.ts';
import { fieldNames, formLevels, type FormLevel } from '../form-fields.ts';
import { field, isObject, isWholeNumber, objectItems, type JsonObject } from '../json.ts';
import type { LoadedConfig } from '../load.ts';
import { translate, type Finding } from '../messages.ts';
import { pointerOf } from '../problem.ts';
import { didYouMean, quoted } from '../suggest.ts';
import { FIELD_ROLES } from '../../../../core/form/roles.ts';
import { eachSubschema } from '../../../../core/form/schema/walk.ts';
import {
  FormCompileError,
  formValidatorsModule,
} from '../../../../core/form/validate/standalone.ts';
import { hasBrokenPattern } from './patterns.ts';

/** Annotations the app reads from form fields; Ajv must know them to compile the schema strictly. */
const annotations = ['x-validate', 'x-role'];

let compiler: Ajv | undefined;
function formCompiler(): Ajv {
  // The schema is compiled only to prove it is valid, never run, so unoptimised code is enough
  // and much quicker to produce. Required names are checked by requiredProblems below, because
  // Ajv's strictRequired also rejects the usual if/then: {required: […]} of conditional fields.
  if (!compiler) {
    compiler = new Ajv({
      strict: true,
      strictRequired: false,
      allErrors: true,
      verbose: true,
      addUsedSchema: false,
      code: { optimize: false },
    });
    addFormats(compiler);
    for (const keyword of annotations) compiler.addKeyword(keyword);
  }
  return compiler;
}

function keywords(ajv: Ajv): string[] {
  const meta = ajv.getSchema('http://json-schema.org/draft-07/schema')?.schema;
  return [...Object.keys(field(meta, 'properties') as JsonObject), ...annotations];
}

/** Pointer of the first place in a schema where a key is used. */
function findKey(node: unknown, key: string, pointer: string): string | undefined {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) {
      const found = findKey(item, key, `${pointer}/${index}`);
      if (found) return found;
    }
  } else if (isObject(node)) {
    if (key in node) return `${pointer}${pointerOf(key)}`;
    for (const [name, value] of Object.entries(node)) {
      const found = findKey(value, key, `${pointer}${pointerOf(name)}`);
      if (found) return found;
    }
  }
  return undefined;
}

/** Ajv's strict-mode complaint (thrown as text) as a problem at the place it names. */
function strictProblem(message: string, schema: unknown, ajv: Ajv): Finding {
  const base = '/form/schema';
  const place = (path: string) => base + path.replace(/^#/, '');
  let match = /unknown keyword: "(.+?)"/.exec(message);
  if (match) {
    const keyword = match[1];
    return {
      pointer: findKey(schema, keyword, base) ?? base,
      at: 'key',
      message: `"${keyword}" is not a JSON Schema keyword, so the form would ignore it${didYouMean(keyword, keywords(ajv))}`,
    };
  }
  match = /missing type "(.+?)" for keyword "(.+?)" at "(#.*?)"/.exec(message);
  if (match) {
    const [, type, keyword, path] = match;
    return {
      pointer: `${place(path)}${pointerOf(keyword)}`,
      at: 'key',
      message: `"${keyword}" only applies to fields of type "${type}"; give this field "type": "${type}" or remove "${keyword}"`,
    };
  }
  match = /unknown format "(.+?)" ignored in schema at path "(#.*?)"/.exec(message);
  if (match) {
    const [, format, path] = match;
    return {
      pointer: `${place(path)}/format`,
      message: `unknown format "${format}"; formats are: ${Object.keys(fullFormats).join(', ')}; for checks such as phone numbers write "x-validate" instead${didYouMean(format, Object.keys(fullFormats))}`,
    };
  }
  return {
    pointer: base,
    message: `the form's JSON Schema is not valid: ${message.replace(/^strict mode: /, '')}`,
  };
}

const strictVerdicts = new Map<string, Finding[]>();

/** The form compiled exactly as the build compiles it for the app (see scripts/vite). */
function buildProblem(schema: JsonObject): Finding[] {
  try {
    formValidatorsModule(schema);
    return [];
  } catch (error) {
    if (!(error instanceof FormCompileError)) throw error;
    const ref = /can't resolve reference (\S+)/.exec(error.message)?.[1];
    return [
      {
        pointer: `/form/schema${error.pointer}`,
        message: ref
          ? `the app checks this part of the form on its own, where "$ref": "${ref}" leads nowhere; write the schema it refers to here instead`
          : `the form does not compile as the app is built: ${error.message}`,
      },
    ];
  }
}

/**
 * The form's own JSON Schema must be a valid draft-7 schema that Ajv compiles in strict mode, and
 * compile as the build compiles it. A broken regular expression is reported where it is written
 * (formPatterns), so these wait for it.
 */
function schemaValidity(schema: unknown, checksWritten: boolean): Finding[] {
  if (!isObject(schema) || hasBrokenPattern(schema)) return [];
  const ajv = formCompiler();
  if (!ajv.validateSchema(schema)) {
    // The meta-schema answers a wrong keyword value with one error per anyOf branch; the first
    // error at a place is the one that names what is allowed.
    const seen = new Set<string>();
    return (ajv.errors ?? [])
      .filter(
        (e: ErrorObject) =>
          e.keyword !== 'anyOf' && !seen.has(e.instancePath) && seen.add(e.instancePath),
      )
      .flatMap((e) => translate(e, {}) ?? [])
      .map((f) => ({ ...f, pointer: `/form/schema${f.pointer}` }));
  }
  // Strict mode judges keywords and types, never the values listed in an enum, so forms that
  // differ only in their choices (the ticket ids of each race, say) are compiled once.
  const shape = JSON.stringify(schema, (key, value) =>
    key === 'enum' && Array.isArray(value) ? value.length : value,
  );
  let verdict = strictVerdicts.get(shape);
  if (!verdict) {
    try {
      ajv.removeSchema(ajv.compile(schema).schema);
      // A misnamed check is reported where it is written (validateAnnotations).
      verdict = checksWritten ? buildProblem(schema) : [];
    } catch (error) {
      verdict = [strictProblem((error as Error).message, schema, ajv)];
    }
    strictVerdicts.set(shape, verdict);
  }
  return verdict;
}

const annotationForms =
  '"x-validate" is the name of a check ("phone"), a check with its parameter ({"rule": "maxSize", "param": 20}) or a list of these';

/** One check named in "x-validate": it must exist, and have a parameter exactly when it needs one. */
function checkProblem(item: unknown, pointer: string, validators: Validators): Finding[] {
  const names = Object.keys(validators);
  const name = typeof item === 'string' ? item : field(item, 'rule');
  const namePointer = isObject(item) ? `${pointer}/rule` : pointer;
  if (typeof name !== 'string') {
    return [{ pointer, message: `${annotationForms}; the checks are: ${names.join(', ')}` }];
  }
  if (!Object.hasOwn(validators, name)) {
    return [
      {
        pointer: namePointer,
        message: `there is no check named "${name}"; the checks are: ${names.join(', ')}${didYouMean(name, names)}`,
      },
    ];
  }
  const kind = validators[name].param;
  const param = field(item, 'param');
  if (kind === undefined) {
    return param === undefined
      ? []
      : [
          {
            pointer: `${pointer}/param`,
            message: `the check "${name}" takes no "param"; write just "${name}"`,
          },
        ];
  }
  const example = kind === 'integer' ? 20 : '^[A-Z]+$';
  if (param === undefined) {
    return [
      {
        pointer,
        message: `the check "${name}" needs a "param": write {"rule": "${name}", "param": ${JSON.stringify(example)}}`,
      },
    ];
  }
  if (kind === 'integer' && !isWholeNumber(param)) {
    return [
      {
        pointer: `${pointer}/param`,
        message: `the "param" of "${name}" must be a whole number, for example 20`,
      },
    ];
  }
  // Whether the expression compiles is formPatterns' business.
  if (kind === 'pattern' && (typeof param !== 'string' || param === '')) {
    return [
      {
        pointer: `${pointer}/param`,
        message: `the "param" of "${name}" must be a regular expression in quotes, for example "^[A-Z]+$"`,
      },
    ];
  }
  return [];
}

/** Every "x-validate" must name checks of core/domain/validators/registry.ts, with their parameters. */
function validateAnnotations(schema: unknown, validators: Validators): Finding[] {
  const found: Finding[] = [];
  eachSubschema(schema, (node, pointer) => {
    const value = node['x-validate'];
    if (value === undefined) return;
    const at = `/form/schema${pointer}/x-validate`;
    found.push(
      ...(Array.isArray(value)
        ? value.flatMap((item, i) => checkProblem(item, `${at}/${i}`, validators))
        : checkProblem(value, at, validators)),
    );
  });
  return found;
}

/** Every "x-role" must be a role the app acts on (core/form/roles.ts). */
function roleAnnotations(schema: unknown): Finding[] {
  const found: Finding[] = [];
  eachSubschema(schema, (node, pointer) => {
    const value = node['x-role'];
    if (value === undefined || (FIELD_ROLES as readonly unknown[]).includes(value)) return;
    found.push({
      pointer: `/form/schema${pointer}/x-role`,
      message: `unknown field role ${JSON.stringify(value)}; the app acts on the roles: ${FIELD_ROLES.join(', ')}${typeof value === 'string' ? didYouMean(value, FIELD_ROLES) : ''}; leave "x-role" out on other fields`,
    });
  });
  return found;
}

/** Every name in a "required" list must be a field, or the form could never be sent. */
function requiredProblems(level: FormLevel): Finding[] {
  const names = fieldNames(level);
  return level.required.flatMap(({ names: required, pointer }) =>
    required.flatMap((name, index) =>
      typeof name !== 'string' || names.includes(name)
        ? []
        : [
            {
              pointer: `${pointer}/${index}`,
              message: `"${name}" is required, but the form has no field of that name, so it could never be sent; fields are: ${names.join(', ')}${didYouMean(name, names)}`,
            },
          ],
    ),
  );
}

/** Choices must have one name each, and the ticket field may offer only this event's tickets. */
function choiceProblems(level: FormLevel, ticketIds: unknown[]): Finding[] {
  return level.fields.flatMap((f) => {
    const problems: Finding[] = [];
    const choices = f.schema.enum;
    const enumNames = field(f.ui, 'ui:enumNames');
    if (Array.isArray(choices) && Array.isArray(enumNames) && enumNames.length !== choices.length) {
      problems.push({
        pointer: `${f.uiPointer}${pointerOf('ui:enumNames')}`,
        message: `lists ${enumNames.length} names, but the field "${f.name}" has ${choices.length} choices (its "enum"); give one name per choice, in the same order`,
      });
    }
    if (f.schema['x-role'] !== 'ticket') return problems;
    const [tickets, at] = Array.isArray(choices)
      ? [choices, `${f.schemaPointer}/enum`]
      : [field(f.schema, 'items', 'enum'), `${f.schemaPointer}/items/enum`];
    if (!Array.isArray(tickets)) return problems;
    tickets.forEach((ticket, index) => {
      if (ticketIds.includes(ticket)) return;
      problems.push({
        pointer: `${at}/${index}`,
        message: `${JSON.stringify(ticket)} is not a ticket of this event; the ticket ids are: ${quoted(ticketIds)}`,
      });
    });
    return problems;
  });
}

/** RJSF stops rendering the whole form when ui:order and the fields disagree. */
function orderProblems(level: FormLevel): Finding[] {
  const order = field(level.ui, 'ui:order');
  if (!Array.isArray(order)) return [];
  const names = fieldNames(level);
  const orderPointer = `${level.uiPointer}${pointerOf('ui:order')}`;
  const problems: Finding[] = order.flatMap((name, index) =>
    name === '*' || (typeof name === 'string' && names.includes(name))
      ? []
      : [
          {
            pointer: `${orderPointer}/${index}`,
            message: `${JSON.stringify(name)} is not a field of the form; list only fields, and "*" for all others${typeof name === 'string' ? didYouMean(name, names) : ''}`,
          },
        ],
  );
  if (order.includes('*')) return problems;
  return [
    ...problems,
    ...names
      .filter((name) => !order.includes(name))
      .map((name) => ({
        pointer: orderPointer,
        message: `does not list the field "${name}"; list every field, or add "*" to place the others`,
      })),
  ];
}

/** The sign-up form must compile, name only existing checks and fields, and match the tickets. */
export const forms: Rule = ({ events, validators }: CheckContext) =>
  events.flatMap((event: LoadedConfig) => {
    const schema = field(event.value, 'form', 'schema');
    const ui = field(event.value, 'form', 'uiSchema');
    const ticketIds = objectItems(field(event.value, 'tickets')).map(([ticket]) => ticket.id);
    const checks = validateAnnotations(schema, validators);
    return [
      ...schemaValidity(schema, checks.length === 0),
      ...checks,
      ...roleAnnotations(schema),
      ...formLevels(schema, ui).flatMap((level) => [
        ...requiredProblems(level),
        ...choiceProblems(level, ticketIds),
        ...orderProblems(level),
      ]),
    ].map((problem) => ({ file: event.file, ...problem }));
  });
