import { test as base } from '@playwright/test';
import { SERVER_PORTS, serverURL } from './servers';

export { expect } from '@playwright/test';

/**
 * Playwright's `test`, against the server of the worker it runs in: workers running at the same
 * time have different parallel indexes, and there is one server per worker.
 */
export const test = base.extend<object, { server: string }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this.
    async ({}, use, workerInfo) => use(serverURL(SERVER_PORTS[workerInfo.parallelIndex])),
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server),
});
