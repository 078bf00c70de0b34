import { afterEach, describe, expect, it } from 'vitest';
import {
  PRELOADS_ID,
  preloadFirstScreen,
  type BootPreloads,
} from '../../../scripts/vite/boot-preload';
import { hashRoute, paintBootShell, type BootThemes } from '../../../scripts/vite/boot-theme';

const data: BootThemes = {
  themes: {
    gz: { primary: '#c8102e', background: '#f7f4f2' },
    cd: { primary: '#0b7a53', background: '#f2f7f4' },
  },
  events: { '1001': 'gz', '3102': 'cd' },
  fallback: 'gz',
  eventRoutes: ['index', 'signlist'],
};

/** The shell's colours after the boot script ran at `hash`. */
function paintedAt(hash: string): { primary: string; background: string } {
  window.location.hash = hash;
  const [first, second] = hashRoute();
  paintBootShell(data, first, second);
  const style = document.documentElement.style;
  return {
    primary: style.getPropertyValue('--boot-primary'),
    background: style.getPropertyValue('--boot-background'),
  };
}

afterEach(() => {
  document.documentElement.removeAttribute('style');
  document.head.replaceChildren();
  window.location.hash = '';
});

describe('the boot shell before the app runs', () => {
  it('takes the colours of the edition the address starts with', () => {
    expect(paintedAt('#/cd/index')).toEqual({ primary: '#0b7a53', background: '#f2f7f4' });
    expect(paintedAt('#/gz/my?tab=1')).toEqual({ primary: '#c8102e', background: '#f7f4f2' });
  });

  it('takes the colours of the edition of the race an event page names', () => {
    expect(paintedAt('#/index/3102')).toEqual({ primary: '#0b7a53', background: '#f2f7f4' });
    expect(paintedAt('#/signlist/1001')).toEqual({ primary: '#c8102e', background: '#f7f4f2' });
  });

  it('takes the default edition where the app starts, its home', () => {
    expect(paintedAt('')).toEqual({ primary: '#c8102e', background: '#f7f4f2' });
  });

  it('stays neutral where the address does not tell the edition', () => {
    expect(paintedAt('#/pay/12')).toEqual({ primary: '', background: '' });
    expect(paintedAt('#/index/999')).toEqual({ primary: '', background: '' });
  });
});

const preloads: BootPreloads = {
  routes: {
    index: ['assets/IndexScreen-a1.js', 'assets/BlockList-b2.css', 'assets/list-c3.js'],
    detail: ['assets/DetailScreen-f6.js'],
  },
  events: { '1001': ['assets/gz-marathon-2027-d4.js'], '3102': ['assets/cd-half-2027-e5.js'] },
};

/** The preloads the boot script asks for at `hash`, with index.html's data block in place. */
function preloadedAt(hash: string, written: BootPreloads | null = preloads): string[] {
  if (written) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PRELOADS_ID;
    block.textContent = JSON.stringify(written);
    document.head.append(block);
  }
  window.location.hash = hash;
  const [first, second] = hashRoute();
  preloadFirstScreen(PRELOADS_ID, data.eventRoutes, first, second);
  return [...document.head.querySelectorAll('link')].map(
    (link) => `${link.rel}${link.as ? ` as ${link.as}` : ''} ${link.getAttribute('href')}`,
  );
}

describe('the first screen, asked for before the app runs', () => {
  it("preloads a race home's code and the race's config", () => {
    // The config first: the screen's loader waits for it.
    expect(preloadedAt('#/index/3102?lang=en')).toEqual([
      'modulepreload ./assets/cd-half-2027-e5.js',
      'modulepreload ./assets/IndexScreen-a1.js',
      'preload as style ./assets/BlockList-b2.css',
      'modulepreload ./assets/list-c3.js',
    ]);
  });

  it('preloads the screen alone for a race the build does not know', () => {
    expect(preloadedAt('#/index/999')).toEqual([
      'modulepreload ./assets/IndexScreen-a1.js',
      'preload as style ./assets/BlockList-b2.css',
      'modulepreload ./assets/list-c3.js',
    ]);
  });

  it("preloads no race's config where the second segment is not a race", () => {
    // The order of id 1001, not the race.
    expect(preloadedAt('#/detail/1001')).toEqual(['modulepreload ./assets/DetailScreen-f6.js']);
  });

  it("asks for a stylesheet as the app's own link does, so that the page takes the preload", () => {
    preloadedAt('#/index/3102');
    // Vite's preload helper links a screen's stylesheet with crossorigin="" (anonymous).
    const sheets = [...document.head.querySelectorAll('link')].filter(({ as }) => as === 'style');
    expect(sheets.map((sheet) => sheet.getAttribute('crossorigin'))).toEqual(['']);
  });

  it('asks for nothing on other routes, or without the data (the dev server)', () => {
    expect(preloadedAt('#/pay/1001')).toEqual([]);
    expect(preloadedAt('')).toEqual([]);
    document.head.replaceChildren();
    expect(preloadedAt('#/index/1001', null)).toEqual([]);
  });
});
