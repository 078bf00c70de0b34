/**
 * The race's runner stories and reports, each with a thumbs-up that the server counts once per
 * runner: two runners on phones of their own, one in English and one in Chinese, see each
 * other's thumbs-up, and a runner's second tap changes nothing.
 */
import { devices, type Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { sampleEvent } from './support/runners';
import { login, openApp } from './support/session';

const gz = sampleEvent('gz-marathon-2027');

/** The count a thumbs-up button names, e.g. "Thumbs-up for The guide runner: 3" → 3. */
async function countOf(button: Locator): Promise<number> {
  const label = (await button.getAttribute('aria-label')) ?? '';
  return Number(/(\d+)\D*$/.exec(label)?.[1]);
}

test('two runners give a story a thumbs-up each; a second tap is not counted (en-US, zh-CN)', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const english = await login(request, { language: 'en-US' });
  // The race's home leads to its stories, saying how many there are.
  await openApp(page, `/index/${gz.id}`, { session: english, language: 'en-US' });
  await page.getByText('2 stories · 1 report').click();
  await expect(page).toHaveURL(new RegExp(`#/heroes/${gz.id}$`));
  await expect(page.getByRole('heading', { name: 'Runner stories' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Race reports' })).toBeVisible();
  await expect(
    page.getByText('With a short rope he ran all 42 km beside a blind runner.'),
  ).toBeVisible();

  const story = page.getByRole('button', { name: /^Thumbs-up for The guide runner: \d+$/ });
  const before = await countOf(story);
  await story.click();
  await expect(story).toHaveAccessibleName(`Thumbs-up for The guide runner: ${before + 1}`);
  await expect(story).toHaveAttribute('aria-pressed', 'true');

  await story.click();
  await expect(page.getByText('You have already given this a thumbs-up')).toBeVisible();
  await expect(story).toHaveAccessibleName(`Thumbs-up for The guide runner: ${before + 1}`);

  // A second runner, on a phone of their own, sees the first runner's thumbs-up and adds theirs.
  const phone = await browser.newContext({
    ...devices['iPhone SE'],
    viewport: { width: 375, height: 667 },
    baseURL,
  });
  const other = await phone.newPage();
  const chinese = await login(request);
  await openApp(other, `/heroes/${gz.id}`, { session: chinese, language: 'zh-CN' });
  const sameStory = other.getByRole('button', { name: /^为《陪跑员的故事》点赞/ });
  await expect(sameStory).toHaveAccessibleName(`为《陪跑员的故事》点赞，当前 ${before + 1} 个赞`);
  await sameStory.click();
  await expect(sameStory).toHaveAccessibleName(`为《陪跑员的故事》点赞，当前 ${before + 2} 个赞`);
  await phone.close();

  // The first runner comes back later: the count includes the other's, theirs still counts once.
  await page.reload();
  await expect(story).toHaveAccessibleName(`Thumbs-up for The guide runner: ${before + 2}`);
  await story.click();
  await expect(page.getByText('You have already given this a thumbs-up')).toBeVisible();
  await expect(story).toHaveAccessibleName(`Thumbs-up for The guide runner: ${before + 2}`);
});
