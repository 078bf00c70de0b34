import { eventOrThrow } from '../services/applications';
import { questionTypes, questions } from '../services/faq';
import type { Area } from './types';

/** The Q&A of a race, from its config; open to everyone. */
export const faqRoutes: Area = async (app, { ctx, bases }) => {
  app.api(bases.b, {
    method: 'GET',
    path: 'conf/listsQuestionType',
    handler: async ({ input, lang }) => questionTypes(eventOrThrow(ctx, input.matchEventID), lang),
  });

  app.api(bases.b, {
    method: 'GET',
    path: 'conf/listsQuestion',
    handler: async ({ input, lang }) =>
      questions(eventOrThrow(ctx, input.matchEventID), input, lang),
  });
};
