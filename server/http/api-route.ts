import type { FastifyInstance, FastifyRequest, FastifyTypeProvider } from 'fastify';
import type { Api, ApiRequestDefaults } from '../../core/generated/api';
import type { Lang } from '../i18n/index';

export type Method = 'GET' | 'POST';

export interface Call<Input> {
  input: Input;
  lang: Lang;
  /** The logged-in runner; 0 on routes without `auth`. */
  runnerId: number;
  req: FastifyRequest;
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

/**
 * A route's query or body schema: the request part of its endpoint's document, which
 * `addApiSchemas` registered under the endpoint's path.
 */
export interface RequestSchema<K extends Endpoint> {
  $ref: `${K}#/properties/request`;
}

/** The response part of an endpoint's document, for an answer sent as it is (a field file). */
export interface ResponseSchema<K extends Endpoint> {
  $ref: `${K}#/properties/response`;
}

/** The success envelope `{ data: <response> }` of a JSON route. */
export interface EnvelopeSchema<K extends Endpoint> {
  type: 'object';
  properties: { data: ResponseSchema<K> };
  required: ['data'];
  additionalProperties: false;
}

export const requestSchema = <K extends Endpoint>(endpoint: K): RequestSchema<K> => ({
  $ref: `${endpoint}#/properties/request`,
});

export const responseSchema = <K extends Endpoint>(endpoint: K): ResponseSchema<K> => ({
  $ref: `${endpoint}#/properties/response`,
});

export const envelopeSchema = <K extends Endpoint>(endpoint: K): EnvelopeSchema<K> => ({
  type: 'object',
  properties: { data: responseSchema(endpoint) },
  required: ['data'],
  additionalProperties: false,
});

/**
 * Types a route from the schemas above, so that `withTypeProvider<ApiTypeProvider>()` gives
 * `req.query`/`req.body` the endpoint's input and checks what the handler answers against its
 * response. Another schema (one written out in the route) leaves its part `unknown`.
 */
export interface ApiTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends RequestSchema<infer K> ? Input<K> : unknown;
  serializer: this['schema'] extends EnvelopeSchema<infer K>
    ? { data: Api[K]['response'] }
    : this['schema'] extends ResponseSchema<infer K>
      ? Api[K]['response']
      : unknown;
}

interface RouteOptions<K extends Endpoint> {
  method: Method;
  auth?: boolean;
  /** Where the request schema applies; by default the query for GET and the body for POST. */
  input?: 'query' | 'body';
  handler(call: Call<Input<K>>): Promise<Api[K]['response']>;
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
  }
}

/**
 * Gives every plugin `api`. Called on an area's own instance, `api` adds the route there, so the
 * area's hooks apply to it.
 */
export function decorateApiRoutes(app: FastifyInstance): void {
  app.decorate(
    'api',
    function api(
      this: FastifyInstance,
      base: string,
      route: ApiRoute<Endpoint> | SharedSchemaRoute<Endpoint>,
    ): void {
      const endpoint = 'schema' in route ? route.schema : route.path;
      const options = {
        method: route.method,
        url: `${base}/${route.path}`,
        config: { auth: route.auth ?? false },
      };
      const response = { 200: envelopeSchema(endpoint) };
      const answer = async (input: Input<Endpoint>, req: FastifyRequest) => ({
        data: await route.handler({ input, lang: req.lang, runnerId: req.runnerId, req }),
      });
      const typed = this.withTypeProvider<ApiTypeProvider>();
      if ((route.input ?? (route.method === 'GET' ? 'query' : 'body')) === 'query') {
        typed.route({
          ...options,
          schema: { querystring: requestSchema(endpoint), response },
          handler: (req) => answer(req.query, req),
        });
      } else {
        typed.route({
          ...options,
          schema: { body: requestSchema(endpoint), response },
          handler: (req) => answer(req.body, req),
        });
      }
    },
  );
}
