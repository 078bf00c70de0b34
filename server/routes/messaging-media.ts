import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { apiError } from '../http/errors';
import { SANDBOX_MEDIA_DIR } from '../paths';
import { fileTooLarge, MAX_UPLOAD_BYTES, refuseWhenFull, storeImage } from './uploads';
import type { Area } from './types';

/** Media ids as the messaging app gives them; nothing that could leave the media folder. */
const MEDIA_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * `wechatGzh/moveWxFileToMala`, against a sandbox: a picture the runner chose in the messaging
 * app (its media id) is copied into the server's own file store under the same limits as an
 * upload. No messaging account is behind the reference server, so its media store is a folder
 * with a file per media id (SANDBOX_MEDIA_DIR); a real account would download the media instead.
 */
export const messagingMediaRoutes: Area = async (app, { ctx, bases }) => {
  app.api(bases.b, {
    method: 'POST',
    path: 'wechatGzh/moveWxFileToMala',
    auth: true,
    handler: async ({ input, runnerId }) => {
      if (!MEDIA_ID.test(input.mediaId)) throw apiError('badParameter', { field: 'mediaId' });
      await refuseWhenFull(ctx, runnerId);
      const data = await readFile(join(SANDBOX_MEDIA_DIR, input.mediaId)).catch(() => {
        throw apiError('fileNotFound');
      });
      if (data.length > MAX_UPLOAD_BYTES) throw fileTooLarge();
      return storeImage(ctx, runnerId, data, bases.b);
    },
  });
};
