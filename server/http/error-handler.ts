import type { FastifyError, FastifyInstance } from 'fastify';
import { t, type Lang } from '../i18n/index';
import type { ApiError as ErrorBody } from '../../core/generated/api';
import { ApiError, ERRORS, RETRY_AFTER_SECONDS, apiError, type ErrorKind } from './errors';

export type { ErrorBody };

function body(status: number, subCode: number, message: string): ErrorBody {
  return { error: { code: status, sub_code: subCode, message } };
}

export function renderApiError(error: ApiError, lang: Lang): ErrorBody {
  const params = typeof error.params === 'function' ? error.params(lang) : error.params;
  const rendered = body(error.status, error.subCode, t(lang, error.messageKey, params));
  if (error.fields) rendered.error.fields = error.fields(lang);
  return rendered;
}

/** Field named by the first schema error, for "Invalid parameter: <field>". */
function invalidField(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return '?';
  const missing = (first.params as { missingProperty?: string }).missingProperty;
  const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  return missing ?? (path || error.validationContext || '?');
}

const BY_STATUS: Partial<Record<number, ErrorKind>> = {
  400: 'malformedBody',
  401: 'notLoggedIn',
  404: 'routeNotFound',
  406: 'malformedBody',
  413: 'bodyTooLarge',
  415: 'unsupportedMediaType',
};

/** The SQLSTATE of a database error (`22…` is a value the database cannot take). */
function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * The database dropped the connection, is shutting down or has no room for one more: the
 * transaction did not commit, so the request may simply be made again.
 */
function databaseUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  if (state) return /^(?:08|57P|53)/.test(state);
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    (typeof message === 'string' && message.startsWith('Connection terminated'))
  );
}

/** Any thrown value as an API error; a Fastify or plugin error keeps its 4xx meaning. */
function toApiError(error: unknown, path: string): ApiError | null {
  if (error instanceof ApiError) return error;
  if (databaseUnavailable(error)) return apiError('databaseUnavailable');
  // A value that slipped past the schemas (out of range, bad encoding): the client's fault.
  if (sqlState(error)?.startsWith('22')) return apiError('badParameter', { field: '?' });
  const fastifyError = error as FastifyError;
  if (fastifyError.validation)
    return apiError('badParameter', { field: invalidField(fastifyError) });
  const status = fastifyError.statusCode ?? 500;
  if (status === 404) return apiError('routeNotFound', { path });
  const kind = BY_STATUS[status];
  return kind ? apiError(kind) : null;
}

/** Errors always leave as `{ error: { code, sub_code, message } }`, never with a stack. */
export function installErrorHandling(app: FastifyInstance, apiPrefixes: string[]): void {
  app.setErrorHandler((error, req, reply) => {
    const known = toApiError(error, req.url.split('?')[0]);
    if (known) {
      const retryAfter = known.retryAfter ?? RETRY_AFTER_SECONDS[known.kind];
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      // A lost connection is worth a warning; a runner told to wait their turn is not.
      if (RETRY_AFTER_SECONDS[known.kind] !== undefined) {
        req.log.warn({ sqlState: sqlState(error), errorType: (error as Error).name }, known.kind);
      }
      return reply.status(known.status).send(renderApiError(known, req.lang));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(status, status * 100, t(req.lang, 'error.generic')));
    }
    // A database error's message, detail and query may quote the row's values (names, ID
    // numbers, phones): only its kind and code are logged.
    const state = sqlState(error);
    if (state)
      req.log.error({ sqlState: state, errorType: (error as Error).name }, 'request failed');
    else req.log.error({ err: error }, 'request failed');
    const [code, subCode] = ERRORS.internal;
    return reply.status(code).send(body(code, subCode, t(req.lang, 'error.internal')));
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    const underApi = apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    if (!underApi) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.status(404).send(renderApiError(apiError('routeNotFound', { path }), req.lang));
  });
}
