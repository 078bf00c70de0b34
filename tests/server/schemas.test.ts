import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { API_SCHEMAS_DIR } from '../../server/paths';

function schemaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? schemaFiles(join(dir, entry.name))
      : entry.name.endsWith('.schema.json')
        ? [join(dir, entry.name)]
        : [],
  );
}

const docs = schemaFiles(API_SCHEMAS_DIR).map((file) => ({
  name: relative(API_SCHEMAS_DIR, file),
  doc: JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> & {
    properties: Record<string, Record<string, unknown>>;
    $defs?: Record<string, unknown>;
  },
}));

describe('API contract schemas', () => {
  it.each(docs)(
    '$name is a self-contained draft-07 document with request and response',
    ({ doc }) => {
      expect(doc.$schema).toBe('http://json-schema.org/draft-07/schema#');
      expect(doc.title).toMatch(/^[A-Z][A-Za-z0-9]+$/);
      expect(doc.description).toMatch(/^(GET|POST) /);
      expect(Object.keys(doc.properties).sort()).toEqual(['request', 'response']);
      const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1]);
      for (const ref of refs) {
        expect(ref).toMatch(/^#\/\$defs\/\w+$/);
        expect(doc.$defs?.[ref.slice('#/$defs/'.length)], ref).toBeDefined();
      }
      // Strict mode, as in the server's validator: unknown keywords or formats would throw.
      const ajv = addFormats(new Ajv({ strict: true, allowUnionTypes: true }));
      expect(() => ajv.compile(doc)).not.toThrow();
    },
  );

  it('repeats shared shapes identically in every file', () => {
    const seen = new Map<string, { file: string; schema: unknown }>();
    for (const { name, doc } of docs) {
      for (const [defName, schema] of Object.entries(doc.$defs ?? {})) {
        const first = seen.get(defName);
        if (!first) seen.set(defName, { file: name, schema });
        else
          expect(
            isDeepStrictEqual(first.schema, schema),
            `${defName} in ${name} differs from ${first.file}`,
          ).toBe(true);
      }
    }
    expect(seen.has('Application')).toBe(true);
  });

  it('gives every schema title once', () => {
    const titles = docs.map(({ doc }) => doc.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
