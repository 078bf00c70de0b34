import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PROJECT_ROOT } from '../paths';

/**
 * Where images of a just-created PGlite database are kept, one per PGlite version. Creating a
 * database runs PostgreSQL's initdb inside PGlite, about 2.9 s of an 8.5 s start on a 2-core
 * machine; loading the image of one takes 0.4 s and gives the same empty database.
 */
export const PGLITE_IMAGE_DIR = join(PROJECT_ROOT, 'node_modules', '.cache', 'race-signup');

/** The installed PGlite's version: an image is read only by the PGlite that wrote it. */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string })
    .version;
}

const imageFile = (dir: string) => join(dir, `pglite-${pgliteVersion()}-empty.tar`);

function readImage(file: string): Blob | undefined {
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    return undefined;
  }
}

/**
 * Writes `pglite`'s data folder to `file` as an image PGlite loads (`loadDataDir`), whole under
 * another name first: servers starting side by side may read `file` meanwhile.
 */
export async function writeImage(pglite: PGlite, file: string): Promise<void> {
  const image = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
  const partial = `${file}.${process.pid}.partial`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(partial, image);
    renameSync(partial, file);
  } finally {
    if (existsSync(partial)) rmSync(partial);
  }
}

/** Keeps the image of `pglite`; a cache that cannot be written only costs the next start time. */
async function keepImage(pglite: PGlite, file: string): Promise<void> {
  try {
    await writeImage(pglite, file);
  } catch {
    // Made again at the next start.
  }
}

/**
 * A started in-memory PGlite: loaded from the image of an empty database, which is made and kept
 * the first time in `imageDir`. (A data folder is created once in its life, so gains little.)
 */
export async function startMemoryPglite(imageDir = PGLITE_IMAGE_DIR): Promise<PGlite> {
  const file = imageFile(imageDir);
  const kept = readImage(file);
  if (kept) {
    try {
      return await started(new PGlite({ loadDataDir: kept }));
    } catch {
      // An image cut short (a disk that filled up while it was written): made again below.
    }
  }
  const fresh = await started(new PGlite());
  await keepImage(fresh, file);
  return fresh;
}

async function started(pglite: PGlite): Promise<PGlite> {
  await pglite.waitReady;
  return pglite;
}
