import { expect, type Page } from '@playwright/test';
import { BASE_B } from './session';

/**
 * Logging in through the real login page against the real server: the picture answer and the
 * SMS code come from the server's development routes, everything else is what a runner does.
 */

async function devData<T>(page: Page, path: string, params: Record<string, string>): Promise<T> {
  const response = await page.request.get(`${BASE_B}/${path}`, { params });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Opens the login page with `open`, fills the form the way a runner does and submits it. */
export async function logInThroughPage(
  page: Page,
  open: () => Promise<unknown>,
  phone: string,
  labels: Record<string, string | RegExp>,
) {
  const captchaShown = page.waitForResponse((response) =>
    response.url().includes(`${BASE_B}/captcha/code`),
  );
  await open();
  const { data: captcha } = (await (await captchaShown).json()) as { data: { captchaId: string } };
  const { answer } = await devData<{ answer: string }>(page, 'dev/captcha', {
    id: captcha.captchaId,
  });

  await page.getByLabel(labels.phone).fill(phone);
  await page.getByLabel(labels.captcha).fill(answer);
  await page.getByRole('checkbox', { name: labels.consent }).check();
  const codeSent = page.waitForResponse((response) =>
    response.url().includes(`${BASE_B}/message/code`),
  );
  await page.getByRole('button', { name: labels.sendCode }).click();
  expect((await codeSent).ok()).toBe(true);
  // The button counts down before another code may be sent.
  await expect(page.getByRole('button', { name: labels.resend })).toBeDisabled();

  const { code } = await devData<{ code: string }>(page, 'dev/last-code', { phone });
  await page.getByLabel(labels.code).fill(code);
  await page.getByRole('button', { name: labels.submit }).click();
}

export const CHINESE = {
  phone: /^手机号$/,
  captcha: /^图形验证码$/,
  sendCode: '获取验证码',
  resend: /秒后重发/,
  code: /^短信验证码$/,
  consent: /我已阅读并同意/,
  submit: /^登录$/,
};

export const ENGLISH = {
  phone: /^Mobile$/,
  captcha: /^Picture code$/,
  sendCode: 'Get code',
  resend: /Resend in \d+ s/,
  code: /^SMS code$/,
  consent: /I have read and agree/,
  submit: /^Log in$/,
};
