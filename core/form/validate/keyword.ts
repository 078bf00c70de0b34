import { _, str, type CodeKeywordDefinition, type KeywordDefinition } from 'ajv';
import { ROLE_KEY } from '../roles';
import { VALIDATE_KEY, readRules } from './rules';
import { failsCheck } from './runtime';

/**
 * The module compiled validators import `failsCheck` from (standalone code names its imports):
 * the build resolves it to core/form/validate/runtime.ts.
 */
export const CHECKS_MODULE = 'virtual:form-checks';

/**
 * `"x-validate"` as an Ajv keyword: each named check of core/domain/validators/registry.ts runs
 * as part of the schema, so the server, the checker and the app's precompiled validators apply
 * the same checks in the same place, with no translation in between. A failure is reported as
 * the keyword's error with `params.rule` (and `params.param`) naming the check.
 */
export const xValidateKeyword: CodeKeywordDefinition = {
  keyword: VALIDATE_KEY,
  schemaType: ['string', 'object', 'array'],
  error: {
    message: ({ params }) => str`must pass the check "${params.rule}"`,
    params: ({ params }) =>
      params.param === undefined
        ? _`{rule: ${params.rule}}`
        : _`{rule: ${params.rule}, param: ${params.param}}`,
  },
  code(cxt) {
    const fails = cxt.gen.scopeValue('func', {
      ref: failsCheck,
      code: _`require(${CHECKS_MODULE}).failsCheck`,
    });
    for (const rule of readRules({ [VALIDATE_KEY]: cxt.schema })) {
      const param = rule.param === undefined ? _`undefined` : _`${rule.param}`;
      cxt.setParams(
        rule.param === undefined ? { rule: rule.name } : { rule: rule.name, param: rule.param },
      );
      cxt.fail(_`${fails}(${cxt.data}, ${rule.name}, ${param})`);
    }
  },
};

/** Annotations of form fields that mean something to the app but nothing to validation. */
export const annotationKeywords: KeywordDefinition[] = [
  { keyword: ROLE_KEY, schemaType: 'string' },
];
