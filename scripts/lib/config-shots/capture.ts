import { chromium, devices, request, type Browser, type Page } from '@playwright/test';
import { MatchEventStage } from '../../../core/domain/enums.ts';
import { eventStage } from '../../../core/domain/stage.ts';
import type { EventConfig } from '../../../core/generated/config/event.ts';
import { passGates } from '../../../tests/e2e/support/gates.ts';
import { applyByApi, nationalId, newRunner } from '../../../tests/e2e/support/runners.ts';
import { login, prepareApp, type Language } from '../../../tests/e2e/support/session.ts';
import type { Screen } from './screens.ts';

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
}

/** Toasts come and go with the timing of requests, which differs between two runs. */
const HIDE_TOASTS = '.adm-toast-mask { display: none !important; }';

/** The page settled: no loading indicator, no request in flight and its fonts loaded. */
async function settled(page: Page): Promise<void> {
  await page.locator('.app-page-loading, .app-loading').first().waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

/** Whether the race's sign-up is open now, by its config's dates (or its stage override). */
function signUpOpen(event: EventConfig): boolean {
  const { opens, closes } = event.registration;
  const stage = eventStage({
    now: new Date(),
    opens: new Date(opens),
    closes: new Date(closes),
    raceDate: new Date(event.raceDate),
    soldOut: false,
    override: event.registration.stage ?? undefined,
  });
  return stage === MatchEventStage.ON;
}

/**
 * Screenshots of a race's screens on one side, at the phone size the tests use, as a runner
 * who is logged in; the pay page is an order made through the API as the form would send it.
 * A screen that cannot be shown gives its reason instead of a picture.
 */
export async function captureRace(
  browser: Browser,
  url: string,
  event: EventConfig,
  screens: Screen[],
  language: Language,
  phone: string,
): Promise<Map<string, Buffer | string>> {
  const api = await request.newContext({ baseURL: url });
  const context = await browser.newContext({
    ...devices['iPhone SE'],
    viewport: { width: 375, height: 667 },
    baseURL: url,
  });
  const shots = new Map<string, Buffer | string>();
  try {
    // The same runner on both sides, so that only the change shows.
    const session = await login(api, { language, phone });
    const runner = {
      ...newRunner(session),
      gender: 1 as const,
      idNumber: nationalId('1990-05-17', 101),
    };
    const page = await context.newPage();
    await prepareApp(page, { session, language });
    for (const screen of screens) {
      let route = screen.route;
      if (screen.name === 'pay') {
        try {
          const order = await applyByApi(api, session, event, {
            runner,
            language,
          });
          route = `/pay/${order.id}`;
        } catch (error) {
          shots.set(
            screen.name,
            `no order could be made: ${(error as Error).message.split('\n')[0]}`,
          );
          continue;
        }
      }
      if (screen.name === 'form' && !signUpOpen(event)) {
        // A runner cannot reach it either: the gates and the form say the sign-up is closed.
        shots.set(screen.name, 'the sign-up is not open now, so the form cannot be opened');
        continue;
      }
      const gates = event.gates;
      if (screen.name === 'form' && gates.length > 0) {
        // The form opens only after the gates, as for a runner.
        await page.goto(`/#/${gates[0].type}?eventId=${event.id}`);
        await passGates(page, event, language);
        await page.waitForURL(/#\/sign\//);
      } else {
        await page.goto(`/#${route}`);
      }
      await settled(page);
      // Order numbers and times differ from one order to the next.
      const mask = [page.getByText(/^\d{12,}$/), page.getByText(/\d:\d\d( [AP]M)?$/)];
      shots.set(
        screen.name,
        await page.screenshot({ fullPage: true, animations: 'disabled', mask, style: HIDE_TOASTS }),
      );
    }
  } finally {
    await context.close();
    await api.dispose();
  }
  return shots;
}
