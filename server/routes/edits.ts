import { editableFields, previewEdit } from '../services/edits';
import type { Area } from './types';

/** Editing a registration: what a change would cost before it is saved, and what may change. */
export const editRoutes: Area = async (app, { ctx, bases }) => {
  app.api(bases.a, {
    method: 'GET',
    path: 'matchH5/appEditApplication',
    auth: true,
    handler: ({ input, runnerId, lang }) =>
      previewEdit(ctx, runnerId, input.applicationID, input.changes, lang),
  });

  app.api(bases.a, {
    method: 'GET',
    path: 'matchH5/detailApplicationFields',
    auth: true,
    handler: ({ input, runnerId, lang }) =>
      editableFields(ctx, runnerId, input.applicationID, lang),
  });
};
