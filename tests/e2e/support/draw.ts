/** A race's draw with two entrants, each on a phone of their own: one in Chinese, one in English. */
import { devices, expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { EventConfig } from '../../../core/generated/config/event';
import { apiAs, apiData, BASE_A, login, type Language, type Session } from './session';
import { signUp } from './signup';

export interface Entrant {
  page: Page;
  session: Session;
  language: Language;
  applicationId: number;
}

/**
 * Both runners enter `race`'s draw through the browser (`enter` is its button in each language),
 * then the draw runs: the race has one place, so one is drawn and the other is not. `close` puts
 * the second phone away.
 */
export async function drawBetweenTwo(
  {
    page,
    browser,
    request,
    baseURL,
  }: {
    page: Page;
    browser: Browser;
    request: APIRequestContext;
    baseURL: string | undefined;
  },
  race: EventConfig,
  enter: Record<Language, string>,
) {
  const other = await browser.newContext({
    ...devices['iPhone SE'],
    viewport: { width: 375, height: 667 },
    baseURL,
  });
  const entrants: Entrant[] = [];
  for (const [runnerPage, language] of [
    [page, 'zh-CN'],
    [await other.newPage(), 'en-US'],
  ] as const) {
    const session = await login(request, { language });
    const { applicationId } = await signUp(runnerPage, race, session, {
      language,
      signUpButton: enter[language],
    });
    entrants.push({ page: runnerPage, session, language, applicationId });
  }

  const draw = await apiData<{ entries: number; winners: number; payDeadline: string }>(
    await request.post('/api/dev/draw', { form: { event: race.key } }),
    'dev/draw',
  );
  expect(draw).toMatchObject({ entries: 2, winners: 1 });
  const states = await Promise.all(
    entrants.map((entrant) =>
      apiAs(request, entrant.session).get<{ payState: number }>(
        `${BASE_A}/matchH5/detailApplication`,
        { applicationID: entrant.applicationId },
      ),
    ),
  );
  // PayState 9: drawn, pay now; 7: not drawn (first in the waiting order).
  expect(states.map((state) => state.payState).sort()).toEqual([7, 9]);
  return {
    drawn: entrants[states.findIndex((state) => state.payState === 9)],
    notDrawn: entrants[states.findIndex((state) => state.payState === 7)],
    payDeadline: draw.payDeadline,
    close: () => other.close(),
  };
}

/** An instant as the runner's page writes it in their language. */
export function shownInstant(page: Page, iso: string, language: Language): Promise<string> {
  return page.evaluate(
    ([at, lang]) =>
      new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(at),
      ),
    [iso, language] as const,
  );
}
