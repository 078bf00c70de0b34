import { randomBytes } from 'node:crypto';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { AppContext } from '../context';
import { ApiError, apiError } from '../http/errors';
import { addWithinCap, refuseWhenFull as refuseCapped } from '../services/caps';
import type { Area } from './types';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** A file over MAX_UPLOAD_BYTES, refused with the limit in words. */
export const fileTooLarge = () => apiError('fileTooLarge', { max: MAX_UPLOAD_BYTES / 1024 / 1024 });

/** Image types recognised by their first bytes, not by what the client claims. */
function imageType(data: Buffer): string | null {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.subarray(0, 4).toString('latin1') === 'GIF8') return 'image/gif';
  if (
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/** The types imageType recognises, for the upload policy the app reads before uploading. */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Reads the multipart file; a broken body is a 400, an oversized file a 413 that says the limit. */
async function readFile(file: () => Promise<MultipartFile | undefined>): Promise<Buffer> {
  try {
    const part = await file();
    if (!part) throw apiError('badParameter', { field: 'file' });
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { statusCode?: number }).statusCode === 413) throw fileTooLarge();
    throw apiError('malformedBody');
  }
}

/** Refuses a further upload past the runner's cap, before the file is read. */
export const refuseWhenFull = (ctx: AppContext, runnerId: number) =>
  refuseCapped(ctx.db, 'upload', runnerId);

/** Keeps an image of the runner in the server's file store; anything but an image is refused. */
export async function storeImage(ctx: AppContext, runnerId: number, data: Buffer, baseB: string) {
  const contentType = imageType(data);
  if (!contentType) throw apiError('unsupportedFile');
  const id = randomBytes(16).toString('hex');
  await addWithinCap(ctx, 'upload', runnerId, (db) =>
    db
      .insertInto('upload')
      .values({
        id,
        runner_id: runnerId,
        content_type: contentType,
        size: data.length,
        data,
        created_at: ctx.now(),
      })
      .execute(),
  );
  return { url: `${baseB}/oss/file/${id}`, size: data.length, contentType };
}

/** Images for the sign-up form (photo) and the poster and signature canvases. */
export const uploadRoutes: Area = async (app, { ctx, bases }) => {
  // Only this area reads multipart bodies: elsewhere one is an unsupported media type (415).
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 } });

  app.api(bases.b, {
    method: 'POST',
    path: 'oss/upload',
    auth: true,
    input: 'query',
    handler: async ({ req, runnerId }) => {
      await refuseWhenFull(ctx, runnerId);
      const data = await readFile(() =>
        req.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } }),
      );
      return storeImage(ctx, runnerId, data, bases.b);
    },
  });

  // The reference server stores files itself, so the "signature" is its own upload policy.
  app.api(bases.b, {
    method: 'GET',
    path: 'oss/signature',
    auth: true,
    handler: async () => ({
      uploadUrl: `${bases.b}/oss/upload`,
      maxBytes: MAX_UPLOAD_BYTES,
      types: IMAGE_TYPES,
    }),
  });

  // Files are public by their unguessable id, because <img> tags cannot send the token.
  app.get<{ Params: { id: string } }>(`${bases.b}/oss/file/:id`, {
    handler: async (req, reply) => {
      const row = await ctx.db
        .selectFrom('upload')
        .select(['content_type', 'data'])
        .where('id', '=', req.params.id)
        .executeTakeFirst();
      if (!row) throw apiError('fileNotFound');
      return reply
        .type(row.content_type)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(row.data));
    },
  });
};
