import { existsSync } from 'node:fs';
import path from 'node:path';
import type { CheckContext, Rule } from '../context.ts';
import { isObject } from '../json.ts';
import type { Finding } from '../messages.ts';
import { pointerOf } from '../problem.ts';

/** A path of this app that names a file: an image, a document or a data file. */
const FILE_PATH = /^\/[^\s?#]*\.(?:png|jpe?g|gif|webp|svg|ico|pdf|json)$/i;

/** `src` and `href` addresses in a text written as HTML. */
const HTML_ADDRESS = /\b(?:src|href)\s*=\s*["']([^"']+)["']/gi;

function paths(value: unknown, pointer: string): { path: string; pointer: string }[] {
  if (typeof value === 'string') {
    const named = [value, ...[...value.matchAll(HTML_ADDRESS)].map((match) => match[1])];
    return named.filter((text) => FILE_PATH.test(text)).map((text) => ({ path: text, pointer }));
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => paths(item, `${pointer}/${i}`));
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => paths(item, `${pointer}${pointerOf(key)}`));
}

/**
 * Every file a config names by a path of this app (a logo, a banner, an image in a text) is in
 * the public folder, which serves those paths; a missing one would show as a broken image.
 */
export const filesExist: Rule = ({ app, editions, events, publicDir, root }: CheckContext) =>
  [app, ...editions, ...events].flatMap((config) => {
    if (!config) return [];
    return paths(config.value, '')
      .flatMap(({ path: file, pointer }): Finding[] => {
        const local = path.join(publicDir, ...file.split('/'));
        if (existsSync(local)) return [];
        const shown = path.relative(root, local).split(path.sep).join('/');
        return [
          {
            pointer,
            message: `there is no file ${shown}: a path of this app is served from the public folder; add the file there or correct the path`,
          },
        ];
      })
      .map((finding) => ({ file: config.file, ...finding }));
  });
