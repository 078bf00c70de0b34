import { eventOrThrow } from '../services/applications';
import { heroItems, thumbsUp, type HeroKind } from '../services/heroes';
import type { Area } from './types';

/**
 * Runner stories and race reports from the race config, and the runners' thumbs-up on them; the
 * reports also a page at a time (the reports page of the race).
 */
export const heroRoutes: Area = async (app, { ctx, bases }) => {
  const lists: [path: 'hero/get' | 'hero/listReportMatch', kind: HeroKind][] = [
    ['hero/get', 'story'],
    ['hero/listReportMatch', 'report'],
  ];
  for (const [path, kind] of lists) {
    app.api(bases.b, {
      method: 'GET',
      path,
      handler: ({ input, lang }) =>
        heroItems(ctx, eventOrThrow(ctx, input.matchEventID), kind, lang),
    });
  }

  app.api(bases.b, {
    method: 'POST',
    path: 'hero/thumbsUp',
    auth: true,
    handler: ({ input, runnerId }) =>
      thumbsUp(ctx, eventOrThrow(ctx, input.matchEventID), input.kind, input.itemID, runnerId),
  });

  app.api(bases.a, {
    method: 'GET',
    path: 'matchH5/detailReportList',
    handler: async ({ input, lang }) => {
      const reports = await heroItems(ctx, eventOrThrow(ctx, input.matchEventID), 'report', lang);
      const start = (input.page - 1) * input.pageSize;
      return {
        list: reports.slice(start, start + input.pageSize),
        total: reports.length,
        page: input.page,
        pageSize: input.pageSize,
      };
    },
  });
};
