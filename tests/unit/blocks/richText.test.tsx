import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTimeSanitizer } from '../../../scripts/vite/sanitize-html';
import { eventSummary, type EventConfig } from '../../../src/config/events';
import '../../../src/i18n';
import type { BlockOf } from '../../../src/renderer/blocks/types';
import { RichText } from '../../../src/renderer/blocks/richText/RichText';
import { sanitizeHtml as cleanOnShow } from '../../../src/renderer/gates/sanitize';
import { HOSTILE_HTML as hostile } from '../../security/support/hostile-html';

afterEach(cleanup);

describe('config HTML', () => {
  let cleanAtBuild: (html: string) => string;
  beforeAll(async () => {
    cleanAtBuild = await buildTimeSanitizer();
  });

  it.each([
    ['when the app is built (rich text)', () => cleanAtBuild],
    ['when it is shown (gate texts, committee documents)', () => cleanOnShow],
  ])('keeps plain markup and drops scripts, handlers, styles, frames and forms %s', (_l, clean) => {
    const safe = clean()(hostile);
    expect(safe).toContain('<p>Route <b>map</b></p>');
    expect(safe).toContain('<img src="x.png" alt="course">');
    expect(safe).not.toMatch(/script|onerror|onload|javascript:|style|iframe|form|input/i);
  });
});

describe('rich text block', () => {
  it('shows the text of the current language as the app loads it', async () => {
    const config = (await eventSummary(2001)!.load()) as EventConfig;
    const block = config.screens.index.blocks.find(
      (candidate): candidate is BlockOf<'richText'> => candidate.type === 'richText',
    )!;
    render(<RichText block={block} event={config} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(block.title!['zh-CN']);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(
      [...block.html['zh-CN'].matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1]),
    );
  });
});
