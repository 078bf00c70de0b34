import type { Area } from './types';

/** The health check of a load balancer or a process manager: answers while the server is up. */
export const healthRoutes: Area = async (app, { bases }) => {
  app.api(bases.b, {
    method: 'GET',
    path: 'health',
    schema: 'system/health',
    handler: async () => ({ ok: true }),
  });
};
