import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { annotationKeywords, xValidateKeyword } from './keyword';

/**
 * How every form is compiled: by the build for the app, by the server for the values it stores
 * and by the config checker, so that the three can never disagree about a form.
 *
 * Strict, so that a misspelt keyword or format is an error rather than a check that silently never
 * runs. Types and `required` names are left to the config checker, which judges the whole form:
 * the form renderer also validates parts of it on their own (an `if` without the `type` of the
 * object around it), and strict `required` refuses the usual `then: {required: […]}` of
 * conditional fields. Errors do not carry their schema (`verbose` off): the app's validators then
 * hold no copy of the form.
 */
export const FORM_AJV_OPTIONS: Options = {
  allErrors: true,
  strict: true,
  strictTypes: false,
  strictRequired: false,
  allowUnionTypes: true,
  multipleOfPrecision: 8,
  discriminator: false,
  verbose: false,
};

/** An Ajv that knows the form keywords (`x-validate`, `x-role`) and the JSON Schema formats. */
export function createFormAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({ ...FORM_AJV_OPTIONS, ...options });
  addFormats(ajv);
  ajv.addKeyword(xValidateKeyword);
  for (const keyword of annotationKeywords) ajv.addKeyword(keyword);
  return ajv;
}
