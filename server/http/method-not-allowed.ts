import type { FastifyInstance } from 'fastify';
import { apiError } from './errors';

const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks the routes this module adds, so that they do not count as allowed methods. */
    wrongMethod?: boolean;
  }
}

/**
 * Learns each URL's methods from the routes as any plugin adds them. `answerWrongMethods`, called
 * once after the last route, makes every other method of a known URL answer 405 with `Allow`
 * instead of Fastify's 404. Wildcard routes (the built app's files) name no path of their own.
 */
export function collectAllowedMethods(app: FastifyInstance): { answerWrongMethods(): void } {
  const allowed = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    if (route.config?.wrongMethod || route.url.includes('*')) return;
    const known = allowed.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) known.add(method);
    allowed.set(route.url, known);
  });
  return {
    answerWrongMethods() {
      for (const [url, known] of allowed) {
        const allow = [...known].join(', ');
        app.route({
          method: ALL_METHODS.filter((method) => !known.has(method)),
          url,
          config: { wrongMethod: true },
          handler: async (req, reply) => {
            reply.header('allow', allow);
            throw apiError('methodNotAllowed', { method: req.method });
          },
        });
      }
    },
  };
}
