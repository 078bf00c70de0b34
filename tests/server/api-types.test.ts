import Fastify from 'fastify';
import { afterAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { Api } from '../../core/generated/api';
import {
  envelopeSchema,
  requestSchema,
  responseSchema,
  type ApiTypeProvider,
} from '../../server/http/api-route';
import { addApiSchemas, loadSchemas } from '../../server/http/schemas';
import { API_SCHEMAS_DIR } from '../../server/paths';

// The type checks below are enforced by `tsc`; the requests show the same schemas at work.
describe('routes typed by the API schemas they are checked with', () => {
  const app = Fastify({ ajv: { customOptions: { allowUnionTypes: true } } });
  addApiSchemas(app, loadSchemas(API_SCHEMAS_DIR));
  const typed = app.withTypeProvider<ApiTypeProvider>();
  afterAll(() => app.close());

  typed.get('/teams', {
    schema: { querystring: requestSchema('team/lists') },
    handler: async (req) => {
      // Fields with a schema default are always there; others stay optional.
      expectTypeOf(req.query.page).toEqualTypeOf<number>();
      expectTypeOf(req.query.matchEventID).toEqualTypeOf<number | undefined>();
      // @ts-expect-error a field the request schema does not have
      expectTypeOf(req.query.eventKey).toBeUnknown();
      return { page: req.query.page, pageSize: req.query.pageSize };
    },
  });

  typed.post('/pay', {
    schema: {
      body: requestSchema('sandbox/pay'),
      response: { 200: envelopeSchema('sandbox/pay') },
    },
    handler: async (req) => {
      expectTypeOf(req.body.outcome).toEqualTypeOf<'approve' | 'decline'>();
      const data: Api['sandbox/pay']['response'] = {
        tradeNo: req.body.tradeNo,
        status: req.body.outcome === 'approve' ? 'approved' : 'declined',
        returnUrl: null,
      };
      return { data };
    },
  });

  typed.get('/health', {
    schema: { response: { 200: responseSchema('system/health') } },
    handler: async () => ({ ok: true as const }),
  });

  it('fills the defaults the handler counts on', async () => {
    const response = await app.inject({ url: '/teams?matchEventID=3' });
    expect(response.json()).toEqual({ page: 1, pageSize: 50 });
  });

  it('refuses a body its schema does not allow and sends only what the response has', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: '/pay',
      payload: { tradeNo: 'T1', outcome: 'maybe' },
    });
    expect(refused.statusCode).toBe(400);
    const paid = await app.inject({
      method: 'POST',
      url: '/pay',
      payload: { tradeNo: 'T1', outcome: 'approve', extra: 'dropped' },
    });
    expect(paid.json()).toEqual({
      data: { tradeNo: 'T1', status: 'approved', returnUrl: null },
    });
  });

  it('answers an endpoint without the envelope when its route says so', async () => {
    expect((await app.inject({ url: '/health' })).json()).toEqual({ ok: true });
  });

  // Checked by `tsc` alone: the routes are never started.
  it('does not compile an answer that breaks the response schema', () => {
    const unstarted = Fastify().withTypeProvider<ApiTypeProvider>();
    // @ts-expect-error `ok` is the constant true, and the answer is wrapped in `data`
    unstarted.get('/health', {
      schema: { response: { 200: envelopeSchema('system/health') } },
      handler: async () => ({ ok: 'yes' }),
    });
    // @ts-expect-error the response needs its status and return address
    unstarted.get('/pay', {
      schema: { response: { 200: responseSchema('sandbox/pay') } },
      handler: async () => ({ tradeNo: 'T1' }),
    });
  });
});
