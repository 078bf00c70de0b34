import type { Plugin, Rolldown } from 'vite';

/** A module preload Vite wrote, with the built file's name after the page's relative prefix. */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*href="(?:\.\.?\/)+([^"]+)"[^>]*>/g;

/** Size of a built file as the bundle holds it; files it does not hold count as empty. */
export function builtSize(bundle: Rolldown.OutputBundle, fileName: string): number {
  const file = bundle[fileName];
  if (!file) return 0;
  return file.type === 'chunk' ? file.code.length : file.source.length;
}

/** `files` ordered largest first; files of equal size keep their order. */
export function largestFirst(bundle: Rolldown.OutputBundle, files: string[]): string[] {
  return files
    .map((file, index) => ({ file, index, size: builtSize(bundle, file) }))
    .sort((a, b) => b.size - a.size || a.index - b.index)
    .map(({ file }) => file);
}

/** `html` with its module preloads in the places they held, largest first. */
export function preloadsLargestFirst(html: string, bundle: Rolldown.OutputBundle): string {
  const links = new Map([...html.matchAll(MODULE_PRELOAD)].map((link) => [link[1]!, link[0]]));
  const ordered = largestFirst(bundle, [...links.keys()]);
  let next = 0;
  return html.replace(MODULE_PRELOAD, () => links.get(ordered[next++]!)!);
}

/**
 * Writes a page's module preloads largest first. The browser asks for them in document order on
 * at most six HTTP/1.1 connections per host; Vite writes them in import order, which put the
 * vendor chunk, two thirds of the entry's bytes, seventh, so it waited a round trip for a free
 * connection while small files took the first ones (bench:paint). Started first, the largest
 * transfer overlaps the small files' round trips instead of following them.
 */
export function largestPreloadsFirst(): Plugin {
  return {
    name: 'largest-preloads-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) =>
        context.bundle ? preloadsLargestFirst(html, context.bundle) : html,
    },
  };
}
