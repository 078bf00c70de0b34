import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventConfig } from '../../../src/config/events';
import { i18next } from '../../../src/i18n';
import { blockRegistry, type BlockConfig, type BlockType } from '../../../src/renderer/blocks';
import { BlockList } from '../../../src/renderer/blocks/BlockList';

const blocksDir = path.resolve('src/renderer/blocks');
const typesWithSchema = readdirSync(blocksDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((type) => existsSync(path.join(blocksDir, type, 'schema.json')));

interface PropertySchema {
  const?: unknown;
  description?: string;
}
interface BlockSchema {
  properties: Record<string, PropertySchema>;
  required: string[];
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const schemaFile = (type: string) => path.join(blocksDir, type, 'schema.json');

/**
 * The smallest config of a block type its schema allows: each required property, with its
 * constant or the example its description gives (the same example the config reference shows).
 */
function minimalBlock(type: string): BlockConfig {
  const schema = readJson(schemaFile(type)) as BlockSchema;
  const entries = schema.required.map((name) => {
    const property = schema.properties[name];
    if ('const' in property) return [name, property.const];
    const example = /Example: (.*)\.$/.exec(property.description ?? '')?.[1];
    if (!example) throw new Error(`${type}.${name} is required but its schema gives no example`);
    return [name, JSON.parse(example)];
  });
  return Object.fromEntries(entries) as BlockConfig;
}

/** Checks a block config against its type's own schema, with the shared definitions it names. */
const ajv = new Ajv({ allErrors: true });
addFormats(ajv);
const common = path.resolve('schemas/common.schema.json');
ajv.addSchema(readJson(common), pathToFileURL(common).href);
function validate(type: string, block: BlockConfig) {
  const check = ajv.compile({
    ...readJson(schemaFile(type)),
    $id: pathToFileURL(schemaFile(type)).href,
  });
  return check(block) ? [] : check.errors;
}

// A race with every part a block can show: stories and reports, tickets, an open sign-up.
const event = readJson(path.resolve('configs/events/gz-marathon-2027.json')) as EventConfig;

/** What a runner sees of each block type in its smallest config, on the race above, in English. */
const seen: Record<BlockType, (block: BlockConfig) => void> = {
  applyButtons: () => {
    expect(screen.getByRole('button', { name: 'Sign up now' })).toBeEnabled();
    expect(screen.getByText(/^Sign-up closes /)).toBeVisible();
  },
  banner: (block) => {
    const banner = screen.getByRole('button', { name: 'View full picture' });
    const alt = (block as Extract<BlockConfig, { type: 'banner' }>).alt['en-US'];
    expect(within(banner).getByRole('img', { name: alt })).toBeVisible();
  },
  heroes: () => {
    expect(screen.getByText('Runner stories and race reports')).toBeVisible();
    expect(screen.getByText('2 stories · 1 report')).toBeVisible();
  },
  keyFacts: () => {
    expect(screen.getByRole('heading', { name: event.name['en-US'] })).toBeVisible();
    expect(screen.getByText('Race day')).toBeVisible();
    expect(screen.getByText('First come, first served')).toBeVisible();
  },
  richText: (block) => {
    const html = (block as Extract<BlockConfig, { type: 'richText' }>).html['en-US'];
    expect(screen.getByText(html.replace(/<[^>]*>/g, ''))).toBeVisible();
  },
};

function renderBlock(block: BlockConfig) {
  const router = createMemoryRouter([
    { path: '/', element: <BlockList blocks={[block]} event={event} /> },
  ]);
  render(<RouterProvider router={router} />);
}

beforeAll(() => i18next.changeLanguage('en-US'));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // Within the race's sign-up period (2026-11-01 to 2027-10-31).
  vi.setSystemTime(new Date('2027-03-01T12:00:00+08:00'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('block registry', () => {
  it('has exactly one entry per block folder with a schema', () => {
    expect(Object.keys(blockRegistry).sort()).toEqual(typesWithSchema.sort());
  });

  it.each(typesWithSchema)('has the schema of %s in its folder', (type) => {
    expect((readJson(schemaFile(type)) as BlockSchema).properties.type.const).toBe(type);
  });

  it.each(typesWithSchema)(
    '%s, in the smallest config its schema allows, shows a runner what it is for',
    (type) => {
      const block = minimalBlock(type);
      expect(validate(type, block)).toEqual([]);
      renderBlock(block);
      seen[type as BlockType](block);
    },
  );
});
