import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { PAGE_STYLE } from './html';

const hashOf = (text: string): string =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * Security headers on every answer: a content security policy that runs only the site's own
 * script files (no inline script, no eval), lets only the configured hosts frame the app, and
 * keeps referrers and content types to themselves; the document-only ones are left off the files a
 * page loads. Helmet's middleware is built once, here:
 * @fastify/helmet built it again for every request, parsing the whole policy each time (5 % of
 * the server's CPU under bench:api's load).
 */
export function registerSecurityHeaders(app: FastifyInstance, hostOrigins: string[]): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // The built app has style files only; the server's own pages carry one known style sheet.
        styleSrc: ["'self'", hashOf(PAGE_STYLE)],
        // data: and blob: for pictures the app makes itself (a chosen photo, a drawn slip).
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'", ...hostOrigins],
        // TLS is the front proxy's business; on plain HTTP this would break every sub-request.
        upgradeInsecureRequests: null,
      },
    },
    // X-Frame-Options cannot name several hosts; frame-ancestors above says who may frame the app.
    xFrameOptions: false,
    referrerPolicy: { policy: 'same-origin' },
  });
  // Helmet checks its options when built, above; setting the headers afterwards cannot fail.
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, () => done()),
  );
  app.addHook('onSend', async (_request, reply) => {
    if (!isSubresource(reply.getHeader('content-type'))) return;
    for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
  });
}

/**
 * Headers a browser reads only on a document. A script, style sheet, font or picture never becomes
 * one (nosniff, kept, holds it to its type), so on those answers they are bytes for nothing: about
 * 550 per file, sent uncompressed over HTTP/1.1, 31 KB of a cold event home's 261 (bench:delivery).
 * Kept on every answer: nosniff, Cross-Origin-Resource-Policy, Strict-Transport-Security, and
 * Referrer-Policy, which a style sheet's own requests (fonts, pictures) follow.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** SVG is left out on purpose: opened on its own it is a document and can run script. */
const SUBRESOURCE_TYPE =
  /^(?:application\/javascript|text\/javascript|text\/css|font\/[\w.+-]+|image\/(?:png|jpeg|gif|webp|avif|x-icon|vnd\.microsoft\.icon))\s*(?:;|$)/i;

function isSubresource(contentType: unknown): boolean {
  return typeof contentType === 'string' && SUBRESOURCE_TYPE.test(contentType);
}
