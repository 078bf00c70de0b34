import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { join, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Smaller answers gain less from compression than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/** Vite names every file it writes to assets/ after a hash of its content: such a file never changes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page, its icons and pictures keep their names across builds: the browser asks each time (ETag). */
export const REVALIDATE = 'no-cache';

/** API answers above the threshold leave brotli- or gzip-compressed, as the client accepts. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { threshold: COMPRESS_THRESHOLD, encodings: ['br', 'gzip'] });
}

/**
 * The built app: the brotli or gzip copy made at build time when the client takes it (with
 * `Vary: Accept-Encoding`), hashed files cached for a year, everything else revalidated. Under a
 * `prefix`, several builds can be served side by side (the benchmarks compare two).
 */
export async function registerStaticApp(
  app: FastifyInstance,
  root: string,
  prefix?: string,
): Promise<void> {
  const hashed = join(root, 'assets') + sep;
  await app.register(fastifyStatic, {
    root,
    ...(prefix ? { prefix, decorateReply: false } : {}),
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(hashed) ? IMMUTABLE : REVALIDATE);
    },
  });
}
