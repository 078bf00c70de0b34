import { eventOrThrow } from '../services/applications';
import { hasQualify } from '../services/qualification';
import type { Area } from './types';

/** `hasQualify`: the sign-up asks whether the entrant has the qualifying result a race needs. */
export const qualificationRoutes: Area = async (app, { ctx, bases }) => {
  app.api(bases.a, {
    method: 'POST',
    path: 'matchH5/hasQualify',
    auth: true,
    handler: ({ input, lang }) =>
      hasQualify(ctx, eventOrThrow(ctx, input.matchEventID), input.formValues, lang),
  });
};
