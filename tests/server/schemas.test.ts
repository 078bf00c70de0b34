import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, describe, expect, it } from 'vitest';
import {
  bundleSchema,
  listSchemaFiles,
  loadSchemas,
  SHARED_SCHEMAS,
} from '../../server/http/schemas';
import { API_SCHEMAS_DIR } from '../../server/paths';

const store = loadSchemas(API_SCHEMAS_DIR);
const endpoints = [...store].map(([name, doc]) => ({ name, doc }));
const sharedDir = join(API_SCHEMAS_DIR, SHARED_SCHEMAS);
const shared = listSchemaFiles(sharedDir).map((file) => ({
  name: basename(file, '.schema.json'),
  doc: JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>,
}));

function refsOf(doc: unknown): string[] {
  return [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1]);
}

describe('API contract schemas', () => {
  it.each(endpoints)(
    '$name has request and response, every $ref resolves, and it compiles',
    ({ doc }) => {
      const raw = doc as unknown as Record<string, unknown>;
      expect(raw.$schema).toBe('http://json-schema.org/draft-07/schema#');
      expect(doc.title).toMatch(/^[A-Z][A-Za-z0-9]+$/);
      expect(raw.description).toMatch(/^(GET|POST) /);
      expect(Object.keys(doc.properties).sort()).toEqual(['request', 'response']);
      for (const ref of refsOf(doc)) {
        expect(ref).toMatch(/^#\/\$defs\/\w+$/);
        expect(doc.$defs?.[ref.slice('#/$defs/'.length)], ref).toBeDefined();
      }
      // Strict mode, as in the server's validator: unknown keywords or formats would throw.
      const ajv = addFormats(new Ajv({ strict: true, allowUnionTypes: true }));
      expect(() => ajv.compile(doc)).not.toThrow();
    },
  );

  it('brings each shared shape once, also one reached through another shared shape', () => {
    const defs = store.get('matchH5/detailApplicationv2')?.$defs ?? {};
    expect(Object.keys(defs).sort()).toEqual([
      'Application',
      'ApplicationTicket',
      'OrderState',
      'PaymentChannel',
    ]);
    expect(refsOf(defs.Application).sort()).toEqual([
      '#/$defs/ApplicationTicket',
      '#/$defs/OrderState',
    ]);
  });

  it.each(shared)(
    'shared shape $name is named after its file and used by an endpoint',
    ({ name, doc }) => {
      expect(doc.$schema).toBe('http://json-schema.org/draft-07/schema#');
      expect(doc.title).toBe(name);
      // The error body is every endpoint's answer on failure, outside its own schema.
      if (name === 'ApiError') return;
      expect(endpoints.some(({ doc: endpoint }) => endpoint.$defs?.[name] !== undefined)).toBe(
        true,
      );
    },
  );

  it('gives every title once, since the generated TypeScript names its types by title', () => {
    const titles: string[] = [];
    const collect = (node: unknown, key = ''): void => {
      if (node === null || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      // Under `properties`, `title` is the name of a property, not a schema's title.
      if (key !== 'properties' && typeof record.title === 'string') titles.push(record.title);
      for (const [child, value] of Object.entries(record)) collect(value, child);
    };
    for (const file of listSchemaFiles(API_SCHEMAS_DIR))
      collect(JSON.parse(readFileSync(file, 'utf8')));
    expect(titles).toContain('Application');
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
  });
});

describe('bundling an endpoint schema', () => {
  const dir = mkdtempSync(join(tmpdir(), 'api-schemas-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function write(file: string, schema: unknown): string {
    const full = join(dir, file);
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, JSON.stringify(schema));
    return full;
  }

  it('names the file whose $ref target is missing', () => {
    const file = write('area/broken.schema.json', {
      title: 'Broken',
      properties: { request: {}, response: { $ref: '../shared/Missing.schema.json' } },
    });
    expect(() => bundleSchema(file)).toThrow(/broken\.schema\.json: cannot read .*Missing/);
  });

  it('refuses two different shapes under one title', () => {
    write('shared/One.schema.json', { title: 'Same', type: 'string' });
    write('shared/Two.schema.json', { title: 'Same', type: 'integer' });
    const file = write('area/clash.schema.json', {
      title: 'Clash',
      properties: {
        request: { $ref: '../shared/One.schema.json' },
        response: { $ref: '../shared/Two.schema.json' },
      },
    });
    expect(() => bundleSchema(file)).toThrow(/two schemas are named Same/);
  });
});
