import { cleanup, render } from '@testing-library/react';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach } from 'vitest';
import { forgetReads } from '../../../src/api/prefetch';
import { routes } from '../../../src/app/routes';
import { i18next } from '../../../src/i18n';

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await act(() => i18next.changeLanguage('zh-CN'));
});

/**
 * The real route table in memory, starting at `path` (a hash route such as "/index/1001"), as
 * the app newly opened: no server read of an earlier test is kept.
 */
export function renderRoute(path: string) {
  forgetReads();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}
