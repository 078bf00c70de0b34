/**
 * Compiles the server (server/main.ts and what it imports from server/ and core/) into one
 * JavaScript file, dist-server/main.js, which `npm start` runs with plain Node: no TypeScript
 * loader at start-up. Packages stay in node_modules.
 *
 * Run: node scripts/build-server.mjs [--if-stale]
 *   --if-stale  build only when there is no bundle yet or a file it was made from (listed in its
 *               esbuild metafile) or the lockfile changed after it; this is what `npm start` does.
 *
 * Plain JavaScript so that Node runs it before anything is compiled.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, 'dist-server');
const BUNDLE = path.join(OUT_DIR, 'main.js');
const META = path.join(OUT_DIR, 'meta.json');

/** Why the bundle does not show the sources now, or null when it does. */
function staleReason() {
  if (!existsSync(BUNDLE) || !existsSync(META)) return 'No server build in dist-server/ yet';
  const builtAt = statSync(BUNDLE).mtimeMs;
  const inputs = Object.keys(JSON.parse(readFileSync(META, 'utf8')).inputs);
  const changed = [...inputs, 'package-lock.json', 'scripts/build-server.mjs'].find((file) => {
    const full = path.join(ROOT, file);
    return !existsSync(full) || statSync(full).mtimeMs > builtAt;
  });
  return changed ? `${changed} changed after the last server build` : null;
}

/**
 * A module that finds files next to itself (`new URL('../x', import.meta.url)`) keeps finding
 * them from inside the bundle: its `import.meta.url` becomes its own source address, expressed
 * relative to the bundle so that the project folder can move.
 */
const ownModuleUrl = {
  name: 'own-module-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const relative = path.relative(OUT_DIR, args.path).split(path.sep).join('/');
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(relative)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
};

async function build() {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: ['server/main.ts'],
    outfile: BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [ownModuleUrl],
  });
  writeFileSync(META, JSON.stringify(result.metafile));
}

const reason = process.argv.includes('--if-stale') ? staleReason() : 'Building the server';
if (reason) {
  process.stdout.write(`${reason}: compiling it to dist-server/…\n`);
  await build();
}
