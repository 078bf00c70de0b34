import { mkdtempSync, readdirSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { startMemoryPglite } from '../../server/db/memoryPglite';

const folders: string[] = [];
function newFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'pglite-image-'));
  folders.push(folder);
  return folder;
}
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** The tables a runner's data could be in: none in a new database. */
async function ownTables(pglite: PGlite): Promise<string[]> {
  const { rows } = await pglite.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`,
  );
  return rows.map((row) => row.name);
}

/** Writes and reads back a row: the database works, not only opens. */
async function roundTrip(pglite: PGlite): Promise<number> {
  await pglite.exec('CREATE TABLE t (n int); INSERT INTO t VALUES (41)');
  const { rows } = await pglite.query<{ n: number }>('SELECT n + 1 AS n FROM t');
  return rows[0].n;
}

const images = (folder: string) => readdirSync(folder).filter((name) => name.endsWith('.tar'));

describe('an in-memory PGlite started from the image of an empty database', () => {
  it('keeps the image the first time and gives a new, empty database from it every time', async () => {
    const folder = newFolder();
    const first = await startMemoryPglite(folder);
    expect(images(folder)).toHaveLength(1);
    expect(await roundTrip(first)).toBe(42);
    await first.close();

    // What the first one wrote is not in the image: each start is a database of its own.
    const second = await startMemoryPglite(folder);
    expect(await ownTables(second)).toEqual([]);
    expect(await roundTrip(second)).toBe(42);
    await second.close();
  });

  it('makes the image again when the one kept is cut short', async () => {
    const folder = newFolder();
    await (await startMemoryPglite(folder)).close();
    const [image] = images(folder);
    const whole = statSync(join(folder, image)).size;
    truncateSync(join(folder, image), 4096);

    const pglite = await startMemoryPglite(folder);
    expect(await roundTrip(pglite)).toBe(42);
    await pglite.close();
    expect(statSync(join(folder, image)).size).toBe(whole);
  });

  it('starts without one where none can be kept', async () => {
    // A file where the image's folder would be.
    const blocked = join(newFolder(), 'cache');
    writeFileSync(blocked, '');
    const pglite = await startMemoryPglite(blocked);
    expect(await roundTrip(pglite)).toBe(42);
    await pglite.close();
  });
});
