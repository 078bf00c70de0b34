/** The reference server's sandbox cashier: every channel lands on it, with Approve and Decline. */
import { expect, type Page } from '@playwright/test';

export const CASHIER_PATH = /\/api\/sandbox\/cashier\//;

/** Waits for the cashier, checks what it is asked to take, and presses Approve or Decline. */
export async function payAtCashier(
  page: Page,
  outcome: 'approve' | 'decline',
  expected: { amount?: string | RegExp } = {},
): Promise<void> {
  await page.waitForURL(CASHIER_PATH);
  if (expected.amount) await expect(page.getByTestId('amount')).toHaveText(expected.amount);
  await page.locator(`button.${outcome}`).click();
}
