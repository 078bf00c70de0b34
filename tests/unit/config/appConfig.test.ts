// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadAppConfig } from '../../../core/config/appConfig';

const SHIPPED = join(import.meta.dirname, '../../../configs/app.json');
const dir = mkdtempSync(join(tmpdir(), 'app-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function written(config: unknown): string {
  const file = join(dir, `app-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(config));
  return file;
}

describe('the app-wide settings', () => {
  const shipped = JSON.parse(readFileSync(SHIPPED, 'utf8')) as Record<string, unknown>;

  it('are read as the schema types them', () => {
    expect(loadAppConfig(SHIPPED)).toEqual(shipped);
  });

  it('stop whoever reads them when they break the schema, naming the file and the place', () => {
    const file = written({ ...shipped, hostOrigins: 'https://host.example' });
    expect(() => loadAppConfig(file)).toThrow(`${file} /hostOrigins must be array`);
    const withoutLanguages = { ...shipped };
    delete withoutLanguages.languages;
    expect(() => loadAppConfig(written(withoutLanguages))).toThrow(
      `must have required property 'languages' ("languages")`,
    );
  });
});
