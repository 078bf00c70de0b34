import { correctAnswers } from '../../core/domain/quiz';
import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildServer, type ServerOptions } from '../../server/app';
import type { Database } from '../../server/db/connect';
import type { Db } from '../../server/db/types';
import { findOrCreateRunners, issueTokens } from '../../server/services/auth';
import { placesTaken } from '../../server/services/places';
import {
  openMemoryPglite,
  openThrowawayPostgres,
  postgresAnswers,
  type DatabaseTemplates,
} from './databases';

export const FIXTURE_EVENTS = join(import.meta.dirname, 'fixtures', 'events');

/** Fixture events (tests/server/fixtures/events). */
export const EVENTS = {
  open: { id: 9001, marathon: 900101, half: 900102 },
  fifty: { id: 9002, ticket: 900201 },
  lottery: { id: 9003, key: 'lottery-race', ticket: 900301 },
  notOpen: { id: 9004, ticket: 900401 },
  closed: { id: 9005, ticket: 900501 },
  finished: { id: 9006 },
  forcedFull: { id: 9007, ticket: 900701 },
  /** Asks the country: mainland runners pay in RMB, others in USD; the fun run is RMB only. */
  world: { id: 9008, marathon: 900801, half: 900802, funRun: 900803 },
  /** Has a quiz (an answer gate): apply needs a gate pass from committee/checkAnswers. */
  quiz: { id: 9009, marathon: 900901, half: 900902 },
  /** Free (paid at sign-up), with pickup slots (one of a single place) and chosen race numbers. */
  pickup: { id: 9012, tenK: 901201, fiveK: 901202 },
  /** Sells add-ons (one of 5 units) and charity places (one of a single place); paid runners may change ticket and shirt. */
  extras: { id: 9013, marathon: 901301, half: 901302, tenK: 901303 },
} as const;

export { ADMIN_URL } from './databases';

export interface Backend {
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
}

/** The migrated databases the run's global set-up made; none outside a vitest run (benchmarks). */
const templates: DatabaseTemplates | undefined = process.env.VITEST
  ? inject('databaseTemplates')
  : undefined;

/** PGlite always; PostgreSQL too when 127.0.0.1:5432 answers. */
export const backends: Backend[] = [
  { name: 'pglite', open: () => openMemoryPglite(templates?.pgliteImage) },
  ...((await postgresAnswers())
    ? [{ name: 'postgres' as const, open: () => openThrowawayPostgres(templates?.postgres) }]
    : []),
];

let phoneCounter = 0;
/** A mainland mobile number no other test uses. */
export function newPhone(): string {
  phoneCounter += 1;
  return `139${String(randomInt(0, 10_000)).padStart(4, '0')}${String(phoneCounter % 10_000).padStart(4, '0')}`;
}

export interface Runner {
  id: number;
  phone: string;
  token: string;
}

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  request(
    options: InjectOptions & { token?: string; lang?: string },
  ): Promise<LightMyRequestResponse>;
  get(
    url: string,
    query?: Record<string, unknown>,
    token?: string,
  ): Promise<LightMyRequestResponse>;
  post(url: string, form: Record<string, unknown>, token?: string): Promise<LightMyRequestResponse>;
  runner(): Promise<Runner>;
  runners(count: number): Promise<Runner[]>;
  close(): Promise<void>;
}

/** Logged-in runners, made through the same services as message/check. */
export async function createRunners(db: Db, count: number, now: Date): Promise<Runner[]> {
  const phones = Array.from({ length: count }, newPhone);
  const ids = await findOrCreateRunners(db, phones, now);
  const tokens = await issueTokens(db, ids, now);
  return ids.map((id, i) => ({ id, phone: phones[i], token: tokens[i].token }));
}

export function toForm(values: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined)
      form.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form.toString();
}

type TestServerOptions = Omit<ServerOptions, 'database'>;

export async function startServer(
  database: Database,
  options: TestServerOptions = {},
): Promise<FastifyInstance> {
  const app = await buildServer({
    database,
    eventsDir: FIXTURE_EVENTS,
    production: false,
    // Production refuses dev routes and needs a payment secret of its own.
    ...(options.production
      ? { paymentSecret: randomBytes(32).toString('hex') }
      : { devRoutes: true }),
    refundDelayMs: 0,
    smsLimits: { perIpPerMinute: 1000, perIpPerHour: 10_000 },
    ...options,
  });
  await app.ready();
  return app;
}

/** One database and one server for a test file; more servers can share the database. */
export async function openTestServer(
  backend: Backend,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const database = await backend.open();
  const app = await startServer(database, options);
  const now = options.now ?? (() => new Date());
  const request: TestServer['request'] = ({ token, lang, headers, ...rest }) =>
    app.inject({
      ...rest,
      headers: {
        ...(token ? { authorization: token } : {}),
        ...(lang ? { 'app-language': lang } : {}),
        ...headers,
      },
    });
  return {
    app,
    database,
    request,
    get: (url, query = {}, token) =>
      request({ method: 'GET', url: `${url}?${toForm(query)}`, token }),
    post: (url, form, token) =>
      request({
        method: 'POST',
        url,
        token,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: toForm(form),
      }),
    runner: async () => (await createRunners(database.db, 1, now()))[0],
    runners: (count) => createRunners(database.db, count, now()),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The server of a describe block: opened before its tests, closed after them, usable by the
 * block's own helpers as a plain value. Options may be a function when they depend on what an
 * earlier beforeAll made (a folder of events, say).
 */
export function suiteServer(
  backend: Backend,
  options: TestServerOptions | (() => TestServerOptions) = {},
): TestServer {
  let opened: TestServer | undefined;
  beforeAll(async () => {
    opened = await openTestServer(backend, typeof options === 'function' ? options() : options);
  });
  afterAll(() => opened?.close());
  const current = (): TestServer => {
    if (!opened) throw new Error('the suite server is open only inside hooks and tests');
    return opened;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    request: (request) => current().request(request),
    get: (url, query, token) => current().get(url, query, token),
    post: (url, form, token) => current().post(url, form, token),
    runner: () => current().runner(),
    runners: (count) => current().runners(count),
    close: () => current().close(),
  };
}

/** A multipart body with one file in the field `file`, the way the app uploads a picture. */
export function multipartFile(file: { filename: string; type: string; bytes: Buffer }) {
  const boundary = 'upload-boundary';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

export function data<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return (response.json() as { data: T }).data;
}

export function errorOf(response: LightMyRequestResponse): {
  code: number;
  sub_code: number;
  message: string;
} {
  return (response.json() as { error: { code: number; sub_code: number; message: string } }).error;
}

export const A = '/api/v2';
export const B = '/api';

/** A valid individual application for the open fixture race. */
export function applyForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    matchEventID: EVENTS.open.id,
    ticketDefIDs: String(EVENTS.open.marathon),
    countryType: 1,
    applyType: '1',
    formValues: { name: '张三', gender: 1 },
    ...overrides,
  };
}

/** A 10 km sign-up of the pickup fixture race (free: paid at sign-up). */
export const PICKUP_TEN_K = {
  matchEventID: EVENTS.pickup.id,
  ticketDefIDs: String(EVENTS.pickup.tenK),
  formValues: { name: '王五', gender: 1 },
};

/** Places left over all tickets of an event, as detailSimple reports them. */
export async function placesLeft(server: TestServer, matchEventID: number): Promise<number> {
  const response = await server.get(`${A}/matchH5/detailSimple`, { matchEventID });
  return data<{ remaining: number }>(response).remaining;
}

/** The right option of each question of a fixture event's quiz, read from its config file. */
export function quizAnswers(fixture: string): number[] {
  const config = JSON.parse(readFileSync(join(FIXTURE_EVENTS, `${fixture}.json`), 'utf8')) as {
    gates: { type: string }[];
  };
  const answers = correctAnswers(config.gates);
  if (!answers) throw new Error(`the fixture ${fixture} has no quiz`);
  return answers;
}

/** Answers an event's quiz as the runner's app does; the reply holds the pass when all are right. */
export function checkAnswers(
  server: TestServer,
  runner: Runner,
  matchEventID: number,
  answers: readonly (number | undefined)[],
): Promise<LightMyRequestResponse> {
  return server.post(
    `${A}/committee/checkAnswers`,
    { matchEventID, answers: answers.map((answer) => answer ?? '').join(',') },
    runner.token,
  );
}

/** The gate pass of a runner who answered the quiz race's questions right. */
export async function passQuiz(server: TestServer, runner: Runner): Promise<string> {
  const response = await checkAnswers(server, runner, EVENTS.quiz.id, quizAnswers('quiz-race'));
  return data<{ gatePass: string }>(response).gatePass;
}

/** A paid entry of a race written straight to the database, as the pay flow leaves it (also for races no longer open). */
export async function insertPaidEntry(
  server: TestServer,
  runner: Runner,
  eventId: number,
  formValues: Record<string, unknown>,
): Promise<number> {
  const now = new Date();
  const { id } = await server.database.db
    .insertInto('application')
    .values({
      order_no: `T${runner.id}-${eventId}`,
      runner_id: runner.id,
      event_id: eventId,
      apply_type: '1',
      role_id: null,
      country_type: 1,
      form_values: JSON.stringify(formValues),
      state: 'paid',
      pay_state: 2,
      amount: 26000,
      original_amount: 26000,
      beans_used: 0,
      currency: 'CNY',
      holds_capacity: true,
      created_at: now,
      updated_at: now,
      paid_at: now,
      pay_channel: 'wallet',
      pay_deadline: null,
      cancelled_at: null,
      refund_requested_at: null,
      refunded_at: null,
      paid_amount: 26000,
      declaration_id: null,
      commitment_id: null,
      answer_template_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A runner's sign-up, paid through the sandbox wallet as the app pays it. */
export async function paidApplication(
  server: TestServer,
  runner: Runner,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; orderNo: string }> {
  const applied = await server.post(`${A}/matchH5/apply`, applyForm(overrides), runner.token);
  if (applied.statusCode !== 200) throw new Error(`apply failed: ${applied.body}`);
  const order = data<{ id: number; orderNo: string }>(applied);
  const trade = data<{ tradeNo: string }>(
    await server.get(`${A}/payorder/zfbH5Sign`, { applicationID: order.id }, runner.token),
  );
  await server.post(`${B}/sandbox/pay`, { tradeNo: trade.tradeNo, outcome: 'approve' });
  return order;
}

/** Places of a ticket taken now, read from the database. */
export async function placesSold(db: Db, ticketId: number): Promise<number> {
  return (await placesTaken(db, [ticketId])).get(ticketId) ?? 0;
}

/** A new runner with a paid sign-up (the open race's marathon unless `overrides` say otherwise). */
export async function paidRunner(
  server: TestServer,
  overrides: Record<string, unknown> = {},
): Promise<{ runner: Runner; id: number; orderNo: string }> {
  const runner = await server.runner();
  return { runner, ...(await paidApplication(server, runner, overrides)) };
}
