import { expect, test } from '../e2e/support/test';
import appConfig from '../../configs/app.json' with { type: 'json' };
import { CHINESE, logInThroughPage } from '../e2e/support/login-page';
import { freshPhone } from '../e2e/support/session';

/** `redirect` values that try to leave the app after login; none may be followed. */
const HOSTILE = [
  '//evil.example',
  'https://evil.example',
  '/\\evil.example',
  '%2F%2Fevil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'HTTPS://EVIL.EXAMPLE',
  'JaVaScRiPt:alert(1)',
  ' //evil.example',
  '\t//evil.example',
  '/\t/evil.example',
  '#//evil.example',
  '/index.html#//evil.example',
];

// Each value is a login of its own, so the values spread over the workers.
test.describe.configure({ mode: 'parallel' });

for (const redirect of HOSTILE) {
  test(`the login page does not follow the redirect ${JSON.stringify(redirect)}`, async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(origin)) outside.push(request.url());
    });
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    await logInThroughPage(
      page,
      () => page.goto(`/html/login.html#/login?redirect=${encodeURIComponent(redirect)}`),
      freshPhone(),
      CHINESE,
    );
    await page.waitForURL((url) => url.hash.startsWith('#/index/'));
    const landed = new URL(page.url());
    expect(landed.origin).toBe(origin);
    expect(landed.pathname + landed.hash).toBe(`/index.html#/index/${appConfig.defaultEventId}`);
    expect(outside).toEqual([]);
    expect(dialogs).toBe(0);
  });
}
