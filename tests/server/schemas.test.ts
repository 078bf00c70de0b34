import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, describe, expect, it } from 'vitest';
import { listSchemaFiles, loadSchemas, SHARED_SCHEMAS } from '../../server/http/schemas';
import { API_SCHEMAS_DIR } from '../../server/paths';

const store = loadSchemas(API_SCHEMAS_DIR);
const endpoints = [...store.endpoints].map(([name, doc]) => ({ name, doc }));
const sharedIds = store.shared.map((schema) => schema.$id);
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
        if (ref.startsWith('#/$defs/')) {
          expect(doc.$defs?.[ref.slice('#/$defs/'.length)], ref).toBeDefined();
        } else {
          expect(sharedIds).toContain(ref);
        }
      }
      // Strict mode, as in the server's validator: unknown keywords or formats would throw.
      const ajv = addFormats(new Ajv({ strict: true, allowUnionTypes: true }));
      ajv.addSchema(store.shared);
      expect(() => ajv.compile(doc)).not.toThrow();
    },
  );

  it('refers to a shared shape by its id, also from inside another shared shape', () => {
    const doc = store.endpoints.get('matchH5/detailApplicationv2');
    expect(refsOf(doc).sort()).toEqual(['shared:Application', 'shared:PaymentChannel']);
    const application = store.shared.find((schema) => schema.$id === 'shared:Application');
    // OrderState twice: the registration's and its premium number order's.
    expect(refsOf(application).sort()).toEqual([
      'shared:ApplicationTicket',
      'shared:OrderState',
      'shared:OrderState',
    ]);
  });

  it.each(shared)(
    'shared shape $name is named after its file and used by an endpoint or another shape',
    ({ name, doc }) => {
      expect(doc.$schema).toBe('http://json-schema.org/draft-07/schema#');
      expect(doc.title).toBe(name);
      // The error body is every endpoint's answer on failure, outside its own schema.
      if (name === 'ApiError') return;
      const users = [...endpoints.map(({ doc: endpoint }) => endpoint), ...store.shared];
      expect(users.some((user) => refsOf(user).includes(`shared:${name}`))).toBe(true);
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

describe('loading the schemas', () => {
  const dir = mkdtempSync(join(tmpdir(), 'api-schemas-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names the file whose $ref points outside the shared shapes', () => {
    mkdirSync(join(dir, 'area'), { recursive: true });
    writeFileSync(
      join(dir, 'area', 'stray.schema.json'),
      JSON.stringify({
        title: 'Stray',
        properties: { request: {}, response: { $ref: '../other/Thing.schema.json' } },
      }),
    );
    expect(() => loadSchemas(dir)).toThrow(/stray\.schema\.json: \$ref \.\.\/other\/Thing/);
  });
});
