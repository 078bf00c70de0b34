import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { DEFAULT_SMS_LIMITS, type AppContext, type SmsLimits, type SmsSender } from './context';
import { openDatabase, type Database, type DatabaseOptions } from './db/connect';
import { migrateToLatest } from './db/migrate';
import type { Db } from './db/types';
import { buildCatalog, loadCatalog } from './events/catalog';
import { seedEvents } from './events/seed';
import { installErrorHandling } from './http/error-handler';
import { renderPlaceholder } from './http/html';
import { Router } from './http/router';
import { loadSchemas } from './http/schemas';
import { resolveLang, type Lang } from './i18n/index';
import { API_SCHEMAS_DIR, EVENTS_DIR } from './paths';
import { SandboxProvider } from './payments/sandbox';
import { registerApplicationRoutes } from './routes/applications';
import { registerCommitteeRoutes } from './routes/committee';
import { registerDevRoutes } from './routes/dev';
import { registerEventRoutes } from './routes/events';
import { registerLinkmanRoutes } from './routes/linkmen';
import { registerLoginRoutes } from './routes/login';
import { registerNotYetImplemented } from './routes/not-yet-implemented';
import { registerPaymentRoutes } from './routes/payments';
import { registerSandboxRoutes } from './routes/sandbox';
import { registerUploadRoutes, MAX_UPLOAD_BYTES } from './routes/uploads';
import type { Bases } from './routes/types';
import { authenticate } from './services/auth';

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
  /** Production drops the dev routes and keeps SMS codes out of the log. */
  production?: boolean;
  /**
   * The sandbox cashier approves payments without money, so it runs in production only when
   * asked for; without it, payment routes answer 503. Default: on outside production.
   */
  sandboxPayments?: boolean;
  baseA?: string;
  baseB?: string;
  /** Secret for signing payment callbacks; by default one is generated once and kept in the database. */
  paymentSecret?: string;
  now?: () => Date;
  /** Log level (`info`, `warn`, …); no logging without it. */
  logLevel?: string;
  smsLimits?: Partial<SmsLimits>;
  sendSms?: SmsSender;
  refundDelayMs?: number;
  trustProxy?: boolean;
  bodyLimit?: number;
}

/** Form bodies and JSON are small; only uploads (multipart, limited separately) are large. */
export const DEFAULT_BODY_LIMIT = 100 * 1024;

async function paymentSecret(db: Db): Promise<string> {
  await db
    .insertInto('setting')
    .values({ key: 'payment_secret', value: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('setting')
    .select('value')
    .where('key', '=', 'payment_secret')
    .executeTakeFirstOrThrow();
  return row.value;
}

/** Keeps tokens given in the query (full-page payment routes) out of the logs. */
function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/g, '$1[redacted]');
}

export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const production = options.production ?? process.env.NODE_ENV === 'production';
  const bases: Bases = { a: options.baseA ?? '/api/v2', b: options.baseB ?? '/api' };
  const now = options.now ?? (() => new Date());
  const sandboxOn = options.sandboxPayments ?? !production;

  const app = Fastify({
    logger: options.logLevel
      ? {
          level: options.logLevel,
          serializers: {
            req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
          },
        }
      : false,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    ajv: { customOptions: { allowUnionTypes: true } },
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

  const sandbox = new SandboxProvider({
    secret: options.paymentSecret ?? (await paymentSecret(db)),
    cashierPath: `${bases.b}/sandbox/cashier`,
    refundDelayMs: options.refundDelayMs ?? 2000,
    log: app.log,
  });
  app.addHook('onClose', async () => sandbox.close());

  const ctx: AppContext = {
    db,
    catalog,
    now,
    production,
    log: app.log,
    smsLimits: { ...DEFAULT_SMS_LIMITS, ...options.smsLimits },
    sendSms:
      options.sendSms ??
      (async (phone, text) => {
        // Without an SMS gateway the code goes to the log, and only outside production.
        if (production)
          app.log.info({ phone: `${phone.slice(0, 3)}****${phone.slice(-4)}` }, 'SMS code issued');
        else app.log.info({ phone }, `SMS to ${phone}: ${text}`);
      }),
    devCodes: production ? null : new Map(),
    payments: sandboxOn ? sandbox : null,
  };

  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 } });
  app.decorateRequest('lang', 'zh-CN');
  app.addHook('onRequest', async (req) => {
    req.lang = resolveLang(req.headers['app-language']);
  });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
  });
  installErrorHandling(app, [bases.a, bases.b]);

  const router = new Router(app, loadSchemas(options.schemasDir ?? API_SCHEMAS_DIR), (req) =>
    authenticate(db, req, now()),
  );
  router.api(bases.b, {
    method: 'GET',
    path: 'health',
    schema: 'system/health',
    handler: async () => ({ ok: true }),
  });
  for (const register of [
    registerLoginRoutes,
    registerEventRoutes,
    registerLinkmanRoutes,
    registerApplicationRoutes,
    registerCommitteeRoutes,
    registerPaymentRoutes,
    registerUploadRoutes,
    registerNotYetImplemented,
    ...(production ? [] : [registerDevRoutes]),
  ]) {
    register(router, ctx, bases);
  }
  if (sandboxOn) registerSandboxRoutes(router, ctx, bases, sandbox);

  const staticDir = options.staticDir;
  if (staticDir && existsSync(join(staticDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: staticDir });
  } else {
    router.raw('GET', '/', {
      handler: async (req, reply) =>
        reply.type('text/html; charset=utf-8').send(renderPlaceholder(req.lang)),
    });
  }
  router.addMethodNotAllowed();

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
  return app;
}
