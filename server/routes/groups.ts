import { createGroup, groupView, orderForGroup, updateGroup } from '../services/groups';
import { ownedView } from './applications';
import type { Area } from './types';

/** Group registration: the leader's group of people and its one order; the leader's only. */
export const groupRoutes: Area = async (app, { ctx, bases }) => {
  app.api(bases.b, {
    method: 'POST',
    path: 'group/create',
    auth: true,
    handler: async ({ input, runnerId, lang }) =>
      groupView(ctx, runnerId, await createGroup(ctx, runnerId, input), lang),
  });

  app.api(bases.b, {
    method: 'POST',
    path: 'group/update',
    auth: true,
    handler: async ({ input, runnerId, lang }) => {
      await updateGroup(ctx, runnerId, input);
      return groupView(ctx, runnerId, input.groupID, lang);
    },
  });

  app.api(bases.b, {
    method: 'GET',
    path: 'group/detail',
    auth: true,
    handler: ({ input, runnerId, lang }) => groupView(ctx, runnerId, input.groupID, lang),
  });

  app.api(bases.b, {
    method: 'POST',
    path: 'group/order',
    auth: true,
    handler: async ({ input, runnerId, lang }) =>
      ownedView(ctx, runnerId, await orderForGroup(ctx, runnerId, input.groupID), lang),
  });
};
