import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Api, ApiRequestDefaults } from '../../core/generated/api';
import type { Lang } from '../i18n/index';
import { apiError } from './errors';
import { envelopeSchema, requestSchema, type ApiSchemaDoc, type SchemaStore } from './schemas';

export type Method = 'GET' | 'POST';
const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export interface Call<Input> {
  input: Input;
  lang: Lang;
  /** The logged-in runner; 0 on routes without `auth`. */
  runnerId: number;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** An endpoint of schemas/api by its path there, e.g. `matchH5/detailSimple`. */
export type Endpoint = Exclude<keyof Api, 'error'>;

type Request<K extends Endpoint> = Api[K]['request'];
type Filled<K extends Endpoint> = K extends keyof ApiRequestDefaults
  ? ApiRequestDefaults[K]
  : never;

/** The request as a handler gets it: validated, with the schema's defaults filled in. */
export type Input<K extends Endpoint> = Request<K> & {
  [F in Filled<K> & keyof Request<K>]: Exclude<Request<K>[F], undefined>;
};

interface RouteOptions<K extends Endpoint> {
  method: Method;
  auth?: boolean;
  /** Where the request schema applies; by default the query for GET and the body for POST. */
  input?: 'query' | 'body';
  /** Answers the endpoint's response; a handler that answered by itself (a redirect) returns the reply. */
  handler(call: Call<Input<K>>): Promise<Api[K]['response'] | FastifyReply>;
}

/** A route whose path below the base names its schema file. */
export interface ApiRoute<K extends Endpoint> extends RouteOptions<K> {
  path: K;
}

/** A route at another path that shares the schema file `schema` (one schema, several channels). */
export interface SharedSchemaRoute<K extends Endpoint> extends RouteOptions<K> {
  path: string;
  schema: K;
}

/**
 * Registers routes under a base prefix, wires their schemas, and remembers every path so that
 * a wrong method answers 405 instead of Fastify's 404.
 */
export class Router {
  private readonly methods = new Map<string, Set<string>>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly schemas: SchemaStore,
  ) {}

  /** A JSON route: input is the query (GET) or the body (POST); the result is sent as `{ data }`. */
  api<K extends Endpoint>(base: string, route: ApiRoute<K>): void;
  api<K extends Endpoint>(base: string, route: SharedSchemaRoute<K>): void;
  api<K extends Endpoint>(base: string, route: ApiRoute<K> | SharedSchemaRoute<K>): void {
    const doc = this.doc('schema' in route ? route.schema : route.path);
    const input = route.input ?? (route.method === 'GET' ? 'query' : 'body');
    this.raw(route.method, `${base}/${route.path}`, {
      schema: {
        [input === 'query' ? 'querystring' : 'body']: requestSchema(doc),
        response: { 200: envelopeSchema(doc) },
      },
      config: { auth: route.auth ?? false },
      handler: async (req, reply) => {
        const data = await route.handler({
          input: (input === 'query' ? req.query : req.body) as Input<K>,
          lang: req.lang,
          runnerId: req.runnerId,
          req,
          reply,
        });
        // A handler that answered by itself (a redirect) has nothing to wrap.
        return reply.sent ? reply : { data };
      },
    });
  }

  /** The schema document of an endpoint, for routes that are not plain `{ data }` JSON. */
  doc(name: string): ApiSchemaDoc {
    const doc = this.schemas.get(name);
    if (!doc) throw new Error(`schemas/api/${name}.schema.json is missing`);
    return doc;
  }

  /** Any other route (pages, redirects, files, 501 answers). */
  raw(
    method: Method,
    url: string,
    options: RouteShorthandOptions & {
      handler: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    },
  ): void {
    this.app.route({ method, url, ...options });
    const known = this.methods.get(url) ?? new Set<string>();
    known.add(method);
    if (method === 'GET') known.add('HEAD');
    this.methods.set(url, known);
  }

  /** Call once after all routes: every other method of a known path answers 405. */
  addMethodNotAllowed(): void {
    for (const [url, known] of this.methods) {
      const others = ALL_METHODS.filter((method) => !known.has(method));
      const allow = [...known].join(', ');
      this.app.route({
        method: others,
        url,
        handler: async (req, reply) => {
          reply.header('allow', allow);
          throw apiError('methodNotAllowed', { method: req.method });
        },
      });
    }
  }
}
