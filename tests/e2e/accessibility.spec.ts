/**
 * Accessibility as a gate: axe runs on every built screen, in each edition and both languages,
 * with the form's errors shown and a dialog open; no serious or critical violation may remain.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { editionPrefixes } from './support/editions';
import { passGates } from './support/gates';
import { applyByApi, sampleEvent } from './support/runners';
import { login, openApp, prepareApp, type Language } from './support/session';

const gz = sampleEvent('gz-marathon-2027');
const LANGUAGES: Language[] = ['zh-CN', 'en-US'];
const SIGN_UP: Record<Language, string> = { 'zh-CN': '立即报名', 'en-US': 'Sign up now' };
const SUBMIT: Record<Language, string> = { 'zh-CN': '提交并支付', 'en-US': 'Submit and pay' };

async function expectNoSeriousViolations(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
  expect(serious, screen).toEqual([]);
}

for (const language of LANGUAGES) {
  test.describe(language, () => {
    for (const prefix of editionPrefixes()) {
      test(`the ${prefix} edition's tabs and search page`, async ({ page, request }) => {
        // Four screens, each fetched and analysed in turn.
        test.setTimeout(180_000);
        const session = await login(request, { language });
        for (const tab of ['index', 'sign', 'my', 'search']) {
          await openApp(page, `/${prefix}/${tab}`, { session, language });
          await expect(page.locator('.app-bar__title')).not.toBeEmpty();
          await page.waitForLoadState('networkidle');
          await expectNoSeriousViolations(page, `/${prefix}/${tab}`);
        }
      });
    }

    test('the login page, with its messages shown', async ({ page }) => {
      await prepareApp(page, { language });
      await page.goto('/html/login.html#/login');
      await page.getByRole('button', { name: language === 'zh-CN' ? '登录' : 'Log in' }).click();
      await expect(page.locator('.adm-form-item-feedback-error').first()).toBeVisible();
      await expectNoSeriousViolations(page, 'login');
    });

    test('gate pages, the form with its errors, and the pay page', async ({ page, request }) => {
      test.setTimeout(180_000);
      const session = await login(request, { language });
      await openApp(page, `/index/${gz.id}`, { session, language });
      await page.getByRole('button', { name: SIGN_UP[language], exact: true }).click();
      for (const gate of gz.gates) {
        await page.waitForURL(new RegExp(`#/${gate.type}\\?`));
        await page.waitForLoadState('networkidle');
        await expectNoSeriousViolations(page, `gate ${gate.type}`);
        await passGates(page, { ...gz, gates: [gate] }, language);
      }
      await page.getByRole('button', { name: SUBMIT[language] }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectNoSeriousViolations(page, 'form with errors');

      const order = await applyByApi(request, session, gz, { language });
      await openApp(page, `/pay/${order.id}`, { session, language });
      await expect(page.getByText(order.orderNo)).toBeVisible();
      await expectNoSeriousViolations(page, 'pay');
    });
  });
}
