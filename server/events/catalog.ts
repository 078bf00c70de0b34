import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The parts of an event config the server relies on, checked and with defaults filled in. */
export interface EventConfig {
  id: number;
  key: string;
  edition: string | null;
  name: unknown;
  location: unknown;
  raceDate: Date;
  mustCn: boolean;
  registration: {
    mode: 'first-come' | 'lottery';
    opens: Date;
    closes: Date;
    stage: StageName | null;
    drawAt: Date | null;
    payWithinHours: number | null;
  };
  applyTypes: string[];
  roleIds: number[];
  tickets: TicketConfig[];
  form: {
    schema: Record<string, unknown>;
    uiSchema: Record<string, unknown>;
    staticFieldsFile: boolean;
  };
  payment: { channels: PaymentChannel[]; webMessagingPay: boolean };
  outside: { url: string; label: unknown; replacesSignUp: boolean } | null;
  committee: {
    declaration: CommitteeDocument | null;
    commitment: CommitteeDocument | null;
    answerTemplate: AnswerTemplate | null;
  };
}

/** A committee document with its texts, as the config gives them. */
export interface CommitteeDocument {
  id: number;
  title: unknown;
  body: unknown;
}

/** The committee's number for the event's quiz, with the quiz (the `answer` gate) it numbers. */
export interface AnswerTemplate {
  id: number;
  title: unknown;
  questions: { question: unknown; options: unknown[]; correct: number }[];
}

export interface TicketConfig {
  id: number;
  name: unknown;
  price: { mainland: number; foreign: number };
  capacity: number;
}

export interface PaymentChannel {
  type: string;
  terms?: number[];
}

export const STAGE_NAMES = ['on', 'wait', 'full', 'over', 'finish'] as const;
export type StageName = (typeof STAGE_NAMES)[number];

type Raw = Record<string, unknown>;

function isObject(value: unknown): value is Raw {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function fail(message: string): never {
  throw new Error(message);
}

function positiveInt(value: unknown, what: string): number {
  return Number.isInteger(value) && (value as number) > 0
    ? (value as number)
    : fail(`${what} must be a positive whole number`);
}

function cents(value: unknown, what: string): number {
  return Number.isInteger(value) && (value as number) >= 0
    ? (value as number)
    : fail(`${what} must be whole cents`);
}

function date(value: unknown, what: string): Date {
  const parsed = typeof value === 'string' ? new Date(value) : null;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : fail(`${what} must be a date-time`);
}

function optionalDate(value: unknown, what: string): Date | null {
  return value === undefined ? null : date(value, what);
}

function readTicket(raw: unknown, index: number): TicketConfig {
  const where = `tickets[${index}]`;
  if (!isObject(raw)) fail(`${where} must be an object`);
  const price = isObject(raw.price) ? raw.price : fail(`${where}.price is missing`);
  return {
    id: positiveInt(raw.id, `${where}.id`),
    name: raw.name ?? '',
    price: {
      mainland: cents(price.mainland, `${where}.price.mainland`),
      foreign: cents(price.foreign, `${where}.price.foreign`),
    },
    capacity:
      Number.isInteger(raw.capacity) && (raw.capacity as number) >= 0
        ? (raw.capacity as number)
        : fail(`${where}.capacity must be a whole number`),
  };
}

function readChannels(raw: unknown): PaymentChannel[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item): PaymentChannel[] => {
    const type = typeof item === 'string' ? item : isObject(item) ? item.type : undefined;
    if (typeof type !== 'string') return [];
    const terms =
      isObject(item) && Array.isArray(item.terms)
        ? item.terms.filter((t) => Number.isInteger(t) && t > 0)
        : undefined;
    return [terms ? { type, terms } : { type }];
  });
}

function readCommitteeDocument(raw: unknown, where: string): CommitteeDocument | null {
  if (raw === undefined) return null;
  if (!isObject(raw)) fail(`${where} must be an object`);
  return { id: positiveInt(raw.id, `${where}.id`), title: raw.title ?? '', body: raw.body ?? '' };
}

function readAnswerTemplate(committee: Raw, gates: unknown): AnswerTemplate | null {
  if (committee.answerTemplateId === undefined) return null;
  const quiz = Array.isArray(gates)
    ? gates.find((gate): gate is Raw => isObject(gate) && gate.type === 'answer')
    : undefined;
  const questions = Array.isArray(quiz?.questions) ? quiz.questions.filter(isObject) : [];
  return {
    id: positiveInt(committee.answerTemplateId, 'committee.answerTemplateId'),
    title: quiz?.title ?? '',
    questions: questions.map((question) => ({
      question: question.question ?? '',
      options: Array.isArray(question.options) ? question.options : [],
      correct: Number.isInteger(question.correct) ? (question.correct as number) : 0,
    })),
  };
}

/** Reads one config file's JSON; throws with a readable reason when the server cannot use it. */
export function readEventConfig(raw: unknown): EventConfig {
  if (!isObject(raw)) fail('the file must hold a JSON object');
  const registration = isObject(raw.registration)
    ? raw.registration
    : fail('registration is missing');
  const lottery = isObject(registration.lottery) ? registration.lottery : {};
  const mode = registration.mode === 'lottery' ? 'lottery' : 'first-come';
  const stage = STAGE_NAMES.find((name) => name === registration.stage) ?? null;
  const form = isObject(raw.form) ? raw.form : {};
  const payment = isObject(raw.payment) ? raw.payment : {};
  const outside = isObject(raw.outside) && typeof raw.outside.url === 'string' ? raw.outside : null;
  const tickets = Array.isArray(raw.tickets)
    ? raw.tickets.map(readTicket)
    : fail('tickets are missing');
  if (tickets.length === 0) fail('tickets are missing');
  const committee = isObject(raw.committee) ? raw.committee : {};
  const opens = date(registration.opens, 'registration.opens');
  const closes = date(registration.closes, 'registration.closes');
  return {
    id: positiveInt(raw.id, 'id'),
    key: typeof raw.key === 'string' && raw.key ? raw.key : fail('key is missing'),
    edition: typeof raw.edition === 'string' ? raw.edition : null,
    name: raw.name ?? '',
    location: raw.location ?? '',
    raceDate: raw.raceDate === undefined ? closes : date(raw.raceDate, 'raceDate'),
    mustCn: raw.mustCn === true,
    registration: {
      mode,
      opens,
      closes,
      stage,
      drawAt: optionalDate(lottery.drawAt, 'registration.lottery.drawAt'),
      payWithinHours: Number.isInteger(lottery.payWithinHours)
        ? (lottery.payWithinHours as number)
        : null,
    },
    applyTypes:
      Array.isArray(raw.applyTypes) && raw.applyTypes.length > 0
        ? raw.applyTypes.map(String)
        : ['1'],
    roleIds: Array.isArray(raw.roles)
      ? raw.roles.flatMap((role) =>
          isObject(role) && Number.isInteger(role.id) ? [role.id as number] : [],
        )
      : [],
    tickets,
    form: {
      schema: isObject(form.schema) ? form.schema : { type: 'object' },
      uiSchema: isObject(form.uiSchema) ? form.uiSchema : {},
      staticFieldsFile: form.staticFieldsFile === true,
    },
    payment: {
      channels: readChannels(payment.channels),
      webMessagingPay: payment.webMessagingPay === true,
    },
    outside: outside
      ? {
          url: String(outside.url),
          label: outside.label ?? '',
          replacesSignUp: outside.replacesSignUp === true,
        }
      : null,
    committee: {
      declaration: readCommitteeDocument(committee.declaration, 'committee.declaration'),
      commitment: readCommitteeDocument(committee.commitment, 'committee.commitment'),
      answerTemplate: readAnswerTemplate(committee, raw.gates),
    },
  };
}

export interface Catalog {
  events: EventConfig[];
  /** One line per file or event that was left out, with the reason. */
  problems: string[];
  byId(id: number): EventConfig | undefined;
  byRef(ref: string): EventConfig | undefined;
}

export function buildCatalog(events: EventConfig[], problems: string[] = []): Catalog {
  const byId = new Map<number, EventConfig>();
  const keys = new Set<string>();
  const ticketIds = new Set<number>();
  const accepted: EventConfig[] = [];
  for (const event of events) {
    const clash = byId.has(event.id)
      ? `id ${event.id}`
      : keys.has(event.key)
        ? `key ${event.key}`
        : event.tickets.find((ticket) => ticketIds.has(ticket.id))?.id;
    if (clash !== undefined) {
      problems.push(
        `${event.key}: left out, ${typeof clash === 'number' ? `ticket id ${clash}` : clash} is already used by another event`,
      );
      continue;
    }
    byId.set(event.id, event);
    keys.add(event.key);
    event.tickets.forEach((ticket) => ticketIds.add(ticket.id));
    accepted.push(event);
  }
  return {
    events: accepted,
    problems,
    byId: (id) => byId.get(id),
    byRef: (ref) =>
      /^\d+$/.test(ref) ? byId.get(Number(ref)) : accepted.find((event) => event.key === ref),
  };
}

/** Every `*.json` in the folder; files the server cannot use are reported, not fatal. */
export function loadCatalog(dir: string): Catalog {
  const events: EventConfig[] = [];
  const problems: string[] = [];
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort();
  } catch {
    problems.push(`${dir}: folder not found, no events loaded`);
  }
  for (const file of files) {
    try {
      events.push(readEventConfig(JSON.parse(readFileSync(join(dir, file), 'utf8'))));
    } catch (error) {
      problems.push(`${file}: left out, ${(error as Error).message}`);
    }
  }
  return buildCatalog(events, problems);
}
