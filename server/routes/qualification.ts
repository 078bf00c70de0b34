import { eventOrThrow } from '../services/applications';
import { hasQualify } from '../services/qualification';
import type { RegisterRoutes } from './types';

/** `hasQualify`: the sign-up asks whether the entrant has the qualifying result a race needs. */
export const registerQualificationRoutes: RegisterRoutes = (router, ctx, bases) => {
  router.api(bases.a, {
    method: 'POST',
    path: 'matchH5/hasQualify',
    auth: true,
    handler: ({ input, lang }) =>
      hasQualify(ctx, eventOrThrow(ctx, input.matchEventID), input.formValues, lang),
  });
};
