import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ConfigSet } from './diff.ts';

const git = (root: string, ...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** A file as JSON, or its text when it is none (the checker reports that; the diff shows it). */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function jsonFiles(dir: string, prefix: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return jsonFiles(full, `${prefix}${name}/`);
    return name.endsWith('.json') ? [`${prefix}${name}`] : [];
  });
}

/** Every JSON file under configs/ at a commit, or in the working tree when `ref` is undefined. */
export function configsAt(root: string, ref?: string): ConfigSet {
  const files = ref
    ? git(root, 'ls-tree', '-r', '--name-only', ref, '--', 'configs')
        .split('\n')
        .filter((file) => file.endsWith('.json'))
    : jsonFiles(path.join(root, 'configs'), 'configs/');
  return new Map(
    files.map((file) => [
      file,
      parsed(
        ref ? git(root, 'show', `${ref}:${file}`) : readFileSync(path.join(root, file), 'utf8'),
      ),
    ]),
  );
}

/** Where the branch left main: the base a pull request is compared with. */
export function mergeBase(root: string): string {
  for (const main of ['main', 'origin/main']) {
    try {
      return git(root, 'merge-base', main, 'HEAD').trim();
    } catch {
      // No such branch here (a CI checkout has origin/main only); try the next.
    }
  }
  throw new Error('no branch main or origin/main to compare with; name the base commit');
}

/** A commit as a reader knows it: its short hash. */
export const shortRef = (root: string, ref: string) =>
  git(root, 'rev-parse', '--short', ref).trim();
