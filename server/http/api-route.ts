import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Api, ApiRequestDefaults } from '../../core/generated/api';
import type { Lang } from '../i18n/index';
import { envelopeSchema, requestSchema, type ApiSchemaDoc, type SchemaStore } from './schemas';

export type Method = 'GET' | 'POST';

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

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A JSON route of schemas/api under `base`: its input is the query (GET) or the body (POST),
     * checked by the endpoint's request schema; its result is sent as `{ data }`.
     */
    api<K extends Endpoint>(base: string, route: ApiRoute<K>): void;
    api<K extends Endpoint>(base: string, route: SharedSchemaRoute<K>): void;
    /** The schema document of an endpoint, for routes that are not plain `{ data }` JSON. */
    apiSchema(name: string): ApiSchemaDoc;
  }
}

/**
 * Gives every plugin `api` and `apiSchema`. Called on an area's own instance, `api` adds the
 * route there, so the area's hooks apply to it.
 */
export function decorateApiRoutes(app: FastifyInstance, schemas: SchemaStore): void {
  app.decorate('apiSchema', (name: string): ApiSchemaDoc => {
    const doc = schemas.get(name);
    if (!doc) throw new Error(`schemas/api/${name}.schema.json is missing`);
    return doc;
  });
  app.decorate(
    'api',
    function api(
      this: FastifyInstance,
      base: string,
      route: ApiRoute<Endpoint> | SharedSchemaRoute<Endpoint>,
    ): void {
      const doc = this.apiSchema('schema' in route ? route.schema : route.path);
      const input = route.input ?? (route.method === 'GET' ? 'query' : 'body');
      this.route({
        method: route.method,
        url: `${base}/${route.path}`,
        schema: {
          [input === 'query' ? 'querystring' : 'body']: requestSchema(doc),
          response: { 200: envelopeSchema(doc) },
        },
        config: { auth: route.auth ?? false },
        handler: async (req, reply) => {
          const data = await route.handler({
            input: (input === 'query' ? req.query : req.body) as Input<Endpoint>,
            lang: req.lang,
            runnerId: req.runnerId,
            req,
            reply,
          });
          // A handler that answered by itself (a redirect) has nothing to wrap.
          return reply.sent ? reply : { data };
        },
      });
    },
  );
}
