import type { Plugin, Rolldown } from 'vite';

/** A module preload Vite wrote, with the built file's name after the page's relative prefix. */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*href="(?:\.\.?\/)+([^"]+)"[^>]*>/g;
/** A stylesheet Vite wrote, with the white space before it. */
const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;
const FIRST_MODULE_SCRIPT = '<script type="module"';

/** Size of a built file as the bundle holds it; files it does not hold count as empty. */
function builtSize(bundle: Rolldown.OutputBundle, fileName: string): number {
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

/** `html` with its stylesheets moved before its first module script, in their order. */
export function stylesheetsFirst(html: string): string {
  const sheets = html.match(STYLESHEET);
  const first = html.indexOf(FIRST_MODULE_SCRIPT);
  if (!sheets || first < 0 || html.search(STYLESHEET) < first) return html;
  const rest = html.replace(STYLESHEET, '');
  const at = rest.indexOf(FIRST_MODULE_SCRIPT);
  return `${rest.slice(0, at)}${sheets.map((sheet) => sheet.trim()).join('\n    ')}\n    ${rest.slice(at)}`;
}

/**
 * Orders what a page's head asks for. The browser asks in document order, on at most six
 * HTTP/1.1 connections per host, and Vite writes the entry's module preloads in import order and
 * its stylesheets last. So the page's first paint, which waits for the stylesheets, waited for
 * connections behind the scripts, and the vendor chunk, two thirds of the entry's bytes, was
 * seventh, waiting a round trip while small files held the connections (bench:paint). The
 * stylesheets now come first, then the module preloads largest first, so the largest transfer
 * overlaps the small files' round trips instead of following them.
 */
export function requestOrder(): Plugin {
  return {
    name: 'request-order',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) =>
        context.bundle ? stylesheetsFirst(preloadsLargestFirst(html, context.bundle)) : html,
    },
  };
}
