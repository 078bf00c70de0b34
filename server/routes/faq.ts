import { eventOrThrow } from '../services/applications';
import { questionTypes, questions } from '../services/faq';
import type { RegisterRoutes } from './types';

/** The Q&A of a race, from its config; open to everyone. */
export const registerFaqRoutes: RegisterRoutes = (router, ctx, bases) => {
  router.api(bases.b, {
    method: 'GET',
    path: 'conf/listsQuestionType',
    handler: async ({ input, lang }) => questionTypes(eventOrThrow(ctx, input.matchEventID), lang),
  });

  router.api(bases.b, {
    method: 'GET',
    path: 'conf/listsQuestion',
    handler: async ({ input, lang }) =>
      questions(eventOrThrow(ctx, input.matchEventID), input, lang),
  });
};
