import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../src/i18n';
import type { EventConfig } from '../../../src/config/events';
import { RichText } from '../../../src/renderer/blocks/richText/RichText';
import { sanitizeHtml } from '../../../src/renderer/blocks/richText/sanitize';

afterEach(cleanup);

const hostile = [
  '<p>Route <b>map</b></p>',
  '<script>window.hacked = true</script>',
  '<img src="x.png" alt="course" onerror="window.hacked = true">',
  '<a href="javascript:alert(1)">click</a>',
  '<p style="position:fixed;inset:0">cover</p>',
  '<style>body{display:none}</style>',
  '<iframe src="https://evil.example"></iframe>',
].join('');

describe('rich text block', () => {
  it('keeps plain markup and drops scripts, handlers, styles and frames', () => {
    const safe = sanitizeHtml(hostile);
    expect(safe).toContain('<b>map</b>');
    expect(safe).toContain('<img src="x.png" alt="course">');
    expect(safe).not.toMatch(/script|onerror|javascript:|style|iframe/i);
  });

  it('renders the text of the current language without running anything', () => {
    const block = {
      type: 'richText' as const,
      title: { 'zh-CN': '赛事介绍', 'en-US': 'About the race' },
      html: { 'zh-CN': hostile, 'en-US': '<p>English</p>' },
    };
    const { container, getByRole } = render(<RichText block={block} event={{} as EventConfig} />);
    expect(getByRole('heading').textContent).toBe('赛事介绍');
    expect(container.querySelector('script, iframe, style')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('[style]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(container.textContent).toContain('Route map');
  });
});
