import { apiError } from '../http/errors';
import { normalizePhone, requestToken, revokeToken } from '../services/auth';
import { consumeCaptcha, createCaptcha } from '../services/captcha';
import {
  CODE_TTL_MINUTES,
  RESEND_AFTER_SECONDS,
  checkLoginCode,
  sendLoginCode,
} from '../services/sms';
import type { Area } from './types';

function phoneOrThrow(raw: string): string {
  const phone = normalizePhone(raw);
  if (!phone) throw apiError('invalidPhone');
  return phone;
}

export const loginRoutes: Area = async (app, { ctx, bases }) => {
  app.api(bases.b, {
    method: 'GET',
    path: 'captcha/code',
    handler: () => createCaptcha(ctx.db, ctx.now()),
  });

  app.api(bases.b, {
    method: 'GET',
    path: 'message/code',
    handler: async ({ input, lang, req }) => {
      const phone = phoneOrThrow(input.phone);
      if (!(await consumeCaptcha(ctx.db, input.captchaId, input.captchaCode, ctx.now()))) {
        throw apiError('captchaWrong');
      }
      await sendLoginCode(ctx, phone, req.ip, lang);
      return { sent: true, resendAfter: RESEND_AFTER_SECONDS, expiresIn: CODE_TTL_MINUTES * 60 };
    },
  });

  app.api(bases.b, {
    method: 'GET',
    path: 'message/check',
    handler: async ({ input }) => {
      const phone = phoneOrThrow(input.phone);
      const login = await checkLoginCode(ctx, phone, input.code);
      return {
        token: login.token,
        expiresAt: login.expiresAt.toISOString(),
        runner: { id: login.runnerId, phone },
      };
    },
  });

  app.api(bases.b, {
    method: 'POST',
    path: 'user/logout',
    auth: true,
    // Nothing to send: a bodyless POST is fine.
    input: 'query',
    handler: async ({ req }) => {
      await revokeToken(ctx.db, requestToken(req));
      return { loggedOut: true };
    },
  });

  app.api(bases.a, {
    method: 'GET',
    path: 'matchH5/userInfo',
    auth: true,
    handler: async ({ runnerId }) => {
      const runner = await ctx.db
        .selectFrom('runner')
        .select(['id', 'phone', 'beans', 'created_at'])
        .where('id', '=', runnerId)
        .executeTakeFirstOrThrow();
      return {
        id: runner.id,
        phone: runner.phone,
        beans: runner.beans,
        createdAt: runner.created_at.toISOString(),
      };
    },
  });
};
