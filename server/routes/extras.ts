import { rmbEquivalentCents } from '../../core/domain/money';
import { apiError } from '../http/errors';
import { eventOrThrow, ownedApplication } from '../services/applications';
import {
  changeExtras,
  charityPartners,
  offeredAddons,
  orderItems,
  parseAddonChoice,
} from '../services/extras';
import { ownedView } from './applications';
import type { Area } from './types';

/** Add-ons, charity places, the order's line items and the exchange rate shown beside USD. */
export const extrasRoutes: Area = async (app, { ctx, bases }) => {
  app.api(bases.a, {
    method: 'GET',
    path: 'matchH5/listPackageByType',
    auth: true,
    handler: ({ input, runnerId, lang }) =>
      offeredAddons(ctx, runnerId, input.applicationID, input.type, lang),
  });

  app.api(bases.a, {
    method: 'GET',
    path: 'matchH5/listSelectedPackage',
    auth: true,
    handler: async ({ input, runnerId, lang }) => {
      const row = await ownedApplication(ctx.db, runnerId, input.applicationID);
      const { items } = await orderItems(ctx.db, eventOrThrow(ctx, row.event_id), row, lang);
      const addons = items.filter((item) => item.kind === 'addon');
      return {
        applicationID: row.id,
        currency: row.currency,
        items: addons,
        total: addons.reduce((sum, item) => sum + item.amount, 0),
      };
    },
  });

  app.api(bases.a, {
    method: 'POST',
    path: 'matchH5/selectPackage',
    auth: true,
    handler: async ({ input, runnerId, lang }) => {
      const addons = parseAddonChoice(input.packages);
      await changeExtras(ctx, runnerId, input.applicationID, (current) => ({ ...current, addons }));
      return ownedView(ctx, runnerId, input.applicationID, lang);
    },
  });

  app.api(bases.a, {
    method: 'GET',
    path: 'matchH5/listsCommonweal',
    auth: true,
    handler: ({ input, runnerId, lang }) =>
      charityPartners(ctx, runnerId, input.applicationID, lang),
  });

  app.api(bases.a, {
    method: 'POST',
    path: 'matchH5/selectCommonweal',
    auth: true,
    handler: async ({ input, runnerId, lang }) => {
      const charity =
        input.commonwealID === ''
          ? null
          : { id: input.commonwealID, donation: input.donation ?? 0 };
      await changeExtras(ctx, runnerId, input.applicationID, (current) => ({
        ...current,
        charity,
      }));
      return ownedView(ctx, runnerId, input.applicationID, lang);
    },
  });

  app.api(bases.a, {
    method: 'GET',
    path: 'matchH5/getItemsInfo',
    auth: true,
    handler: async ({ input, runnerId, lang }) => {
      const row = await ownedApplication(ctx.db, runnerId, input.applicationID);
      return orderItems(ctx.db, eventOrThrow(ctx, row.event_id), row, lang);
    },
  });

  const { exchangeRate } = ctx.appConfig;
  app.api(bases.a, {
    method: 'GET',
    path: 'matchH5/exchangeRate',
    handler: async ({ input }) => {
      if (!exchangeRate) throw apiError('exchangeRateNotSet');
      return {
        from: 'USD',
        to: 'CNY',
        rate: exchangeRate.usdToCny,
        date: exchangeRate.date,
        amount:
          input.amount === undefined
            ? null
            : rmbEquivalentCents(input.amount, exchangeRate.usdToCny),
      };
    },
  });
};
