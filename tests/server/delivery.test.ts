import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import appConfig from '../../configs/app.json';
import type { Database } from '../../server/db/connect';
import { loadCatalog } from '../../server/events/catalog';
import { EVENTS_DIR } from '../../server/paths';
import { A, B, backends, startServer } from './helpers';

// The real events: their forms are large enough to be worth compressing.
const withFieldFile = loadCatalog(EVENTS_DIR).events.find((event) => event.form.staticFieldsFile);
const HOSTS = ['https://mini.example.org', 'https://pay.example.org'];
const SCRIPT = `console.log(${JSON.stringify('a runner signs up '.repeat(200))});`;
const PAGE =
  '<!doctype html><title>the app</title><script type="module" src="./assets/main-Ab12Cd34.js"></script>';

/** A build as Vite leaves it: hashed files in assets/, brotli and gzip copies beside the files. */
function fakeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  const files = { 'index.html': PAGE, 'assets/main-Ab12Cd34.js': SCRIPT };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dist, name), text);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
  }
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

describe('delivery of the app and the API', () => {
  let database: Database;
  let app: FastifyInstance;
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    database = await backends[0].open();
    app = await startServer(database, {
      eventsDir: EVENTS_DIR,
      staticDir: fakeBuild(),
      hostOrigins: HOSTS,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('sends hashed files as built in brotli or gzip, as the phone accepts, cached for a year', async () => {
    const url = '/assets/main-Ab12Cd34.js';
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    for (const response of [br, gzip, plain]) {
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('has the page and unhashed files revalidated, answering 304 while they are unchanged', async () => {
    for (const url of ['/', '/favicon.svg']) {
      const first = await get(url, { 'accept-encoding': 'br' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = String(first.headers.etag);
      expect(etag).not.toBe('undefined');
      const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
    }
    const page = await get('/', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(PAGE);
  });

  it('has static field files revalidated too', async () => {
    const url = `/fields/${withFieldFile?.id}_en-US_h5.json`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('compresses API answers above the threshold, and leaves small ones as they are', async () => {
    const large = await get(`${A}/matchH5/detailFields?matchEventID=${appConfig.defaultEventId}`, {
      'accept-encoding': 'gzip, br',
    });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const form = JSON.parse(brotliDecompressSync(large.rawPayload).toString());
    expect(form.data.schema.type).toBe('object');
    const small = await get(`${B}/health`, { 'accept-encoding': 'gzip, br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ data: { ok: true } });
  });

  it('runs only its own script files, and lets only the configured hosts frame it', async () => {
    for (const url of ['/', `${B}/health`, `${A}/nope`]) {
      const response = await get(url);
      const csp = String(response.headers['content-security-policy']);
      const directives = new Map(
        csp.split(';').map((part) => {
          const [name, ...values] = part.trim().split(/\s+/);
          return [name, values];
        }),
      );
      expect(directives.get('script-src'), url).toEqual(["'self'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'self'", ...HOSTS]);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('same-origin');
    }
  });

  it('leaves the headers only a document reads off the files a page loads, and keeps the rest', async () => {
    const script = await get('/assets/main-Ab12Cd34.js', { 'accept-encoding': 'br' });
    expect(script.statusCode).toBe(200);
    for (const name of [
      'content-security-policy',
      'cross-origin-opener-policy',
      'x-xss-protection',
    ])
      expect(script.headers[name], name).toBeUndefined();
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['referrer-policy']).toBe('same-origin');
    expect(script.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    // A picture that can hold script, like the page itself, keeps the policy.
    for (const url of ['/', '/favicon.svg']) {
      const document = await get(url);
      expect(document.statusCode, url).toBe(200);
      expect(String(document.headers['content-security-policy']), url).toContain(
        "script-src 'self'",
      );
      expect(document.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });

  it('allows the style sheet of its own pages by its hash', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'no-build-'));
    const bare = await startServer(database, { staticDir: dist, hostOrigins: HOSTS });
    try {
      const placeholder = await bare.inject({ method: 'GET', url: '/' });
      const style = /<style>([\s\S]*)<\/style>/.exec(placeholder.body)?.[1] ?? '';
      const hash = createHash('sha256').update(style).digest('base64');
      expect(placeholder.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    } finally {
      await bare.close();
    }
  });
});
