import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { LoadedEvent } from '../../core/config/eventConfigs.ts';
import type { EditionConfig } from '../../core/generated/config/edition';
import { bootPreloads, PRELOADS_ID, preloadFirstScreen } from './boot-preload.ts';
import { readEvents } from './event-configs.ts';

/** What the boot script knows: each edition's colours, and the edition of each event. */
export interface BootThemes {
  /** Edition prefix → its primary and background colours, from its config's cssVariables. */
  themes: Record<string, { primary: string; background: string }>;
  /** Event id → the prefix of its edition. */
  events: Record<string, string>;
  /** The edition of the address without a route (the app sends it to that edition's home). */
  fallback: string;
  /** Routes whose first parameter is an event id (`#/index/1001`). */
  eventRoutes: string[];
}

/**
 * Runs in the page before the app's code: finds the edition of the address's hash route (its
 * prefix, or the edition of the event it names) and gives the boot shell of index.html that
 * edition's colours. An address that names neither keeps the shell neutral, so no wrong colour
 * shows before the app knows the edition. Self-contained: it is sent as its own source text.
 */
export function paintBootShell(data: BootThemes, first: string, second: string): void {
  let prefix: string | undefined;
  if (!first) prefix = data.fallback;
  else if (data.themes[first]) prefix = first;
  else if (data.eventRoutes.indexOf(first) >= 0) prefix = data.events[second];
  const theme = prefix === undefined ? undefined : data.themes[prefix];
  if (!theme) return;
  // Custom properties set through the style object are not inline style markup: the CSP allows them.
  const root = document.documentElement.style;
  root.setProperty('--boot-primary', theme.primary);
  root.setProperty('--boot-background', theme.background);
}

/** The first two segments of the address's hash route: `#/index/1001?lang=en` → index, 1001. */
export function hashRoute(): string[] {
  return window.location.hash.replace(/^#\/?/, '').split(/[/?]/);
}

/**
 * The boot script, one classic script: paintBootShell with the data it needs, and
 * preloadFirstScreen, which reads its data from index.html (written there once the build's file
 * names are known).
 */
export function bootScript(data: BootThemes): string {
  return [
    '(function () {',
    `var route = (${hashRoute.toString()})();`,
    `var data = ${JSON.stringify(data)};`,
    `(${paintBootShell.toString()})(data, route[0], route[1]);`,
    `(${preloadFirstScreen.toString()})(${JSON.stringify(PRELOADS_ID)}, data.eventRoutes, route[0], route[1]);`,
    '})();\n',
  ].join('\n');
}

const SCRIPT_NAME = 'boot-theme.js';

/**
 * The themed first paint. The app's routes are hash routes, which the server never sees and CSS
 * cannot read, and the CSP runs no inline script; so a small classic script of the site's own,
 * made at build time from the edition and event configs, colours the boot shell
 * (src/app/styles.css) with the address's edition. It is async: a blocking script held the first
 * paint back by one round trip (bench:paint), while async the neutral shell paints at once and
 * takes the edition's colours when the script arrives, long before the app's code. The same
 * script preloads the code of the address's screen when it is one of `firstScreens`
 * (boot-preload.ts).
 */
export function bootTheme(
  options: {
    eventsDir?: string;
    /**
     * Routes whose screen is often the first one opened (a race's home, from a shared link):
     * first segment → the screen's module, from the project root. Their code is preloaded by
     * the boot script.
     */
    firstScreens?: Record<string, string>;
  } = {},
): Plugin {
  let root = '';
  let eventsDir = '';
  let building = false;
  let events: LoadedEvent[] = [];
  const script = async () => {
    const editionsDir = path.join(root, 'configs/editions');
    const editions = readdirSync(editionsDir)
      .filter((file) => file.endsWith('.json'))
      .map(
        (file) => JSON.parse(readFileSync(path.join(editionsDir, file), 'utf8')) as EditionConfig,
      );
    // Loaded here, not at the top: the shell painter of this module also runs in a browser.
    const { loadAppConfig } = await import('../../core/config/appConfig.ts');
    const app = loadAppConfig(path.join(root, 'configs/app.json'));
    events = await readEvents(root, eventsDir);
    return bootScript({
      themes: Object.fromEntries(
        editions.map(({ prefix, theme: { cssVariables } }) => [
          prefix,
          {
            primary: cssVariables['--color-primary'],
            background: cssVariables['--color-background'],
          },
        ]),
      ),
      events: Object.fromEntries(events.map(({ config }) => [config.id, config.edition])),
      fallback: app.defaultEdition,
      eventRoutes: ['index', 'signlist'],
    });
  };
  return {
    name: 'boot-theme',
    configResolved(config) {
      root = config.root;
      eventsDir = path.resolve(config.root, options.eventsDir ?? 'configs/events');
      building = config.command === 'build';
    },
    configureServer(server) {
      server.middlewares.use(`/${SCRIPT_NAME}`, (_request, response, next) => {
        script().then((source) => {
          response.setHeader('Content-Type', 'text/javascript');
          response.end(source);
        }, next);
      });
    },
    async buildStart() {
      if (building) this.emitFile({ type: 'asset', name: SCRIPT_NAME, source: await script() });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        // The app's page only; the login page has no hash route of an edition.
        if (context.path !== '/index.html') return;
        const asset =
          context.bundle &&
          Object.values(context.bundle).find(
            (file) => file.type === 'asset' && file.names.includes(SCRIPT_NAME),
          );
        const src = asset ? `./${asset.fileName}` : `/${SCRIPT_NAME}`;
        const boot = {
          tag: 'script',
          attrs: { src, async: true },
          injectTo: 'head-prepend',
        } as const;
        if (!context.bundle || !context.chunk) return [boot];
        const preloads = bootPreloads(
          context.bundle,
          context.chunk,
          Object.fromEntries(
            Object.entries(options.firstScreens ?? {}).map(([route, file]) => [
              route,
              path.resolve(root, file),
            ]),
          ),
          Object.fromEntries(events.map(({ config }) => [config.key, String(config.id)])),
        );
        // A data block, not a script: the CSP runs no inline script, and this one runs nothing.
        const data = {
          tag: 'script',
          attrs: { type: 'application/json', id: PRELOADS_ID },
          children: JSON.stringify(preloads).replace(/</g, '\\u003c'),
          injectTo: 'head-prepend',
        } as const;
        // Before the boot script, so it is parsed by the time the async script runs.
        return [data, boot];
      },
    },
  };
}
