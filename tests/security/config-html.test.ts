import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEventConfig } from '../../core/config/eventConfigs';
import { configModule } from './support/config-module';
import { HOSTILE_HTML as HOSTILE } from './support/hostile-html';

const KEY = 'bj-marathon-2027';
const EVENTS = join(import.meta.dirname, '..', '..', 'configs', 'events');

describe('a config rich text with hostile markup', () => {
  // The sample race with hostile markup in its first rich text block, in a folder of its own.
  const dir = mkdtempSync(join(tmpdir(), 'html-events-'));
  afterAll(() => rmSync(dir, { recursive: true }));
  const written = loadEventConfig(EVENTS, KEY);
  const index = written.screens.index.blocks.findIndex((block) => block.type === 'richText');
  const block = written.screens.index.blocks[index] as unknown as { html: Record<string, string> };
  block.html = { 'zh-CN': HOSTILE, 'en-US': `<p>English</p>${HOSTILE}` };
  writeFileSync(join(dir, `${KEY}.json`), JSON.stringify(written));
  // The plugin builds the module once for both tests, as a build does.
  const built = configModule(dir, KEY);

  it('reaches the app bundle cleaned in each language, its plain markup kept', async () => {
    const { code, config } = await built;
    const cleaned = config.screens.index.blocks[index] as unknown as {
      html: Record<string, string>;
    };
    for (const html of Object.values(cleaned.html)) {
      expect(html).toContain('<p>Route <b>map</b></p>');
      expect(html).toContain('<img src="x.png" alt="course">');
      expect(html).toContain('<a>click</a>');
    }
    expect(cleaned.html['en-US']).toMatch(/^<p>English<\/p>/);
    expect(code).not.toMatch(
      /<script|onerror|onload|javascript:|style=|<style|<iframe|<form|<input/i,
    );
  });

  it('leaves every other text of the config as it was written', async () => {
    const { config } = await built;
    const rest = (blocks: unknown[]) => blocks.filter((_block, at) => at !== index);
    expect(rest(config.screens.index.blocks)).toEqual(rest(written.screens.index.blocks));
    expect(config.name).toEqual(written.name);
  });
});
