import { describe, expect, it } from 'vitest';
import { resolveAppPath } from '../../../src/config/app';

describe('resolveAppPath', () => {
  it.each([
    ['the app index at the root', './', '/index.html', '/images/editions/gz-logo.svg'],
    ['the login page', './', '/html/login.html', '/images/editions/gz-logo.svg'],
    ['the app in a sub-folder', './', '/races/index.html', '/races/images/editions/gz-logo.svg'],
    [
      'the login page in a sub-folder',
      './',
      '/races/html/login.html',
      '/races/images/editions/gz-logo.svg',
    ],
    [
      'an absolute build base',
      '/static/',
      '/races/html/login.html',
      '/static/images/editions/gz-logo.svg',
    ],
  ])('resolves an app file from %s', (_, base, page, expected) => {
    expect(resolveAppPath('/images/editions/gz-logo.svg', base, page)).toBe(expected);
  });

  it('leaves outside addresses alone', () => {
    expect(resolveAppPath('https://cdn.example.com/a.png', './', '/html/login.html')).toBe(
      'https://cdn.example.com/a.png',
    );
  });
});
