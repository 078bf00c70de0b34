/**
 * Every control of the main screens can be hit with a finger at phone size: home, gates, form,
 * pay, my registrations, registration detail and login, in both languages (the rule is in
 * support/tapTargets.ts).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import appConfig from '../../configs/app.json' with { type: 'json' };
import { passGates } from './support/gates';
import { applyByApi, sampleEvent } from './support/runners';
import { login, openApp, prepareApp, type Language } from './support/session';
import { smallTargets } from './support/tapTargets';

const gz = sampleEvent('gz-marathon-2027');
const LANGUAGES: Language[] = ['zh-CN', 'en-US'];
const SIGN_UP: Record<Language, string> = { 'zh-CN': '立即报名', 'en-US': 'Sign up now' };
const SUBMIT: Record<Language, string> = { 'zh-CN': '提交并支付', 'en-US': 'Submit and pay' };

async function expectFingerSized(page: Page, screen: string) {
  await page.waitForLoadState('networkidle');
  expect.soft(await smallTargets(page), screen).toEqual([]);
}

for (const language of LANGUAGES) {
  test(`every control of the main screens is finger-sized (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const session = await login(request, { language });
    await openApp(page, `/${appConfig.defaultEdition}/index`, { session, language });
    await expect(page.getByRole('button', { name: SIGN_UP[language], exact: true })).toBeVisible();
    await expectFingerSized(page, 'home');

    await page.getByRole('button', { name: SIGN_UP[language], exact: true }).click();
    for (const gate of gz.gates) {
      await page.waitForURL(new RegExp(`#/${gate.type}\\?`));
      await expectFingerSized(page, `gate ${gate.type}`);
      await passGates(page, { ...gz, gates: [gate] }, language);
    }
    await expect(page.getByRole('button', { name: SUBMIT[language] })).toBeVisible();
    await expectFingerSized(page, 'form');

    const order = await applyByApi(request, session, gz, { language });
    await openApp(page, `/pay/${order.id}`, { session, language });
    await expect(page.getByText(order.orderNo)).toBeVisible();
    await expectFingerSized(page, 'pay');

    await openApp(page, `/detail/${order.id}`, { session, language });
    await expect(page.getByText(order.orderNo)).toBeVisible();
    await expectFingerSized(page, 'detail');

    await openApp(page, `/${appConfig.defaultEdition}/my`, { session, language });
    await expect(page.locator('.order-state').first()).toBeVisible();
    await expectFingerSized(page, 'my');

    await prepareApp(page, { language });
    await page.goto('/html/login.html#/login');
    await expect(
      page.getByRole('button', { name: language === 'zh-CN' ? '登录' : 'Log in' }),
    ).toBeVisible();
    await expectFingerSized(page, 'login');
  });
}
