/** A whole sign-up as a runner does it: event home, the gates, the form, and on to the order. */
import { expect, type Page } from '@playwright/test';
import type { EventConfig } from '../../../core/generated/config/event';
import { passGates } from './gates';
import { newRunner, type Runner } from './runners';
import { currentRoute, openApp, type Language, type Session } from './session';
import { fillSignForm } from './signForm';

const SUBMIT: Record<Language, string> = { 'zh-CN': '提交并支付', 'en-US': 'Submit and pay' };

/** Signs `session`'s runner up for `event` from its home page; resolves to the order's id. */
export async function signUp(
  page: Page,
  event: EventConfig,
  session: Session,
  { language = 'zh-CN' as Language, runner = newRunner(session), signUpButton = '' } = {},
): Promise<{ applicationId: number; runner: Runner }> {
  await openApp(page, `/index/${event.id}`, { session, language });
  await page.getByRole('button', { name: signUpButton, exact: true }).click();
  await passGates(page, event, language);
  await fillSignForm(page, event, runner, { language });
  await page.getByRole('button', { name: SUBMIT[language] }).click();
  await page.waitForURL(/#\/pay\/\d+$/);
  const applicationId = Number(currentRoute(page).split('/').pop());
  await expect(page.getByText('Order number').or(page.getByText('订单号'))).toBeVisible();
  return { applicationId, runner };
}
