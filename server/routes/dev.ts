import { apiError } from '../http/errors';
import { normalizePhone } from '../services/auth';
import { captchaAnswer } from '../services/captcha';
import { drawLottery, findEvent, lapseUnpaidWinners } from '../services/lottery';
import { describeProblem, importResults, ResultsFileError } from '../services/results';
import { decideRefund } from '../services/refunds';
import { collectPack } from '../services/pickup';
import { expireInvite } from '../services/teams';
import type { Area } from './types';

/**
 * Helpers for end-to-end tests, registered only outside production: the last SMS code and a
 * captcha's answer (no SMS gateway or eyes needed), the lottery draw and the lapse of unpaid drawn
 * places (at a chosen instant, so no test waits for a deadline) for in-memory databases that
 * `npm run draw` cannot reach, staff refund decisions (`npm run refunds`) and the pack collection
 * of `npm run pickup -- collect` likewise, and beans for a runner.
 */
export const devRoutes: Area = async (app, { ctx, bases }) => {
  app.api(bases.b, {
    method: 'GET',
    path: 'dev/last-code',
    schema: 'dev/lastCode',
    handler: async ({ input }) => {
      const phone = normalizePhone(input.phone) ?? input.phone;
      const last = ctx.devCodes?.get(phone);
      return { phone, code: last?.code ?? null, sentAt: last?.sentAt.toISOString() ?? null };
    },
  });

  app.api(bases.b, {
    method: 'GET',
    path: 'dev/captcha',
    handler: async ({ input }) => ({ id: input.id, answer: await captchaAnswer(ctx.db, input.id) }),
  });

  app.api(bases.b, {
    method: 'POST',
    path: 'dev/draw',
    handler: async ({ input }) => {
      const event = await findEvent(ctx.db, input.event);
      if (!event || event.mode !== 'lottery') throw apiError('eventNotFound');
      return drawLottery(ctx.db, event, ctx.now());
    },
  });

  app.api(bases.b, {
    method: 'POST',
    path: 'dev/lapse',
    handler: async ({ input }) => {
      const event = await findEvent(ctx.db, input.event);
      if (!event || event.mode !== 'lottery') throw apiError('eventNotFound');
      const at = input.at === undefined ? ctx.now() : new Date(input.at);
      if (Number.isNaN(at.getTime())) throw apiError('badParameter', { field: 'at' });
      const texts = new Map<string, string>();
      const result = await lapseUnpaidWinners(ctx.db, event, at, async (phone, text) => {
        texts.set(phone, text);
        await ctx.sendSms(phone, text);
      });
      return {
        lapsed: result.lapsed,
        returned: result.returned,
        offered: result.offered.map((place) => ({
          applicationId: place.applicationId,
          lang: place.lang,
          payDeadline: place.payDeadline.toISOString(),
          sms: texts.get(place.phone) ?? '',
        })),
      };
    },
  });

  app.api(bases.b, {
    method: 'POST',
    path: 'dev/importResults',
    handler: async ({ input }) => {
      const event = ctx.catalog.byRef(input.event);
      if (!event) throw apiError('eventNotFound');
      try {
        return await importResults(ctx.db, event, input.csv, ctx.now());
      } catch (error) {
        if (!(error instanceof ResultsFileError)) throw error;
        const lines = error.problems.map((p) => `line ${p.line}: ${describeProblem(p.problem)}`);
        throw apiError('badParameter', { field: lines.join('; ') });
      }
    },
  });

  app.api(bases.b, {
    method: 'POST',
    path: 'dev/refunds',
    handler: async ({ input }) => {
      const result = await decideRefund(
        ctx.db,
        { requestId: input.id, decision: input.decision, reason: input.reason },
        ctx.now(),
        ctx.refundDelayMs,
      );
      ctx.outbox?.wake();
      return result;
    },
  });

  app.api(bases.b, {
    method: 'POST',
    path: 'dev/beans',
    handler: async ({ input }) => {
      const phone = normalizePhone(input.phone);
      if (!phone) throw apiError('invalidPhone');
      const row = await ctx.db
        .updateTable('runner')
        .set({ beans: input.beans })
        .where('phone', '=', phone)
        .returning(['phone', 'beans'])
        .executeTakeFirst();
      if (!row) throw apiError('badParameter', { field: 'phone' });
      return row;
    },
  });

  app.api(bases.b, {
    method: 'POST',
    path: 'dev/collect',
    handler: async ({ input }) => {
      const result = await collectPack(ctx.db, input.registration, ctx.now());
      return {
        status: result.status,
        collectedAt: 'collectedAt' in result ? result.collectedAt.toISOString() : null,
      };
    },
  });

  app.api(bases.b, {
    method: 'POST',
    path: 'dev/expireInvite',
    handler: async ({ input }) => {
      const at = input.at === undefined ? ctx.now() : new Date(input.at);
      if (Number.isNaN(at.getTime())) throw apiError('badParameter', { field: 'at' });
      if (!(await expireInvite(ctx.db, input.code, at))) throw apiError('inviteInvalid');
      return { code: input.code, expiredAt: at.toISOString() };
    },
  });
};
