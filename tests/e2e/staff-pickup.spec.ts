/**
 * The pickup desk's staff page: with the desk's staff code, staff look a runner's slip up by the
 * registration number on it (the camera path reads the same number from its QR code; a browser
 * test cannot hold a slip up to a camera), check whose pack it is, then hand it over, which marks
 * it collected; a later scan says when it was collected.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { payInSandbox } from './support/cashier';
import { applyByApi, sampleEvent } from './support/runners';
import { BASE_A, login, openApp, type Language } from './support/session';
import { STAFF_CODE } from './support/staff';

const gz = sampleEvent('gz-marathon-2027');

/**
 * A paid gz registration with a pickup time booked, as the runner's slip shows it; `proxy` names
 * someone who collects for the runner.
 */
async function reservedRunner(
  request: APIRequestContext,
  language: Language,
  proxy: Record<string, string> = {},
) {
  const session = await login(request, { language });
  const order = await applyByApi(request, session, gz, { language });
  await payInSandbox(request, session, order.id);
  const booked = await request.post(`${BASE_A}/matchH5/reserveCollectDate`, {
    headers: { authorization: session.token },
    form: { applicationID: order.id, date: '2027-12-09', slotID: 'am', ...proxy },
  });
  expect(booked.status()).toBe(200);
  return { session, order };
}

const TEXTS = {
  'en-US': {
    start: 'Start scanning',
    typed: 'Registration number',
    lookup: 'Look up',
    toCheck: 'Check the ID, then hand over',
    handOver: 'Hand over',
    collected: 'Race pack collected',
    already: /already collected at/,
    wrong: 'The staff code is missing or wrong',
    noCamera: 'The camera is not available. Type the registration number from the slip instead.',
    runnerCollected: /^Collected at /,
    byProxy: "A proxy collects: check the proxy's ID",
    proxyId: "Proxy's ID number",
    mustShow: "The proxy's own ID card and a copy of the runner's ID card",
  },
  'zh-CN': {
    start: '开始扫码',
    typed: '报名编号',
    lookup: '查询凭证',
    toCheck: '请核对证件后交付',
    handOver: '交付物资',
    collected: '物资已领取',
    already: /物资已于 .* 领取/,
    wrong: '工作人员口令缺失或错误',
    noCamera: '无法使用摄像头，请输入凭证上的报名编号。',
    runnerCollected: /^已于 .* 领取/,
    byProxy: '代领：请核对代领人的证件',
    proxyId: '代领人证件号码',
    mustShow: '代领人本人身份证原件及跑者身份证复印件',
  },
} as const;

for (const language of ['en-US', 'zh-CN'] as const) {
  const text = TEXTS[language];

  test(`staff look a typed registration up, hand it over once; the runner sees it collected (${language})`, async ({
    page,
    context,
    request,
  }) => {
    const { session, order } = await reservedRunner(request, language);
    await openApp(page, '/staff/pickup', { language });

    const staffCode = page.locator('input[type=password]');
    const typed = page.getByRole('textbox', { name: text.typed });
    const lookUp = page.getByRole('button', { name: text.lookup });

    // A wrong code is refused by the server and asked for again.
    await staffCode.fill('not-the-code');
    await page.getByRole('button', { name: text.start }).click();
    // Without a camera (as in this browser) its frame keeps its size: the form below does not
    // jump when that becomes known, which lost this tap when it did.
    const noCamera = page.getByText(text.noCamera);
    await expect(noCamera).toBeVisible();
    const frame = (await noCamera.boundingBox())!;
    expect(Math.abs(frame.height - frame.width)).toBeLessThan(1);
    await typed.fill(order.orderNo);
    await lookUp.click();
    await expect(page.getByRole('alert')).toContainText(text.wrong);

    await staffCode.fill(STAFF_CODE);
    await page.getByRole('button', { name: text.start }).click();
    await typed.fill(order.orderNo);
    await lookUp.click();
    await expect(page.getByLabel(text.toCheck)).toContainText(order.orderNo);
    await expect(page.getByLabel(text.collected)).toHaveCount(0);

    await page.getByRole('button', { name: text.handOver }).click();
    await expect(page.getByLabel(text.collected)).toContainText(order.orderNo);
    await expect(page.getByRole('button', { name: text.handOver })).toHaveCount(0);

    await lookUp.click();
    await expect(page.getByRole('alert')).toContainText(text.already);

    // The runner's own phone, logged in as them: their pickup page says the pack is collected.
    const runnerPage = await context.newPage();
    await openApp(runnerPage, `/receive/${order.id}`, { session, language });
    await expect(runnerPage.locator('.pickup-status')).toContainText(text.runnerCollected);
  });

  test(`staff see that a proxy collects, whose ID to check and what the proxy must show (${language})`, async ({
    page,
    request,
  }) => {
    const { order } = await reservedRunner(request, language, {
      proxy: '1',
      proxyName: '李代领',
      proxyPhone: '13800001111',
      proxyIdNumber: '110101199005170024',
    });
    await openApp(page, '/staff/pickup', { language });
    await page.locator('input[type=password]').fill(STAFF_CODE);
    await page.getByRole('button', { name: text.start }).click();
    await page.getByRole('textbox', { name: text.typed }).fill(order.orderNo);
    await page.getByRole('button', { name: text.lookup }).click();

    // The desk sees who collects before handing anything over.
    const card = page.getByLabel(text.toCheck);
    await expect(card).toContainText(text.byProxy);
    await expect(card).toContainText('李代领');
    await expect(card.locator('.adm-list-item', { hasText: text.proxyId })).toContainText(
      '110***********0024',
    );
    await expect(card).toContainText(text.mustShow);
    await page.getByRole('button', { name: text.handOver }).click();
    await expect(page.getByLabel(text.collected)).toContainText('李代领');
  });
}
