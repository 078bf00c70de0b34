import type { SearchResponse } from '../../core/generated/api';
import { sql } from 'kysely';
import { maskEmail, maskIdNumber, maskPhone } from '../../core/domain/mask';
import { formOfRole } from '../../core/domain/team/roleForm';
import { fieldWithRole } from '../../core/form/roles';
import { formFields } from '../../core/form/schema/walk';
import { isRecord } from '../../core/form/json';
import type { AppContext } from '../context';
import type { EventConfig } from '../events/catalog';
import { apiError } from '../http/errors';
import { pickText, t, type Lang } from '../i18n/index';
import { sha256 } from './auth';
import { countAttempt } from './attempts';
import { consumeCaptcha } from './captcha';
import { actionsFor } from './order-state';

export type LookupBy = 'idNumber' | 'phone';

export interface LookupInput {
  matchEventID: number;
  queryType: LookupBy;
  keyword: string;
  captchaId: string;
  captchaCode: string;
}

/** The ID or phone as written by a runner: spaces and case do not matter. */
function normaliseKeyword(keyword: string): string {
  return keyword.replace(/\s+/g, '').toUpperCase();
}

type Form = { schema: unknown; uiSchema?: unknown };

/** The label of an option as the form shows it (`ui:enumNames`), else the value itself. */
function optionLabel(form: Form, field: string | undefined, value: unknown, lang: Lang): string {
  if (field === undefined || value === undefined || value === null || value === '') return '';
  const definition = formFields(form.schema).find((candidate) => candidate.name === field);
  const ui = isRecord(form.uiSchema) ? form.uiSchema[field] : undefined;
  const names = isRecord(ui) ? ui['ui:enumNames'] : undefined;
  const options = definition?.schema.enum;
  const index = Array.isArray(options) ? options.indexOf(value as never) : -1;
  if (Array.isArray(names) && index >= 0 && names[index] !== undefined) {
    return pickText(names[index], lang);
  }
  return String(value);
}

function countryName(code: unknown, lang: Lang): string {
  if (typeof code !== 'string' || !code) return '';
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The form's e-mail field: a top-level field checked as an e-mail address. */
function emailField(form: Form): string | undefined {
  return formFields(form.schema).find((field) => {
    if (field.path.length !== 1) return false;
    const rules = [field.schema['x-validate']].flat();
    return field.schema.format === 'email' || rules.includes('email');
  })?.name;
}

/** The form's clothing-size field: the one shown with the clothing-size picker. */
function clothingField(form: Form): string | undefined {
  if (!isRecord(form.uiSchema)) return undefined;
  return Object.entries(form.uiSchema).find(
    ([, ui]) => isRecord(ui) && ui['ui:widget'] === 'clothingSize',
  )?.[0];
}

const text = (value: unknown): string =>
  value === undefined || value === null ? '' : String(value);
const masked = (mask: (value: string) => string, value: unknown) =>
  text(value) ? mask(text(value)) : '';

/** The fields of a form the lookup shows, by their roles. */
function fieldNamesOf(form: Form) {
  const field = (role: Parameters<typeof fieldWithRole>[1]) =>
    fieldWithRole(form.schema, role)?.name;
  return {
    name: field('name'),
    gender: field('gender'),
    country: field('country'),
    idType: field('idType'),
    idNumber: field('idNumber'),
    birthday: field('birthday'),
    phone: field('phone'),
    email: emailField(form),
    clothingSize: clothingField(form),
  };
}

/**
 * The registrations of one race whose ID number or phone is exactly `keyword`, with the SPEC's
 * result labels; the ID number, phone and e-mail come masked.
 */
export async function lookUpRegistrations(
  ctx: AppContext,
  input: LookupInput,
  ip: string,
  lang: Lang,
): Promise<SearchResponse> {
  const event: EventConfig | undefined = ctx.catalog.byId(input.matchEventID);
  if (!event) throw apiError('eventNotFound');
  const keyword = normaliseKeyword(input.keyword);
  if (!keyword) throw apiError('badParameter', { field: 'keyword' });
  const now = ctx.now();
  // A lookup with a wrong picture code counts too: guessing codes must not be free.
  await countAttempt(ctx, 'lookup', ip, sha256(`${event.id}:${input.queryType}:${keyword}`));
  if (!(await consumeCaptcha(ctx.db, input.captchaId, input.captchaCode, now))) {
    throw apiError('captchaWrong');
  }

  const searched = fieldWithRole(event.form.schema, input.queryType)?.name;
  // A race without that field has no registration to find by it.
  if (!searched) return [];
  const rows = await ctx.db
    .selectFrom('application')
    .select(['form_values', 'role_id', 'state', 'pay_deadline', 'amount'])
    .where('event_id', '=', event.id)
    .where(sql<string>`upper(replace(form_values->>${searched}, ' ', ''))`, '=', keyword)
    .orderBy('id')
    .execute();

  return rows.map((row) => {
    // A team member's values are of their role's form, whose fields and options are read.
    const form = formOfRole(event, row.role_id) as Form;
    const names = fieldNamesOf(form);
    const values = row.form_values;
    const value = (name: string | undefined) => (name === undefined ? undefined : values[name]);
    const gender = Number(value(names.gender));
    return {
      matchEventID: event.id,
      name: text(value(names.name)),
      gender: gender === 1 || gender === 2 ? gender : null,
      country: countryName(value(names.country), lang),
      idType: optionLabel(form, names.idType, value(names.idType), lang),
      idNumber: masked(maskIdNumber, value(names.idNumber)),
      birthday: text(value(names.birthday)),
      mobile: masked(maskPhone, value(names.phone)),
      email: masked(maskEmail, value(names.email)) || null,
      clothingSize: optionLabel(form, names.clothingSize, value(names.clothingSize), lang) || null,
      status: t(lang, `lookup.state.${actionsFor(row, now).state}`),
      // Race numbers are not given out by this server yet.
      raceNumber: null,
    };
  });
}
