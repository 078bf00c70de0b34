/** The reference server's sandbox cashier: every channel lands on it, with Approve and Decline. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiAs, apiData, BASE_A, BASE_B, type Session } from './session';

export const CASHIER_PATH = /\/api\/sandbox\/cashier\//;

/** The order page's pay button, in the bar fixed to the bottom of the screen. */
export const payButton = (page: Page) =>
  page.locator('.pay-bar').getByRole('button', { name: /^(立即支付|Pay now)$/ });

/** Chooses a channel on the order page by its name and presses the pay button. */
export async function payWith(page: Page, channel: string): Promise<void> {
  await page.getByText(channel, { exact: true }).click();
  await payButton(page).click();
}

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

/**
 * Pays the runner's order at the sandbox without a browser, as an approved cashier does, and
 * waits until the provider's callback has made it paid: screens opened next show it paid.
 */
export async function payInSandbox(
  request: APIRequestContext,
  session: Session,
  applicationID: number,
): Promise<void> {
  const api = apiAs(request, session);
  const { tradeNo } = await api.get<{ tradeNo: string }>(`${BASE_A}/payorder/zfbH5Sign`, {
    applicationID,
  });
  await apiData(
    await request.post(`${BASE_B}/sandbox/pay`, { form: { tradeNo, outcome: 'approve' } }),
    'sandbox/pay',
  );
  await expect
    .poll(async () => {
      const detail = await api.get<{ application: { state: string } }>(
        `${BASE_A}/matchH5/detailApplicationv2`,
        { applicationID },
      );
      return detail.application.state;
    })
    .toBe('paid');
}
