import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { login, openApp } from './support/session';

type Language = 'zh-CN' | 'en-US';
type Text = Record<Language, string>;

interface EventFile {
  id: number;
  key: string;
  name: Text;
  mustCn?: boolean;
}

interface EditionFile {
  prefix: string;
  homeEventId: number;
  tabs: { key: 'index' | 'my' | 'sign'; title: Text }[];
}

function readConfigs<T>(folder: string): T[] {
  const dir = path.resolve('configs', folder);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as T);
}

const events = readConfigs<EventFile>('events');
const editions = readConfigs<EditionFile>('editions');
const eventById = new Map(events.map((event) => [event.id, event]));
const languages: Language[] = ['zh-CN', 'en-US'];

/** Everything the page reports as going wrong: console errors and uncaught exceptions. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error')
      errors.push(`console: ${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(`exception: ${error.message}`));
  return errors;
}

/** The name a runner should see: mustCn events stay Chinese whatever the chosen language. */
function shownName(event: EventFile, language: Language): string {
  return event.mustCn ? event.name['zh-CN'] : event.name[language];
}

for (const language of languages) {
  test.describe(`in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    });

    for (const event of events) {
      test(`event home of ${event.key}`, async ({ page }) => {
        const errors = collectErrors(page);
        await page.goto(`/#/index/${event.id}`);
        const name = shownName(event, language);
        await expect(page.locator('.app-bar__title')).toHaveText(name);
        await expect(page.locator('.block-list')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute(
          'lang',
          event.mustCn ? 'zh-CN' : language,
        );
        // The sign-up button settles once the server has answered with the event's stage.
        await page.waitForLoadState('networkidle');
        expect(errors).toEqual([]);
      });
    }

    for (const edition of editions) {
      test(`tabs and search of /${edition.prefix}`, async ({ page, request }) => {
        const errors = collectErrors(page);
        const home = eventById.get(edition.homeEventId);
        expect(home, `home event ${edition.homeEventId} has a config`).toBeDefined();
        const tabBar = page.locator('.edition__tabs');

        // The "my" tab is the runner's own; a logged-in runner sees it rather than the login page.
        const session = await login(request, { language });
        await openApp(page, `/${edition.prefix}/index`, { session, language });
        await expect(page.locator('.app-bar__title')).toHaveText(shownName(home!, language));
        for (const tab of edition.tabs) {
          await expect(tabBar.getByText(tab.title[language], { exact: true })).toBeVisible();
        }

        for (const tab of edition.tabs) {
          await tabBar.getByText(tab.title[language], { exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`#/${edition.prefix}/${tab.key}$`));
          await expect(page.locator('.app-main')).toBeVisible();
          await expect(page.locator('.app-main')).not.toBeEmpty();
        }

        await page.goto(`/#/${edition.prefix}/sign`);
        await expect(page.getByRole('heading', { name: shownName(home!, language) })).toBeVisible();

        await page.goto(`/#/${edition.prefix}/search`);
        await expect(page.locator('.search')).toBeVisible();
        await expect(tabBar).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        expect(errors).toEqual([]);
      });
    }
  });
}

// One picture per edition: a colour that is not the edition's (a library default blue on the red
// or green editions) shows here. Compared with the pictures committed beside this file
// (`--update-snapshots` redraws them after an intended change); animations are stopped and the
// caret hidden for it.
for (const edition of editions) {
  test(`the /${edition.prefix} home and status lookup look right in both languages`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    for (const language of languages) {
      await page.goto(`/#/${edition.prefix}/index`);
      await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
      await page.reload();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.block-list')).toBeVisible();
      await expect(page).toHaveScreenshot(`${edition.prefix}-home-${language}.png`, {
        fullPage: true,
      });

      await page.goto(`/#/${edition.prefix}/search`);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.search')).toBeVisible();
      // The picture code is new on every visit.
      await expect(page).toHaveScreenshot(`${edition.prefix}-search-${language}.png`, {
        fullPage: true,
        mask: [page.locator('.search__captcha')],
      });
    }
    expect(errors).toEqual([]);
  });
}
