/**
 * Runners for end-to-end tests: form values that fit a sample race's form (read from its config,
 * as the app does), with a valid national ID number of their own, and applying through the API
 * when a test starts after the form.
 */
import { correctAnswers } from '../../../core/domain/quiz';
import { readdirSync } from 'node:fs';
import { loadEventConfig } from '../../../core/config/eventConfigs';
import path from 'node:path';
import type { EventConfig } from '../../../core/generated/config/event';
import { apiAs, BASE_A, type Language, type Session } from './session';
import type { APIRequestContext } from '@playwright/test';

const EVENTS_DIR = path.resolve(import.meta.dirname, '../../../configs/events');

/** A sample race as the app gets it: its form's library fields resolved. */
export function sampleEvent(key: string): EventConfig {
  return loadEventConfig(EVENTS_DIR, key);
}

export function sampleEventKeys(): string[] {
  return readdirSync(EVENTS_DIR).map((file) => file.replace(/\.json$/, ''));
}

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** An 18-digit national ID number (Dongcheng district, Beijing) with its right check digit. */
export function nationalId(birth: string, sequence: number): string {
  const body = `110101${birth.replace(/-/g, '')}${String(sequence % 1000).padStart(3, '0')}`;
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * WEIGHTS[i], 0);
  return body + CHECK[sum % 11];
}

let sequence = Math.floor(Math.random() * 500);

export interface Runner {
  name: string;
  gender: 1 | 2;
  birthday: string;
  idNumber: string;
  phone: string;
  email: string;
  emergencyName: string;
  emergencyPhone: string;
}

/** A mainland runner with the phone number of their session. */
export function newRunner(session: Session, name = '张小跑'): Runner {
  sequence += 1;
  const birthday = '1990-05-17';
  const gender = sequence % 2 === 0 ? 2 : 1;
  return {
    name,
    gender,
    birthday,
    // The sequence's last digit is odd for a man and even for a woman, so the gender the form
    // works out of the ID number is the runner's own.
    idNumber: nationalId(birthday, sequence * 2 + (gender === 2 ? 0 : 1)),
    phone: session.phone,
    email: `runner${sequence}@example.com`,
    emergencyName: '李紧急',
    emergencyPhone: '13900001111',
  };
}

interface FieldSchema {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  'x-role'?: string;
  'x-validate'?: unknown;
}

/** Sample answers for required fields that have a format of their own, by field name. */
const SAMPLE_BY_NAME: Record<string, unknown> = { bestTime: '3:45:00' };

/**
 * Values for the race's form: the runner's details for every field with a role, and for the
 * other required fields the first choice or a sample answer.
 */
export function formValues(event: EventConfig, runner: Runner, ticket: number) {
  const schema = event.form.schema as {
    properties?: Record<string, FieldSchema>;
    required?: string[];
  };
  const properties = schema.properties ?? {};
  const byRole: Record<string, unknown> = {
    ticket,
    name: runner.name,
    gender: runner.gender,
    country: 'CN',
    idType: '1',
    idNumber: runner.idNumber,
    birthday: runner.birthday,
    phone: runner.phone,
  };
  const byName: Record<string, unknown> = {
    ...SAMPLE_BY_NAME,
    email: runner.email,
    emergencyName: runner.emergencyName,
    emergencyPhone: runner.emergencyPhone,
  };
  const values: Record<string, unknown> = {};
  for (const name of schema.required ?? []) {
    const field = properties[name];
    const value = byRole[field['x-role'] ?? ''] ?? byName[name] ?? field.enum?.[0];
    if (value !== undefined) values[name] = value;
    else if (field.type === 'string' && !field.pattern) values[name] = runner.emergencyName;
    else throw new Error(`No sample value for the required field ${name} of ${event.key}`);
  }
  for (const [name, field] of Object.entries(properties)) {
    const value = byRole[field['x-role'] ?? ''];
    if (value !== undefined) values[name] = value;
  }
  return values;
}

export interface AppliedOrder {
  id: number;
  orderNo: string;
  payState: number;
}

/** Applies for `event` as the session's runner, as the sign-up form would. */
export async function applyByApi(
  request: APIRequestContext,
  session: Session,
  event: EventConfig,
  {
    ticket = event.tickets[0].id,
    runner = newRunner(session),
    language = 'zh-CN' as Language,
  } = {},
): Promise<AppliedOrder> {
  const api = apiAs(request, session, language);
  return api.post<AppliedOrder>(`${BASE_A}/matchH5/apply`, {
    matchEventID: event.id,
    ticketDefIDs: String(ticket),
    countryType: 1,
    applyType: '1',
    formValues: JSON.stringify(formValues(event, runner, ticket)),
    ...(await passQuiz(api, event)),
  });
}

/**
 * The race's quiz answered right through the server, as the app's quiz page does: the gate pass
 * apply needs, or nothing for a race without a quiz.
 */
export async function passQuiz(
  api: ReturnType<typeof apiAs>,
  event: EventConfig,
): Promise<{ gatePass?: string }> {
  const answers = correctAnswers(event.gates);
  if (!answers) return {};
  const { gatePass } = await api.post<{ gatePass?: string }>(`${BASE_A}/committee/checkAnswers`, {
    matchEventID: event.id,
    answers: answers.join(','),
  });
  return { gatePass };
}
