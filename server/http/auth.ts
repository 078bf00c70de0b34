import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in runner on routes with `config.auth`; 0 on the others. */
    runnerId: number;
  }
  interface FastifyContextConfig {
    /** Only a logged-in runner may call the route: without a valid token it answers 401. */
    auth?: boolean;
  }
}

export type Authenticate = (req: FastifyRequest) => Promise<number>;

/**
 * Routes marked `config: { auth: true }` learn their runner before the handler runs. The hook
 * runs after validation, so that a malformed request reads 400 whether or not it is logged in.
 */
export function installAuth(app: FastifyInstance, authenticate: Authenticate): void {
  app.decorateRequest('runnerId', 0);
  app.addHook('preHandler', async (req) => {
    if (req.routeOptions.config.auth) req.runnerId = await authenticate(req);
  });
}
