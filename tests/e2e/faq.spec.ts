import { expect, test } from './support/test';
import { currentRoute, openApp } from './support/session';

test('a runner reads an FAQ answer reached from a gate page (en-US)', async ({ page }) => {
  await openApp(page, '/check?eventId=1001', { language: 'en-US' });
  await expect.poll(() => currentRoute(page)).toBe('/statement');
  await page.getByRole('link', { name: 'Questions about this step' }).click();
  await expect.poll(() => currentRoute(page)).toBe('/faqname/signup');
  await expect(page.getByText('Signing up').first()).toBeVisible();
  await page.getByText('Can I get a refund after signing up?').click();
  await expect.poll(() => currentRoute(page)).toBe('/faqanswer/12');
  await expect(
    page.getByRole('heading', { name: 'Can I get a refund after signing up?' }),
  ).toBeVisible();
  await expect(page.getByText(/ask for a refund under My registration/)).toBeVisible();
  await page.getByRole('button', { name: 'More on this topic' }).click();
  await expect.poll(() => currentRoute(page)).toBe('/faqlist/1');
  await expect(page.getByText('Which ID documents can I sign up with?')).toBeVisible();
});

test('the Q&A page lists topics and searches questions and answers (zh-CN)', async ({ page }) => {
  await openApp(page, '/faq?eventId=1001');
  await expect(page.getByText('参赛答题')).toBeVisible();
  await page.getByPlaceholder('搜索问题和解答').fill('存衣');
  await page.getByText('比赛日可以存包吗？').click();
  await expect(page.getByText('起点设有存衣区，请凭参赛号码存取。')).toBeVisible();
  await page.goBack();
  await page.getByPlaceholder('搜索问题和解答').fill('没有这个词');
  await expect(page.getByText('未查询到结果')).toBeVisible();
});

test('a question opened by its key shows its answer (zh-CN)', async ({ page }) => {
  await openApp(page, '/faqqkey/quiz-wrong?eventId=1001');
  await expect(page.getByRole('heading', { name: '答题答错了怎么办？' })).toBeVisible();
  await expect(page.getByText('页面会提示答错的题目，改正后即可继续，次数不限。')).toBeVisible();
});
