import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { EditionConfig } from '../../core/generated/config/edition';
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
export function paintBootShell(data: BootThemes): void {
  const [first, second] = window.location.hash.replace(/^#\/?/, '').split(/[/?]/);
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

/** The boot script: paintBootShell and the data it needs, as one classic script. */
export function bootScript(data: BootThemes): string {
  return `(${paintBootShell.toString()})(${JSON.stringify(data)});\n`;
}

const SCRIPT_NAME = 'boot-theme.js';

/**
 * The themed first paint. The app's routes are hash routes, which the server never sees and CSS
 * cannot read, and the CSP runs no inline script; so a small classic script of the site's own,
 * made at build time from the edition and event configs, colours the boot shell
 * (src/app/styles.css) with the address's edition. It is async: a blocking script held the first
 * paint back by one round trip (bench:paint), while async the neutral shell paints at once and
 * takes the edition's colours when the script arrives, long before the app's code.
 */
export function bootTheme(options: { eventsDir?: string } = {}): Plugin {
  let root = '';
  let eventsDir = '';
  let building = false;
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
    const events = await readEvents(root, eventsDir);
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
        return [{ tag: 'script', attrs: { src, async: true }, injectTo: 'head-prepend' }];
      },
    },
  };
}
