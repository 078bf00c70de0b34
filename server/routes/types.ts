import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';

/** The two URL prefixes of the API (SPEC section 7): base A (`/api/v2`) and base B (`/api`). */
export interface Bases {
  a: string;
  b: string;
}

export interface AreaOptions {
  ctx: AppContext;
  bases: Bases;
}

/**
 * One area of the API as a Fastify plugin of its own: its routes, and any hook it adds, live in
 * its file and apply to it alone. An area's routes may sit under either base (the URLs are the
 * public API's), so each route names its base instead of the area taking one prefix.
 */
export type Area<Extra extends object = object> = FastifyPluginAsync<AreaOptions & Extra>;
