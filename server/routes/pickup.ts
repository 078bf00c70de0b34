import {
  cancelReservation,
  listReserveDates,
  reserveCollectDate,
  reserveInfo,
  staffCollect,
  staffLookup,
} from '../services/pickup';
import type { Area } from './types';

/**
 * Race-pack pickup: the rules and slip, the slots with places left, booking and cancelling, and
 * the desk's staff page looking a scanned slip up, then marking its pack collected.
 */
export const pickupRoutes: Area = async (app, { ctx, bases }) => {
  app.api(bases.a, {
    method: 'GET',
    path: 'matchH5/getReserveInfo',
    auth: true,
    handler: ({ input, runnerId, lang }) => reserveInfo(ctx, runnerId, input.applicationID, lang),
  });

  app.api(bases.a, {
    method: 'GET',
    path: 'match/listReserveDate',
    auth: true,
    handler: ({ input, runnerId, lang }) =>
      listReserveDates(ctx, runnerId, input.applicationID, lang),
  });

  app.api(bases.a, {
    method: 'POST',
    path: 'matchH5/reserveCollectDate',
    auth: true,
    handler: async ({ input, runnerId, lang }) => {
      await reserveCollectDate(ctx, runnerId, input);
      return reserveInfo(ctx, runnerId, input.applicationID, lang);
    },
  });

  app.api(bases.a, {
    method: 'POST',
    path: 'matchH5/cancelReserve',
    auth: true,
    handler: async ({ input, runnerId, lang }) => {
      await cancelReservation(ctx, runnerId, input.applicationID);
      return reserveInfo(ctx, runnerId, input.applicationID, lang);
    },
  });

  // Staff are not runners: the desk's staff code authenticates, so there is no `auth` here.
  app.api(bases.a, {
    method: 'POST',
    path: 'staff/lookup',
    handler: ({ input, lang }) => staffLookup(ctx, input.staffCode, input.code, lang),
  });

  app.api(bases.a, {
    method: 'POST',
    path: 'staff/collect',
    handler: ({ input, lang }) => staffCollect(ctx, input.staffCode, input.code, lang),
  });
};
