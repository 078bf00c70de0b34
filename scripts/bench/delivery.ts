/**
 * Bytes a phone receives for a cold event home and for the sign-up form, from the production
 * server (the compiled `npm start` server: precompressed brotli, immutable hashed files), beside
 * the same dist/ served plainly (no compression, `max-age=0`, the API proxied uncompressed) in the
 * same run; and how many hashed files a warm visit of the home asks the server for again.
 *
 * Run: npm run bench:delivery [-- --event <id>] [-- --port 4411]
 *   --event  the event whose pages are opened (default: the app's default event)
 *   --port   the production server's port; the plain one takes the next (default 4411)
 *
 * Bytes are as Chromium counts them on the wire (headers and bodies), summed over every response
 * until the page is settled; the app is built first when it is stale (as `npm start` does).
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import fastifyStatic from '@fastify/static';
import { chromium, request as apiRequest, type Browser, type Page } from '@playwright/test';
import Fastify from 'fastify';
import appConfig from '../../configs/app.json';
import { loadCatalog } from '../../server/events/catalog';
import { EVENTS_DIR } from '../../server/paths';
import { login, prepareApp, type Session } from '../../tests/e2e/support/session';
import { compileServer, ROOT, startServer } from './production-server';

const { values: args } = parseArgs({
  options: {
    event: { type: 'string', default: String(appConfig.defaultEventId) },
    port: { type: 'string', default: '4411' },
  },
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The same build with no compression and the static plugin's defaults, the API passed through. */
async function plainServer(apiOrigin: string) {
  const app = Fastify();
  // Bodies pass through untouched, whatever their type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  await app.register(fastifyStatic, { root: path.join(ROOT, 'dist') });
  for (const prefix of ['/api', '/fields']) {
    app.all(`${prefix}/*`, async (req, reply) => {
      const body = req.method === 'GET' ? undefined : (req.body as Buffer | undefined);
      const upstream = await fetch(`${apiOrigin}${req.url}`, {
        method: req.method,
        headers: Object.fromEntries(
          Object.entries(req.headers).filter(
            ([name]) => !['host', 'accept-encoding', 'content-length'].includes(name),
          ),
        ) as Record<string, string>,
        body: body && new Uint8Array(body),
      });
      reply.code(upstream.status).type(upstream.headers.get('content-type') ?? 'text/plain');
      return reply.send(Buffer.from(await upstream.arrayBuffer()));
    });
  }
  await app.listen({ host: '127.0.0.1', port: Number(args.port) + 1 });
  return { app, origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

interface Visit {
  bytes: number;
  /** Of `bytes`, the response headers, which HTTP/1.1 sends uncompressed with every file. */
  headerBytes: number;
  files: number;
  /** Hashed files (assets/) the browser asked the server for, not taken from its cache. */
  hashedAsked: number;
}

/** Opens `route` and sums what came over the network until the page settled. */
async function visit(page: Page, origin: string, route: string, ready: string): Promise<Visit> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  let hashedAsked = 0;
  const urls = new Map<string, string>();
  const cached = new Set<string>();
  const counted: string[] = [];
  const headerSizes = new Map<string, number>();
  // Chromium may report a response's raw headers before or after it reports the response done.
  cdp.on('Network.responseReceivedExtraInfo', (event) =>
    headerSizes.set(event.requestId, event.headersText?.length ?? 0),
  );
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.requestServedFromCache', (event) => cached.add(event.requestId));
  cdp.on('Network.responseReceived', (event) => {
    if (event.response.fromDiskCache || event.response.fromPrefetchCache)
      cached.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const url = urls.get(event.requestId) ?? '';
    if (!url.startsWith(origin) || cached.has(event.requestId)) return;
    bytes += event.encodedDataLength;
    counted.push(event.requestId);
    if (new URL(url).pathname.startsWith('/assets/')) hashedAsked += 1;
  });
  await page.goto(`${origin}/#${route}`);
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  const headerBytes = counted.reduce((sum, id) => sum + (headerSizes.get(id) ?? 0), 0);
  return { bytes, headerBytes, files: counted.length, hashedAsked };
}

async function measure(browser: Browser, origin: string, session: Session) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const home = await context.newPage();
  const homeRoute = `/index/${args.event}`;
  const cold = await visit(home, origin, homeRoute, '.block-list');
  await home.goto('about:blank');
  const warm = await visit(home, origin, homeRoute, '.block-list');
  await context.close();

  const signContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const sign = await signContext.newPage();
  await prepareApp(sign, { session });
  // A runner who passed the race's gate pages, as the form expects.
  const event = loadCatalog(EVENTS_DIR).events.find(
    (candidate) => candidate.id === Number(args.event),
  );
  const gates = JSON.stringify((event?.gates ?? []).map((gate) => gate.type));
  await sign.addInitScript(([key, passed]) => sessionStorage.setItem(key, passed), [
    `gates:${args.event}`,
    gates,
  ] as const);
  const form = await visit(sign, origin, `/sign/${args.event}/1`, '[id^="root_"]');
  await signContext.close();
  return { cold, warm, form };
}

compileServer();
const production = await startServer(Number(args.port));
const plain = await plainServer(production.origin);
const requests = await apiRequest.newContext({ baseURL: production.origin });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

try {
  const session = await login(requests);
  // Alternating, so that a busy machine weighs on both alike.
  const plainFigures = await measure(browser, plain.origin, session);
  const productionFigures = await measure(browser, production.origin, session);

  const row = (label: string, ours: number, base: number, unit: (n: number) => string) =>
    `${label.padEnd(34)}${unit(ours).padStart(12)}${unit(base).padStart(12)}${(base === 0 ? '–' : (ours / base).toFixed(2)).padStart(8)}`;
  const count = (n: number) => String(n);
  console.log(`Event ${args.event}: what a phone receives (bytes on the wire, headers included)\n`);
  console.log(
    `${''.padEnd(34)}${'npm start'.padStart(12)}${'plain'.padStart(12)}${'ratio'.padStart(8)}`,
  );
  const { cold, warm, form } = productionFigures;
  console.log(row('cold event home', cold.bytes, plainFigures.cold.bytes, kb));
  console.log(row('  of which headers', cold.headerBytes, plainFigures.cold.headerBytes, kb));
  console.log(row('  files', cold.files, plainFigures.cold.files, count));
  console.log(row('sign-up form (logged in, cold)', form.bytes, plainFigures.form.bytes, kb));
  console.log(row('warm event home', warm.bytes, plainFigures.warm.bytes, kb));
  console.log(
    row(
      '  hashed files asked again (warm)',
      warm.hashedAsked,
      plainFigures.warm.hashedAsked,
      count,
    ),
  );
  console.log(
    `  of hashed files on the cold visit: ${cold.hashedAsked} / ${plainFigures.cold.hashedAsked}`,
  );
} finally {
  await browser.close();
  await requests.dispose();
  await plain.app.close();
  await production.stop();
}
