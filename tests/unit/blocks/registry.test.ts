import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../../src/renderer/blocks';

const blocksDir = path.resolve('src/renderer/blocks');
const typesWithSchema = readdirSync(blocksDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((type) => existsSync(path.join(blocksDir, type, 'schema.json')));

describe('block registry', () => {
  it('has exactly one entry per block folder with a schema', () => {
    expect(Object.keys(blockRegistry).sort()).toEqual(typesWithSchema.sort());
  });

  it.each(typesWithSchema)('serves the schema of %s from its folder', (type) => {
    const file = JSON.parse(readFileSync(path.join(blocksDir, type, 'schema.json'), 'utf8'));
    const entry = blockRegistry[type as keyof typeof blockRegistry];
    expect(entry.schema).toEqual(file);
    expect(file.properties.type.const).toBe(type);
    expect(typeof entry.component).toBe('function');
  });
});
