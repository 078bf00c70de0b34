import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from '../../../src/host/page';
import '../../../src/i18n';
import { isLoadFailure } from '../../../src/navigation/loadFailure';
import { RouteError } from '../../../src/navigation/RouteError';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a file that did not arrive', () => {
  it.each([
    [
      'Chromium, a chunk',
      new TypeError('Failed to fetch dynamically imported module: /a.js'),
      true,
    ],
    ['Firefox, a chunk', new TypeError('error loading dynamically imported module: /a.js'), true],
    ['Safari, a chunk', new TypeError('Importing a module script failed.'), true],
    ['Vite, a chunk stylesheet', new Error('Unable to preload CSS for /assets/a.css'), true],
    ['Chromium, a fetch', new TypeError('Failed to fetch'), true],
    ['Firefox, a fetch', new TypeError('NetworkError when attempting to fetch resource.'), true],
    ['Safari, a fetch', new TypeError('Load failed'), true],
    [
      'code reading a missing value',
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      false,
    ],
    ['code calling a non-function', new TypeError('x.map is not a function'), false],
    ['a thrown string', 'Failed to fetch', false],
  ])('%s: %s', (_label, error, expected) => {
    expect(isLoadFailure(error)).toBe(expected);
  });
});

describe('the route error page', () => {
  function renderFailing(error: unknown) {
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <RouteError />,
        loader: () => {
          throw error;
        },
        Component: () => null,
      },
    ]);
    render(<RouterProvider router={router} />);
  }

  it('blames the network when the page code did not arrive, and retries by reloading', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    renderFailing(new TypeError('Failed to fetch dynamically imported module: /a.js'));
    expect(await screen.findByText('页面加载失败')).toBeVisible();
    expect(screen.getByText('网络似乎不太稳定，请检查网络后重试。')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says the page went wrong, not the network, when code threw a TypeError', async () => {
    renderFailing(new TypeError("Cannot read properties of undefined (reading 'id')"));
    expect(await screen.findByText('页面出错了')).toBeVisible();
    expect(screen.queryByText('页面加载失败')).toBeNull();
  });
});
