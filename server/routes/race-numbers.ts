import {
  cancelPremiumNumber,
  randomNumber,
  searchNumber,
  takeNumber,
} from '../services/race-numbers';
import type { Area } from './types';

/**
 * Race numbers runners choose: look one up, be offered a random free one, take one, and give up
 * a premium one before paying for it.
 */
export const raceNumberRoutes: Area = async (app, { ctx, bases }) => {
  app.api(bases.a, {
    method: 'GET',
    path: 'matchH5/searchNo',
    auth: true,
    handler: ({ input, runnerId }) => searchNumber(ctx, runnerId, input.applicationID, input.cno),
  });

  for (const path of ['matchH5/randNo', 'matchH5/getRandomCNO'] as const) {
    app.api(bases.a, {
      method: 'GET',
      path,
      auth: true,
      handler: ({ input, runnerId }) => randomNumber(ctx, runnerId, input.applicationID),
    });
  }

  app.api(bases.a, {
    method: 'POST',
    path: 'matchH5/setCNO',
    auth: true,
    handler: ({ input, runnerId }) => takeNumber(ctx, runnerId, input.applicationID, input.cno),
  });

  app.api(bases.a, {
    method: 'POST',
    path: 'matchH5/cancelPremiumNumber',
    auth: true,
    handler: ({ input, runnerId }) => cancelPremiumNumber(ctx, runnerId, input.applicationID),
  });
};
