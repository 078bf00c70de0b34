import type { Rolldown } from 'vite';
import { CONFIG_MODULE_PREFIX } from './event-configs.ts';
import { largestFirst } from './request-order.ts';

/**
 * What the boot script preloads: the files a first screen needs beyond what index.html already
 * loads, written into index.html at build time (the file names are the build's hashed ones).
 */
export interface BootPreloads {
  /** A route's first segment (`index` of `#/index/1001`) → the files of its screen. */
  routes: Record<string, string[]>;
  /** Event id → the files of its config, for event routes (BootThemes.eventRoutes). */
  events: Record<string, string[]>;
}

/** The id of index.html's data block that holds the BootPreloads. */
export const PRELOADS_ID = 'boot-preloads';

/**
 * Runs in the page before the app's code, beside paintBootShell: asks for the code of the
 * address's screen, and the config of the race it names, while the entry's code still arrives.
 * Otherwise those files are found only once the entry has run and the router has matched, and
 * the server's HTTP/1.1 connections (six per host) then take them a few at a time. The app's
 * own imports of the same files are then served from the preload. Self-contained: it is sent as
 * its own source text.
 */
export function preloadFirstScreen(
  id: string,
  eventRoutes: string[],
  first: string,
  second: string | undefined,
): void {
  const block = document.getElementById(id);
  if (!block || !block.textContent) return;
  const data = JSON.parse(block.textContent) as BootPreloads;
  const screen = data.routes[first];
  if (!screen) return;
  // Only an event route's second segment is an event id (`#/pay/1001` names an order).
  const eventId = eventRoutes.indexOf(first) >= 0 ? second : undefined;
  // The race's config first: the screen's loader waits for it, and it is about the size of the
  // screen's largest file, while the rest are small (each list is largest first, request-order.ts).
  const files = ((eventId !== undefined && data.events[eventId]) || []).concat(screen);
  for (const file of files) {
    const link = document.createElement('link');
    if (/\.css$/.test(file)) {
      link.rel = 'preload';
      link.as = 'style';
      // As the app's own stylesheet link asks for it (Vite's preload helper sets crossorigin):
      // a preload asked for in another mode is not used, and the sheet is fetched again.
      link.setAttribute('crossorigin', '');
    } else link.rel = 'modulepreload';
    link.href = `./${file}`;
    document.head.appendChild(link);
  }
}

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The files of `chunk` and of everything it imports statically, scripts and their styles. */
function closure(bundle: OutputBundle, chunk: OutputChunk, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === 'chunk') closure(bundle, next, into);
  }
  return into;
}

/**
 * The preloads of a build: for each route of `screens` (first segment → the screen's module)
 * and each event's config (`eventIds`: config key → event id), the files they need that `entry`
 * does not already load, largest first. A screen module the build has no chunk of fails the
 * build, so a moved screen cannot silently stop being preloaded.
 */
export function bootPreloads(
  bundle: OutputBundle,
  entry: OutputChunk,
  screens: Record<string, string>,
  eventIds: Record<string, string>,
): BootPreloads {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const loaded = closure(bundle, entry);
  const beyondEntry = (chunk: OutputChunk) =>
    largestFirst(
      bundle,
      [...closure(bundle, chunk)].filter((file) => !loaded.has(file)),
    );
  const routes = Object.fromEntries(
    Object.entries(screens).map(([route, module]) => {
      const chunk = chunks.find((file) => file.facadeModuleId === module);
      if (!chunk) throw new Error(`The build has no chunk of ${module}, the screen of "${route}"`);
      return [route, beyondEntry(chunk)];
    }),
  );
  const configPrefix = `\0${CONFIG_MODULE_PREFIX}`;
  const events = Object.fromEntries(
    chunks.flatMap((chunk) => {
      const key = chunk.facadeModuleId?.startsWith(configPrefix)
        ? chunk.facadeModuleId.slice(configPrefix.length)
        : undefined;
      return key !== undefined && eventIds[key] ? [[eventIds[key], beyondEntry(chunk)]] : [];
    }),
  );
  return { routes, events };
}
