import { maskIdNumber } from '../../core/domain/mask';
import { fieldWithRole } from '../../core/form/roles';
import { eventOrThrow } from '../services/applications';
import type { Area } from './types';

/**
 * `runnerInfoV2/detail`: the runner's own saved details (their "self" contact), read through the
 * form of a race so that the ID number field is known and comes masked; null when none is saved.
 */
export const runnerInfoRoutes: Area = async (app, { ctx, bases }) => {
  app.api(bases.b, {
    method: 'GET',
    path: 'runnerInfoV2/detail',
    auth: true,
    handler: async ({ input, runnerId }) => {
      const event = eventOrThrow(ctx, input.matchEventID);
      const self = await ctx.db
        .selectFrom('linkman')
        .select(['name', 'values', 'updated_at'])
        .where('runner_id', '=', runnerId)
        .where('is_self', '=', true)
        .executeTakeFirst();
      if (!self) return null;
      const idField = fieldWithRole(event.form.schema, 'idNumber')?.name;
      const values = { ...self.values };
      const id = idField ? values[idField] : undefined;
      if (idField && typeof id === 'string') values[idField] = maskIdNumber(id);
      return { name: self.name, formValues: values, updatedAt: self.updated_at.toISOString() };
    },
  });
};
