// @vitest-environment node
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import { customizeValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { FORM_AJV_OPTIONS } from '../../../core/form/validate/ajv';
import { formValidatorsModule } from '../../../core/form/validate/standalone';
import { annotationKeywords, xValidateKeyword } from '../../../core/form/validate/keyword';
import { randomForm, randomSource, randomValues } from './randomForms';

/**
 * Property test of the form compiler: random forms, compiled the way the build compiles them for
 * the app and loaded as the app loads them, must accept and refuse random answers exactly as Ajv
 * compiling the same form at run time does (the server's way), field by field.
 */

const FORMS = Number(process.env.FORM_PROPERTY_COUNT ?? 500);
const ANSWERS_PER_FORM = 12;
const SEED = Number(process.env.FORM_PROPERTY_SEED ?? 20270401);

// Generated modules import their helpers like app code, so they live inside the project.
const folder = path.join(import.meta.dirname, '.compiled-forms');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** RJSF's run-time validator, with the form core's Ajv options, keywords and formats. */
const runtime = customizeValidator({
  ajvOptionsOverrides: FORM_AJV_OPTIONS,
  extenderFn: (ajv) => {
    ajv.addKeyword(xValidateKeyword);
    for (const keyword of annotationKeywords) ajv.addKeyword(keyword);
    return ajv;
  },
});

/** What the runner would see: each field with the rules it breaks. */
function shown(validator: ValidatorType, schema: RJSFSchema, values: object): string[] {
  const { errors } = validator.validateFormData(values, schema);
  return (errors as RJSFValidationError[])
    .map((error) => `${error.property} ${error.name} ${JSON.stringify(error.params)}`)
    .sort();
}

describe('forms compiled for the app', () => {
  it(`validate ${FORMS} random forms the same as Ajv at run time`, async () => {
    const started = performance.now();
    mkdirSync(folder, { recursive: true });
    const random = randomSource(SEED);
    let answers = 0;
    for (let index = 0; index < FORMS; index++) {
      const { schema, fields } = randomForm(random);
      const form = schema as RJSFSchema;
      const file = path.join(folder, `form-${index}.js`);
      writeFileSync(file, formValidatorsModule(schema));
      const module = (await import(/* @vite-ignore */ file)) as {
        createValidateFns: (form: object) => ValidatorFunctions;
      };
      const compiled = createPrecompiledValidator(module.createValidateFns(form), form);
      for (let n = 0; n < ANSWERS_PER_FORM; n++) {
        const values = randomValues(random, fields);
        const context = `form ${index} (seed ${SEED}): ${JSON.stringify(schema)}\nvalues: ${JSON.stringify(values)}`;
        expect(shown(compiled, form, values), context).toEqual(shown(runtime, form, values));
        answers++;
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `form compiler property test: ${FORMS} random forms, ${answers} answers, ${seconds} s (seed ${SEED})`,
    );
  }, 120_000);
});
