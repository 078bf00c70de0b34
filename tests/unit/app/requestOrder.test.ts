import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import {
  largestFirst,
  preloadsLargestFirst,
  stylesheetsFirst,
} from '../../../scripts/vite/request-order';

/** A bundle of chunks and assets of the given sizes, as far as the ordering reads one. */
function bundleOf(sizes: Record<string, number>): Rolldown.OutputBundle {
  return Object.fromEntries(
    Object.entries(sizes).map(([fileName, size]) => [
      fileName,
      fileName.endsWith('.js')
        ? { type: 'chunk', fileName, code: 'x'.repeat(size) }
        : { type: 'asset', fileName, source: 'x'.repeat(size) },
    ]),
  ) as unknown as Rolldown.OutputBundle;
}

const preload = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;

describe('preloads, largest first', () => {
  const bundle = bundleOf({
    'assets/runtime.js': 700,
    'assets/vendor.js': 106_000,
    'assets/router.js': 28_000,
    'assets/bus.js': 1_400,
    'assets/theme.css': 2_500,
  });

  it.each([
    [
      ['assets/runtime.js', 'assets/vendor.js'],
      ['assets/vendor.js', 'assets/runtime.js'],
    ],
    [
      ['assets/bus.js', 'assets/theme.css', 'assets/router.js'],
      ['assets/router.js', 'assets/theme.css', 'assets/bus.js'],
    ],
    // Files the bundle does not hold come last, in their order.
    [
      ['assets/gone-a.js', 'assets/bus.js', 'assets/gone-b.js'],
      ['assets/bus.js', 'assets/gone-a.js', 'assets/gone-b.js'],
    ],
    [[], []],
  ])('orders %j as %j', (files, expected) => {
    expect(largestFirst(bundle, files)).toEqual(expected);
  });

  it("rewrites a page's module preloads in their places, leaving the rest of it as it was", () => {
    const html = [
      '<head>',
      '<script type="module" crossorigin src="./assets/main.js"></script>',
      preload('./assets/runtime.js'),
      preload('./assets/bus.js'),
      preload('./assets/vendor.js'),
      '<link rel="stylesheet" crossorigin href="./assets/theme.css">',
      '</head>',
    ].join('\n');
    expect(preloadsLargestFirst(html, bundle)).toBe(
      [
        '<head>',
        '<script type="module" crossorigin src="./assets/main.js"></script>',
        preload('./assets/vendor.js'),
        preload('./assets/bus.js'),
        preload('./assets/runtime.js'),
        '<link rel="stylesheet" crossorigin href="./assets/theme.css">',
        '</head>',
      ].join('\n'),
    );
  });

  it('reads the file names of a page in a folder below the build', () => {
    const html = [preload('../assets/bus.js'), preload('../assets/router.js')].join('');
    expect(preloadsLargestFirst(html, bundle)).toBe(
      [preload('../assets/router.js'), preload('../assets/bus.js')].join(''),
    );
  });
});

describe('stylesheets first', () => {
  const sheet = (href: string) => `<link rel="stylesheet" crossorigin href="${href}">`;
  const script = '<script type="module" crossorigin src="./assets/main.js"></script>';

  it("moves a page's stylesheets before its first module script, in their order", () => {
    const html = [
      '<head>',
      '<title>x</title>',
      script,
      preload('./assets/vendor.js'),
      sheet('./assets/a.css'),
      sheet('./assets/b.css'),
      '</head>',
    ].join('\n    ');
    expect(stylesheetsFirst(html)).toBe(
      [
        '<head>',
        '<title>x</title>',
        sheet('./assets/a.css'),
        sheet('./assets/b.css'),
        script,
        preload('./assets/vendor.js'),
        '</head>',
      ].join('\n    '),
    );
  });

  it.each([
    ['without stylesheets', ['<head>', script, '</head>']],
    ['without a module script', ['<head>', sheet('./assets/a.css'), '</head>']],
    [
      'whose stylesheets come first already',
      ['<head>', sheet('./assets/a.css'), script, '</head>'],
    ],
  ])('leaves a page %s as it is', (_, lines) => {
    const html = lines.join('\n    ');
    expect(stylesheetsFirst(html)).toBe(html);
  });
});
