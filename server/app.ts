import { closeSync, existsSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import etag from '@fastify/etag';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { consoleSmsSender, logOnlySmsSender } from './services/sms-senders';
import { smsLimitsFrom, type AppContext, type SmsLimits, type SmsSender } from './context';
import { openDatabase, type Database, type DatabaseOptions } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { buildCatalog, loadCatalog } from './events/catalog';
import { seedEvents } from './events/seed';
import { registerCompression, registerStaticApp } from './http/delivery';
import { installAuth } from './http/auth';
import { installErrorHandling } from './http/error-handler';
import { installInputGuard } from './http/input-guard';
import { redactUrl } from './http/redact';
import { renderPlaceholder } from './http/html';
import { decorateApiRoutes } from './http/api-route';
import { collectAllowedMethods } from './http/method-not-allowed';
import { schemaCompilers } from './http/schema-compilers';
import { addApiSchemas, loadSchemas } from './http/schemas';
import { registerSecurityHeaders } from './http/security';
import { loadAppConfig } from '../core/config/appConfig';
import { resolveLang, type Lang } from './i18n/index';
import { API_SCHEMAS_DIR, APP_CONFIG_FILE, EVENTS_DIR } from './paths';
import { SandboxProvider } from './payments/sandbox';
import { devRoutes } from './routes/dev';
import { API_AREAS } from './routes/index';
import { sandboxRoutes } from './routes/sandbox';
import type { Bases } from './routes/types';
import { authenticate } from './services/auth';
import { ProviderOutbox } from './services/outbox';
import { generatedSetting, pickupStaffCode } from './services/settings';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's app-language (zh-CN unless it asks for English). */
    lang: Lang;
  }
}

export interface ServerOptions extends DatabaseOptions {
  /** An open database to use (and leave open); otherwise one is opened from the options and closed with the server. */
  database?: Database;
  eventsDir?: string;
  schemasDir?: string;
  /** Folder of the built app to serve at `/`; without it `/` shows a placeholder page. */
  staticDir?: string | null;
  /** Origins that may frame the app (mini-program web-views); default: `hostOrigins` of configs/app.json. */
  hostOrigins?: string[];
  /** Production keeps SMS codes out of the log and needs a payment secret of its own. */
  production?: boolean;
  /**
   * The dev routes (SMS codes, captcha answers, beans, draws) for end-to-end tests: only when
   * asked for, and never together with production.
   */
  devRoutes?: boolean;
  /**
   * The sandbox cashier approves payments without money, so it runs in production only when
   * asked for; without it, payment routes answer 503. Default: on outside production.
   */
  sandboxPayments?: boolean;
  baseA?: string;
  baseB?: string;
  /**
   * Secret for signing payment callbacks, at least 32 characters; outside production one is
   * generated once and kept in the database when none is given.
   */
  paymentSecret?: string;
  /**
   * The code pickup-desk staff type on the staff page to mark packs collected; outside production
   * one is generated once and kept in the database when none is given (`npm run pickup --
   * staff-code` prints it). In production without one, the staff page is refused.
   */
  pickupStaffCode?: string;
  now?: () => Date;
  /** Log level (`info`, `warn`, …); no logging without it. */
  logLevel?: string;
  /** A file the log is written to (emptied at start) instead of standard output. */
  logFile?: string;
  smsLimits?: Partial<SmsLimits>;
  sendSms?: SmsSender;
  /**
   * Without an SMS gateway, print each SMS (with its code) on the console, for a person running
   * the product locally. Never in production.
   */
  smsToConsole?: boolean;
  refundDelayMs?: number;
  trustProxy?: boolean;
  bodyLimit?: number;
  requestTimeoutMs?: number;
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/** Form bodies and JSON are small; only uploads (multipart, limited separately) are large. */
export const DEFAULT_BODY_LIMIT = 100 * 1024;

export const MIN_PAYMENT_SECRET_LENGTH = 32;

/** Closes a file the server gives up on; one that will not close is left to the process's end. */
function closeQuietly(file: number): void {
  try {
    closeSync(file);
  } catch {
    // Nothing is lost: no more is written to it.
  }
}

/**
 * The log file, appended to so that a restart keeps what came before it. Each line is written
 * before the request goes on, not queued: a line the server logged is in the file even when the
 * process stops or is killed right after (an asynchronous stream lost the last requests of a run
 * that stopped at once). A file that cannot be opened or written (its disk is full, it went
 * read-only) must not stop the server: the log goes on to standard output, after one line saying
 * why.
 */
function logFileDestination(path: string): { write(line: string): void } {
  let file: number | null = null;
  const fallBack = (error: unknown) => {
    if (file !== null) closeQuietly(file);
    file = null;
    const code = (error as NodeJS.ErrnoException).code;
    process.stdout.write(
      `${JSON.stringify({ level: 40, time: Date.now(), msg: `log file cannot be written (${code}), logging to standard output` })}\n`,
    );
  };
  try {
    file = openSync(path, 'a');
  } catch (error) {
    fallBack(error);
  }
  return {
    write(line) {
      if (file !== null) {
        try {
          writeSync(file, line);
          return;
        } catch (error) {
          fallBack(error);
        }
      }
      process.stdout.write(line);
    },
  };
}

/** Settings that must never go live: refused before anything starts. */
function refuseUnsafeSettings(options: ServerOptions, production: boolean): void {
  if (!production) return;
  if (options.devRoutes) throw new Error('DEV_ROUTES cannot be switched on in production.');
  if (options.smsToConsole) throw new Error('SMS_TO_CONSOLE cannot be switched on in production.');
  if ((options.paymentSecret ?? '').length < MIN_PAYMENT_SECRET_LENGTH) {
    throw new Error(
      `PAYMENT_SECRET must be set in production, at least ${MIN_PAYMENT_SECRET_LENGTH} characters.`,
    );
  }
}

export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const production = options.production ?? process.env.NODE_ENV === 'production';
  refuseUnsafeSettings(options, production);
  const bases: Bases = { a: options.baseA ?? '/api/v2', b: options.baseB ?? '/api' };
  const now = options.now ?? (() => new Date());
  const sandboxOn = options.sandboxPayments ?? !production;

  const requestTimeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger: options.logLevel
      ? {
          level: options.logLevel,
          ...(options.logFile ? { stream: logFileDestination(options.logFile) } : {}),
          serializers: {
            req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
          },
        }
      : false,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    // A body that trickles in is cut off instead of holding a connection open forever.
    requestTimeout,
    // Given only to Fastify, the timeout reaches Node after its headers timeout (60 s) is set,
    // which then holds a slow body for 60 s whatever the request timeout says; and Node looks for
    // late requests every 30 s by default. Given here, the headers timeout follows the request
    // timeout, and a look every tenth of it cuts a slow body off soon after.
    http: { requestTimeout, connectionsCheckingInterval: Math.max(50, requestTimeout / 10) },
    trustProxy: options.trustProxy ?? false,
    ajv: { customOptions: { allowUnionTypes: true } },
    schemaController: { compilersFactory: schemaCompilers },
  });

  const database = options.database ?? (await openDatabase(options));
  const { db } = database;
  if (!options.database) app.addHook('onClose', () => database.close());

  await migrateToLatest(db);
  const loaded = loadCatalog(options.eventsDir ?? EVENTS_DIR);
  const catalog = buildCatalog(
    await seedEvents(db, loaded.events, now(), loaded.problems),
    loaded.problems,
  );
  catalog.problems.forEach((problem) => app.log.warn(`event config ${problem}`));

  const secret = options.paymentSecret ?? (await generatedSetting(db, 'payment_secret', 32));
  const sandbox = new SandboxProvider({
    secret,
    cashierPath: `${bases.b}/sandbox/cashier`,
    log: app.log,
  });
  const outbox = sandboxOn ? new ProviderOutbox(db, sandbox, app.log, now) : null;
  if (outbox) app.addHook('onClose', () => outbox.close());

  const appConfig = loadAppConfig(APP_CONFIG_FILE);
  const ctx: AppContext = {
    db,
    catalog,
    now,
    production,
    secret,
    log: app.log,
    smsLimits: smsLimitsFrom(options.smsLimits),
    sendSms:
      options.sendSms ?? (options.smsToConsole ? consoleSmsSender() : logOnlySmsSender(app.log)),
    devCodes: options.devRoutes ? new Map() : null,
    payments: sandboxOn ? sandbox : null,
    refundDelayMs: options.refundDelayMs ?? 2000,
    outbox,
    pickupStaffCode: await pickupStaffCode(db, options.pickupStaffCode, production),
    appConfig,
  };

  await app.register(formbody);
  app.decorateRequest('lang', 'zh-CN');
  app.addHook('onRequest', async (req) => {
    req.lang = resolveLang(req.headers['app-language']);
  });
  registerSecurityHeaders(app, options.hostOrigins ?? appConfig.hostOrigins);
  // Lets a client that kept an answer (a field file) hear 304 instead of it again. Weak, as it is
  // taken before compression; registered first so that it sees the answer uncompressed.
  await app.register(etag, { weak: true });
  await registerCompression(app);
  installErrorHandling(app, [bases.a, bases.b]);
  installInputGuard(app);

  addApiSchemas(app, loadSchemas(options.schemasDir ?? API_SCHEMAS_DIR));
  installAuth(app, (req) => authenticate(db, req, now()));
  decorateApiRoutes(app);
  const methods = collectAllowedMethods(app);
  for (const area of [...API_AREAS, ...(options.devRoutes ? [devRoutes] : [])]) {
    await app.register(area, { ctx, bases });
  }
  if (sandboxOn) await app.register(sandboxRoutes, { ctx, bases, sandbox });

  const staticDir = options.staticDir;
  if (staticDir && existsSync(join(staticDir, 'index.html'))) {
    await registerStaticApp(app, staticDir);
  } else {
    app.get('/', async (req, reply) =>
      reply.type('text/html; charset=utf-8').send(renderPlaceholder(req.lang)),
    );
  }
  methods.answerWrongMethods();

  sandbox.connect(async (fields) => {
    const response = await app.inject({
      method: 'POST',
      url: `${bases.b}/payorder/notify`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    if (response.statusCode !== 200)
      throw new Error(`notify answered ${response.statusCode}: ${response.body}`);
  });
  // Refund requests a crash or a restart left pending go out now.
  app.addHook('onReady', async () => outbox?.wake());
  return app;
}
