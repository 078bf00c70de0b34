import { validators } from '../../../../core/domain/validators/registry.ts';
import { MESSAGES_OPTION } from '../../../../core/form/validate/messages.ts';
import { readRules } from '../../../../core/form/validate/rules.ts';
import type { CheckContext, Rule } from '../context.ts';
import { fieldNames, formLevels, type FormField, type FormLevel } from '../form-fields.ts';
import { field, isObject, isWholeNumber } from '../json.ts';
import type { Finding } from '../messages.ts';
import { pointerOf } from '../problem.ts';
import { didYouMean, quoted } from '../suggest.ts';

/** The rules a field's own message (`ui:messages`) may be for. */
const MESSAGE_RULES = [
  ...new Set([
    ...Object.keys(validators),
    'required',
    'pattern',
    'format',
    'minLength',
    'maxLength',
    'minimum',
    'maximum',
    'enum',
    'const',
    'type',
    'minItems',
    'maxItems',
    'minAge',
    'maxAge',
  ]),
];

/** The values a field's definitions allow, when they list them. */
function valuesOf(fields: FormField[]): unknown[] | undefined {
  const lists = fields.flatMap((f) => (Array.isArray(f.schema.enum) ? [f.schema.enum] : []));
  return lists.length > 0 ? [...new Set(lists.flat())] : undefined;
}

function isDateField(fields: FormField[]): boolean {
  return fields.some((f) => f.schema.type === 'string' && f.schema.format === 'date');
}

/** A setting that names a top-level field of the form. */
function namesField(
  top: FormLevel,
  name: unknown,
  pointer: string,
  found: Finding[],
): FormField[] | undefined {
  if (typeof name !== 'string') return undefined;
  const definitions = top.fields.filter((f) => f.name === name);
  if (definitions.length > 0) return definitions;
  const names = fieldNames(top);
  found.push({
    pointer,
    message: `"${name}" is not a field of the form; fields are: ${names.join(', ')}${didYouMean(name, names)}`,
  });
  return undefined;
}

/** The national-ID switch names fields of the form and a value the ID-type field offers. */
function nationalIdProblems(top: FormLevel, id: unknown): Finding[] {
  if (!isObject(id)) return [];
  const at = (key: string) => pointerOf('form', 'nationalId', key);
  const found: Finding[] = [];
  const number = namesField(top, id.field, at('field'), found);
  if (number && !number.some((f) => f.schema.type === 'string')) {
    found.push({
      pointer: at('field'),
      message: `the ID number field "${String(id.field)}" must be a text field ("type": "string")`,
    });
  }
  const type = namesField(top, id.typeField, at('typeField'), found);
  if (id.typeField !== undefined && id.typeValue === undefined) {
    found.push({
      pointer: pointerOf('form', 'nationalId'),
      message: `give "typeValue", the value of the field "${String(id.typeField)}" that means a Chinese ID card`,
    });
  }
  if (id.typeValue !== undefined && id.typeField === undefined) {
    found.push({
      pointer: at('typeValue'),
      message:
        'give "typeField" too, the field whose value this is, or leave "typeValue" out when every runner gives a Chinese ID number',
    });
  }
  const values = type ? valuesOf(type) : undefined;
  if (values && id.typeValue !== undefined && !values.includes(id.typeValue)) {
    found.push({
      pointer: at('typeValue'),
      message: `${JSON.stringify(id.typeValue)} is not one of the values of the field "${String(id.typeField)}": ${quoted(values)}; write the value that means a Chinese ID card`,
    });
  }
  const birthday = namesField(top, id.birthday, at('birthday'), found);
  if (birthday && !isDateField(birthday)) {
    found.push({
      pointer: at('birthday'),
      message: `the field "${String(id.birthday)}" must be a date ("type": "string", "format": "date") to take the birth date from the ID number`,
    });
  }
  const gender = namesField(top, id.gender, at('gender'), found);
  const genders = gender ? valuesOf(gender) : undefined;
  if (gender && !(genders?.includes(1) && genders.includes(2))) {
    found.push({
      pointer: at('gender'),
      message: `the field "${String(id.gender)}" must offer 1 (male) and 2 (female), which the ID number fills in; its values are: ${genders ? quoted(genders) : 'none listed'}`,
    });
  }
  return found;
}

function ageLimitProblems(top: FormLevel, limits: unknown): Finding[] {
  if (!isObject(limits)) return [];
  const found: Finding[] = [];
  const at = (key: string) => pointerOf('form', 'ageLimits', key);
  const birthday = namesField(top, limits.field, at('field'), found);
  if (birthday && !isDateField(birthday)) {
    found.push({
      pointer: at('field'),
      message: `the field "${String(limits.field)}" must be a date ("type": "string", "format": "date") to hold the birth date`,
    });
  }
  if (
    isWholeNumber(limits.minimum) &&
    isWholeNumber(limits.maximum) &&
    limits.minimum > limits.maximum
  ) {
    found.push({
      pointer: at('maximum'),
      message: `maximum (${limits.maximum}) is less than minimum (${limits.minimum}); no runner could sign up`,
    });
  }
  return found;
}

/** A must-tick consent is a yes/no field listed in `required`, or the form could go without it. */
function consentProblems(level: FormLevel): Finding[] {
  const required = new Set(level.required.flatMap((list) => list.names));
  return level.fields.flatMap((f) => {
    if (!readRulesSafely(f.schema).includes('consent')) return [];
    const found: Finding[] = [];
    if (f.schema.type !== 'boolean') {
      found.push({
        pointer: `${f.schemaPointer}/type`,
        message: `a must-tick consent is a yes/no field: give "${f.name}" "type": "boolean"`,
      });
    }
    if (!required.has(f.name)) {
      found.push({
        pointer: f.schemaPointer,
        message: `the consent "${f.name}" is not listed in "required", so the form could be sent without it; add "${f.name}" to "required"`,
      });
    }
    return found;
  });
}

function readRulesSafely(schema: unknown): string[] {
  try {
    return readRules(schema).map((rule) => rule.name);
  } catch {
    return [];
  }
}

/** A field's own messages must be for rules there are. */
function messageProblems(level: FormLevel): Finding[] {
  return level.fields.flatMap((f) => {
    const messages = field(f.ui, MESSAGES_OPTION);
    if (!isObject(messages)) return [];
    return Object.keys(messages)
      .filter((rule) => !MESSAGE_RULES.includes(rule))
      .map((rule) => ({
        pointer: `${f.uiPointer}${pointerOf(MESSAGES_OPTION, rule)}`,
        at: 'key' as const,
        message: `there is no rule "${rule}" to give a message for; rules are: ${MESSAGE_RULES.join(', ')}${didYouMean(rule, MESSAGE_RULES)}`,
      }));
  });
}

/**
 * The form's switches name what is there: the national-ID switch and the age limits name fields
 * of the form and values they offer, the mainland countries are countries the country field
 * offers, a consent is a required yes/no field, and a field's own messages are for its rules.
 */
export const formSwitches: Rule = ({ events }: CheckContext) =>
  events.flatMap((event) => {
    const form = field(event.value, 'form');
    const levels = formLevels(field(form, 'schema'), field(form, 'uiSchema'));
    const [top] = levels;
    if (!top) return [];
    return [
      ...nationalIdProblems(top, field(form, 'nationalId')),
      ...ageLimitProblems(top, field(form, 'ageLimits')),
      ...levels.flatMap((level) => [...consentProblems(level), ...messageProblems(level)]),
    ].map((finding) => ({ file: event.file, ...finding }));
  });
