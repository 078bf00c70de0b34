import { eventOrThrow } from '../services/applications';
import { heroItems, thumbsUp, type HeroKind } from '../services/heroes';
import type { RegisterRoutes } from './types';

/** Runner stories and race reports from the race config, and the runners' thumbs-up on them. */
export const registerHeroRoutes: RegisterRoutes = (router, ctx, bases) => {
  const lists: [path: string, kind: HeroKind][] = [
    ['hero/get', 'story'],
    ['hero/listReportMatch', 'report'],
  ];
  for (const [path, kind] of lists) {
    router.api<{ matchEventID: number }, unknown>(bases.b, {
      method: 'GET',
      path,
      handler: ({ input, lang }) =>
        heroItems(ctx, eventOrThrow(ctx, input.matchEventID), kind, lang),
    });
  }

  router.api<{ matchEventID: number; kind: HeroKind; itemID: number }, unknown>(bases.b, {
    method: 'POST',
    path: 'hero/thumbsUp',
    auth: true,
    handler: ({ input, runnerId }) =>
      thumbsUp(ctx, eventOrThrow(ctx, input.matchEventID), input.kind, input.itemID, runnerId),
  });
};
