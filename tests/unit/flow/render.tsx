import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import i18next from 'i18next';
import '../../../src/i18n';

/** Shows where the app went, for routes the screen under test leads to. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname + location.search}</p>;
}

/**
 * Renders `Screen` at `url` inside a memory router, in `language`. `paths` are the route
 * patterns the screen answers to; any other address renders its path, so a test can see where
 * the screen navigated.
 */
export async function renderScreen(
  Screen: ComponentType,
  url: string,
  { paths, language = 'en-US' }: { paths: string[]; language?: 'zh-CN' | 'en-US' },
) {
  await i18next.changeLanguage(language);
  const router = createMemoryRouter(
    [
      ...paths.map((path) => ({ path, element: <Screen /> })),
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [url] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
