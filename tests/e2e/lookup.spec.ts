import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { applyByApi, newRunner, sampleEvent } from './support/runners';
import { apiData, BASE_B, login, openApp, type Language } from './support/session';

const TEXTS = {
  'zh-CN': {
    race: '2027广州马拉松赛',
    idPlaceholder: '请输入报名时填写的证件号码',
    codePlaceholder: '请输入右侧验证码',
    submit: '查询',
    wrongCode: '图形验证码错误或已过期，请重新获取',
    result: '查询结果',
    idLabel: '证件号码',
    mobileLabel: '手机号码',
    status: '已报名，待支付',
    selectMatch: '请选择赛事',
  },
  'en-US': {
    race: 'Guangzhou Marathon 2027',
    idPlaceholder: 'The ID number you signed up with',
    codePlaceholder: 'Type the code in the picture',
    submit: 'Look up',
    wrongCode: 'The picture code is wrong or has expired, please get a new one',
    result: 'Result',
    idLabel: 'ID number',
    mobileLabel: 'Mobile',
    status: 'Registered, not paid',
    selectMatch: 'Please select a match',
  },
} as const;

/** The id of the picture code the page is showing, read from the server's answer to the page. */
function nextCaptchaId(page: Page): Promise<string> {
  return page
    .waitForResponse((response) => response.url().includes(`${BASE_B}/captcha/code`))
    .then(
      async (response) =>
        ((await response.json()) as { data: { captchaId: string } }).data.captchaId,
    );
}

function rowValue(page: Page, label: string) {
  return page.locator('.search-result .adm-list-item').filter({ hasText: label }).first();
}

for (const language of ['zh-CN', 'en-US'] as Language[]) {
  test(`a status lookup refuses a wrong picture code and shows masked data with the right one (${language})`, async ({
    page,
    request,
  }) => {
    const text = TEXTS[language];
    const session = await login(request, { language });
    const runner = newRunner(session);
    await applyByApi(request, session, sampleEvent('gz-marathon-2027'), { runner, language });

    const firstCaptcha = nextCaptchaId(page);
    await openApp(page, '/gz/search', { language });
    await firstCaptcha;
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByText(text.selectMatch)).toBeVisible();

    await page.getByText(text.race, { exact: true }).click();
    await page.getByPlaceholder(text.idPlaceholder).fill(runner.idNumber);
    // 0 is never in a picture code, so this answer is always wrong.
    await page.getByPlaceholder(text.codePlaceholder).fill('0000');
    const secondCaptcha = nextCaptchaId(page);
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByText(text.wrongCode)).toBeVisible();
    await expect(page.getByText(text.result)).toHaveCount(0);

    // The used code is replaced by a new picture; its answer comes from the dev route.
    const captchaId = await secondCaptcha;
    const { answer } = await apiData<{ answer: string }>(
      await request.get(`${BASE_B}/dev/captcha`, { params: { id: captchaId } }),
      'dev/captcha',
    );
    await page.getByPlaceholder(text.codePlaceholder).fill(answer);
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByText(text.result)).toBeVisible();
    await expect(rowValue(page, text.idLabel)).toContainText(
      `${runner.idNumber.slice(0, 3)}***********${runner.idNumber.slice(-4)}`,
    );
    await expect(rowValue(page, text.mobileLabel)).toContainText(
      `${runner.phone.slice(0, 3)}****${runner.phone.slice(-4)}`,
    );
    await expect(page.getByText(text.status)).toBeVisible();
    await expect(page.locator('body')).not.toContainText(runner.idNumber);
    await expect(page.locator('body')).not.toContainText(runner.phone);
  });
}
