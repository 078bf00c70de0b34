import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'results-import-'));
const COMMAND = join(import.meta.dirname, '../../server/commands/results-import.ts');

/** `npm run results:import -- …` on a PGlite folder of its own. */
async function importFile(lines: string[]) {
  const file = join(dir, 'results.csv');
  writeFileSync(file, lines.join('\n'));
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', COMMAND, 'gz-marathon-2027', file],
      {
        env: { ...process.env, DATA_DIR: join(dir, 'data') },
      },
    );
    return { code: 0, stdout, stderr, file };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr, file };
  }
}

describe('npm run results:import', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports every bad row with its line and imports nothing, then imports a corrected file', async () => {
    const header = 'bib,id,course,gun,net';
    const bad = await importFile([
      header,
      'A1,110101199005170016,100101,3:31:00,3:25:07',
      'A2,110101198503020024,100102,1:50:00,1:5x:00',
      'A3,110101199005170016,100101,3:31:00,3:35:07',
    ]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain(`${bad.file}:3: net "1:5x:00" is not a time like 3:25:07`);
    expect(bad.stderr).toContain(`${bad.file}:4: the net time is longer than the gun time`);
    expect(bad.stderr).toContain(`${bad.file}:4: the same id as line 2`);
    expect(bad.stderr).toContain('Nothing was imported');

    const good = await importFile([
      header,
      'A1,110101199005170016,100101,3:31:00,3:25:07',
      'A2,110101198503020024,100102,1:50:00,1:49:00',
    ]);
    expect(good.stderr).toBe('');
    expect(good.code).toBe(0);
    expect(good.stdout).toContain('Imported 2 results for gz-marathon-2027 (1001)');
  }, 120_000);
});
