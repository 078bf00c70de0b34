import { describe, expect, it } from 'vitest';
import { appBasePath, loginPageUrl, safeRedirect } from '../../../src/login/redirect';

const context = { origin: 'https://run.example.com', basePath: '/', defaultEventId: 1001 };
const HOME = '/index.html#/index/1001';

describe('safeRedirect', () => {
  it.each([
    ['/index.html#/sign/1001/1', '/index.html#/sign/1001/1'],
    ['#/sign/1001/1', '/index.html#/sign/1001/1'],
    ['/#/pay/42', '/#/pay/42'],
    ['/index.html#/score/1001/110101?tab=2', '/index.html#/score/1001/110101?tab=2'],
    ['/index.html?from=mail#/detail/9', '/index.html?from=mail#/detail/9'],
    ['/./index.html#/my', '/index.html#/my'],
  ])('returns to the app page %s', (value, expected) => {
    expect(safeRedirect(value, context)).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.example',
    'https://evil.example/index.html#/sign/1',
    'http://run.example.com/index.html#/sign/1',
    '//evil.example',
    '//evil.example/index.html#/sign/1',
    '///evil.example/index.html#/sign/1',
    '/\\evil.example/index.html#/sign/1',
    '\\\\evil.example',
    '\\/evil.example',
    '/\t/evil.example/index.html#/a',
    ' //evil.example',
    '/\n/evil.example',
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)//#/sign',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example#/sign/1',
    '/%5C%5Cevil.example#/sign/1',
    'https:evil.example',
    '/.//evil.example#/a',
    '/index.html/..//evil.example#/a',
    '/index.html',
    '/index.html#sign',
    '#//evil.example',
    '/html/login.html#/login?redirect=%2Findex.html',
    '/server/secrets.json#/a',
    '/index.html@evil.example#/a',
    '/index.html#/' + 'a'.repeat(2083),
    '/index.html#/\u2028',
    'evil.example/index.html#/a',
  ])('sends %j to the default event instead', (value) => {
    expect(safeRedirect(value, context)).toBe(HOME);
  });

  it('keeps to the folder the app is served from', () => {
    const nested = { ...context, basePath: '/races/' };

    expect(safeRedirect('/races/index.html#/sign/1001/1', nested)).toBe(
      '/races/index.html#/sign/1001/1',
    );
    expect(safeRedirect('#/my', nested)).toBe('/races/index.html#/my');
    expect(safeRedirect('/other/index.html#/my', nested)).toBe('/races/index.html#/index/1001');
  });
});

describe('login page address', () => {
  it.each([
    ['/index.html', '/'],
    ['/', '/'],
    ['/html/login.html', '/'],
    ['/races/index.html', '/races/'],
    ['/races/html/login.html', '/races/'],
  ])('finds the app folder of %s', (pathname, base) => {
    expect(appBasePath(pathname)).toBe(base);
  });

  it('carries the current page, which the filter then accepts', () => {
    const url = loginPageUrl({ pathname: '/races/index.html', search: '', hash: '#/pay/42' });
    const redirect = new URLSearchParams(url.split('?')[1]).get('redirect');

    expect(url.startsWith('/races/html/login.html#/login?redirect=')).toBe(true);
    expect(safeRedirect(redirect, { ...context, basePath: '/races/' })).toBe(
      '/races/index.html#/pay/42',
    );
  });
});
