import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DIST_DIR, PROJECT_ROOT } from './paths';

/** What the app build is made from: a change to any of these makes the build stale. */
const SOURCES = [
  'configs',
  'src',
  'core',
  'html',
  'public',
  'schemas',
  'scripts/vite',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

/** The latest change below `path`: of any file, and of any folder (a file added or removed). */
function latestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (latest, name) => Math.max(latest, latestChange(join(path, name))),
    stat.mtimeMs,
  );
}

/** The events the build holds, by key, from its manifest. */
function builtEvents(): string[] | null {
  const manifest = join(DIST_DIR, '.vite', 'manifest.json');
  if (!existsSync(manifest)) return null;
  const keys = Object.keys(JSON.parse(readFileSync(manifest, 'utf8')) as object);
  const prefix = 'virtual:event-config/';
  return keys.filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
}

/**
 * Why the app in dist/ does not show what is in the project now, or null when it does: there is
 * no build, a config or source file changed after it, or it was built from another events folder
 * than the server serves.
 */
export function staleBuildReason(eventsDir: string): string | null {
  const index = join(DIST_DIR, 'index.html');
  if (!existsSync(index)) return 'No app build in dist/ yet';
  const builtAt = statSync(index).mtimeMs;
  const sources = [...SOURCES.map((source) => join(PROJECT_ROOT, source)), eventsDir];
  const changed = sources.find((source) => latestChange(source) > builtAt);
  if (changed) return `${changed.replace(`${PROJECT_ROOT}/`, '')} changed after the last app build`;
  const files = existsSync(eventsDir)
    ? readdirSync(eventsDir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length))
    : [];
  const built = builtEvents();
  const same =
    built !== null && built.length === files.length && files.every((key) => built.includes(key));
  return same ? null : `The app build holds other events than ${eventsDir}`;
}
