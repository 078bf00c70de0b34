import { afterEach, describe, expect, it } from 'vitest';
import { paintBootShell, type BootThemes } from '../../../scripts/vite/boot-theme';

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
  paintBootShell(data);
  const style = document.documentElement.style;
  return {
    primary: style.getPropertyValue('--boot-primary'),
    background: style.getPropertyValue('--boot-background'),
  };
}

afterEach(() => {
  document.documentElement.removeAttribute('style');
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
