import type { AppContext } from '../context';
import type { Lang } from '../i18n/index';
import { pageRange } from '../services/caps';
import { actionsFor } from '../services/order-state';
import { channelsForCurrency } from '../services/payments';
import {
  apply,
  applicationView,
  applicationViews,
  cancelApplication,
  eventOrThrow,
  groupEntryOfRow,
  listApplications,
  newApplicationView,
  ownedApplication,
  updateApplication,
} from '../services/applications';
import type { Area } from './types';

/** Payment channels per app source: the mini-program hosts pay only through their own wallet. */
const HOST_CHANNEL: Record<string, string> = {
  'wechat-mini': 'messaging',
  'alipay-mini': 'wallet',
};

export async function ownedView(
  ctx: AppContext,
  runnerId: number,
  applicationId: number,
  lang: Lang,
) {
  return applicationView(
    ctx.db,
    await ownedApplication(ctx.db, runnerId, applicationId, ctx.now()),
    lang,
    ctx.now(),
  );
}

export const applicationRoutes: Area = async (app, { ctx, bases }) => {
  app.api(bases.a, {
    method: 'POST',
    path: 'matchH5/apply',
    auth: true,
    handler: async ({ input, runnerId, lang }) =>
      newApplicationView(await apply(ctx, runnerId, input, lang), lang, ctx.now()),
  });

  app.api(bases.a, {
    method: 'GET',
    path: 'matchH5/detailApplication',
    auth: true,
    handler: ({ input, runnerId, lang }) => ownedView(ctx, runnerId, input.applicationID, lang),
  });

  app.api(bases.a, {
    method: 'GET',
    path: 'matchH5/detailApplicationv2',
    auth: true,
    handler: async ({ input, runnerId, lang, req }) => {
      const row = await ownedApplication(ctx.db, runnerId, input.applicationID, ctx.now());
      const event = eventOrThrow(ctx, row.event_id);
      const source = String(req.headers['app-source'] ?? 'h5');
      const hostChannel = HOST_CHANNEL[source];
      const now = ctx.now();
      return {
        application: await applicationView(ctx.db, row, lang, now),
        actions: actionsFor(row, now, groupEntryOfRow(row)),
        payment: {
          // Only channels that can charge the order's stored currency are offered.
          channels: channelsForCurrency(event, row.currency).filter(
            (channel) => !hostChannel || channel.type === hostChannel,
          ),
          webMessagingPay: event.payment.webMessagingPay === true,
        },
      };
    },
  });

  app.api(bases.a, {
    method: 'GET',
    path: 'matchH5/listsApplication',
    auth: true,
    handler: async ({ input, runnerId, lang }) => {
      const { rows } = await listApplications(ctx.db, runnerId, {
        eventId: input.matchEventID,
        ...pageRange(input),
      });
      return applicationViews(ctx.db, rows, lang, ctx.now());
    },
  });

  app.api(bases.a, {
    method: 'GET',
    path: 'match/appListsApplicationV2',
    auth: true,
    handler: async ({ input, runnerId, lang }) => {
      const { rows, total } = await listApplications(ctx.db, runnerId, {
        eventId: input.matchEventID,
        ...pageRange(input),
      });
      return {
        list: await applicationViews(ctx.db, rows, lang, ctx.now()),
        total,
        page: input.page,
        pageSize: input.pageSize,
      };
    },
  });

  app.api(bases.a, {
    method: 'GET',
    path: 'matchH5/getApplicationPayStatus',
    auth: true,
    handler: async ({ input, runnerId }) => {
      const row = await ownedApplication(ctx.db, runnerId, input.applicationID, ctx.now());
      return {
        applicationID: row.id,
        state: actionsFor(row, ctx.now()).state,
        payStatus: row.paid_at ? '2' : '1',
        payState: row.pay_state,
        refundStatus: row.refund_status,
        paidAt: row.paid_at?.toISOString() ?? null,
        payDeadline: row.pay_deadline?.toISOString() ?? null,
      };
    },
  });

  app.api(bases.a, {
    method: 'POST',
    path: 'matchH5/cancelApplication',
    auth: true,
    handler: async ({ input, runnerId, lang }) => {
      await cancelApplication(ctx, runnerId, input.applicationID);
      return ownedView(ctx, runnerId, input.applicationID, lang);
    },
  });

  app.api(bases.a, {
    method: 'POST',
    path: 'matchH5/updateApplication',
    auth: true,
    handler: async ({ input, runnerId, lang }) => {
      await updateApplication(ctx, runnerId, input.applicationID, input.formValues);
      return ownedView(ctx, runnerId, input.applicationID, lang);
    },
  });
};
