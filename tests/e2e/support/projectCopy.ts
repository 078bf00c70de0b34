import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../../server/paths';

/** Not copied: the packages (linked instead), the history, and what runs leave behind. */
const LEFT_OUT = new Set([
  'node_modules',
  '.git',
  'test-results',
  'playwright-report',
  'reports',
  'data',
  'coverage',
]);

export interface ProjectCopy {
  root: string;
  remove(): void;
}

/**
 * A copy of the project in a folder of its own, for specs that follow the README's steps for
 * operations staff (write a config, `npm start`, `npm run dev`): what they change in configs/ and
 * in the builds stays in the copy, so they run beside the specs that read the checkout's. Files
 * keep their times, so the builds are as fresh (or stale) as in the checkout; the packages are the
 * checkout's own, linked.
 */
export function copyProject(): ProjectCopy {
  const root = mkdtempSync(path.join(tmpdir(), 'race-signup-project-'));
  cpSync(PROJECT_ROOT, root, {
    recursive: true,
    preserveTimestamps: true,
    filter: (source) => !LEFT_OUT.has(path.relative(PROJECT_ROOT, source).split(path.sep)[0]),
  });
  symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
