import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { installErrorHandling } from '../../server/http/error-handler';
import { collectAllowedMethods } from '../../server/http/method-not-allowed';

describe('a wrong method on a known path', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  /** A server whose routes come from a plugin this module has never heard of. */
  async function serverWith(routes: (plugin: FastifyInstance) => void): Promise<FastifyInstance> {
    app = Fastify();
    app.decorateRequest('lang', 'en-US');
    installErrorHandling(app, ['/api']);
    const methods = collectAllowedMethods(app);
    await app.register(async (plugin) => routes(plugin), { prefix: '/api' });
    methods.answerWrongMethods();
    await app.ready();
    return app;
  }

  it('answers 405 with every method the path has, learnt from the routes as they are added', async () => {
    await serverWith((plugin) => {
      plugin.get('/thing', async () => 'read');
      plugin.post('/thing', async () => 'written');
      plugin.post('/other/:id', async () => 'other');
    });
    const put = await app.inject({ method: 'PUT', url: '/api/thing' });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD, POST');
    expect(put.json()).toEqual({
      error: { code: 405, sub_code: 40502, message: 'Method PUT is not allowed here' },
    });
    const get = await app.inject({ method: 'GET', url: '/api/other/7' });
    expect([get.statusCode, get.headers.allow]).toEqual([405, 'POST']);
    expect((await app.inject({ method: 'POST', url: '/api/thing' })).body).toBe('written');
  });

  it('leaves unknown paths and wildcard routes to the not-found answer', async () => {
    await serverWith((plugin) => {
      plugin.get('/files/*', async () => 'a file');
    });
    const unknown = await app.inject({ method: 'POST', url: '/api/nothing' });
    expect([unknown.statusCode, unknown.json().error.sub_code]).toEqual([404, 40401]);
    const file = await app.inject({ method: 'POST', url: '/api/files/a.png' });
    expect(file.statusCode).toBe(404);
  });
});
