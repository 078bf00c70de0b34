/** Runners on phones of their own: a logged-in browser context each, as team-mates are. */
import type { APIRequestContext, Browser } from '@playwright/test';
import { login, prepareApp, type Language } from './session';

/** A runner of their own, in a browser context of their own, as on their own phone. */
export async function runnerPhone(
  browser: Browser,
  request: APIRequestContext,
  language: Language = 'zh-CN',
) {
  const session = await login(request, { language });
  const context = await browser.newContext({ viewport: { width: 375, height: 667 } });
  const page = await context.newPage();
  await prepareApp(page, { session, language });
  return { session, page, context };
}
