/**
 * After payment: a runner reserves a race-pack pickup time, downloads the slip whose QR code names
 * the registration, and sees it collected once the desk has scanned it; a proxy with a wrong ID
 * number and a full slot are refused; a race number taken by one runner cannot be taken by another.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { payInSandbox } from './support/cashier';
import { applyByApi, sampleEvent } from './support/runners';
import {
  apiAs,
  apiData,
  BASE_A,
  BASE_B,
  currentRoute,
  login,
  openApp,
  type Language,
  type Session,
} from './support/session';

const gz = sampleEvent('gz-marathon-2027');

/** A runner whose gz registration is paid (through the sandbox wallet, as the app pays). */
async function paidRunner(request: APIRequestContext, language: Language) {
  const session = await login(request, { language });
  const order = await applyByApi(request, session, gz, { language });
  await payInSandbox(request, session, order.id);
  const api = apiAs(request, session, language);
  return { session, order, api };
}

function decodeQr(file: string): string | undefined {
  const png = PNG.sync.read(readFileSync(file));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

test('a paid runner reserves a pickup time, gets a slip naming the registration, and sees it collected (en-US)', async ({
  page,
  request,
}) => {
  const { session, order } = await paidRunner(request, 'en-US');
  await openApp(page, `/pay/${order.id}`, { session, language: 'en-US' });
  await page.getByRole('button', { name: 'Race-pack pickup' }).click();
  await expect(page.getByText('No pickup time reserved yet')).toBeVisible();
  await page.getByRole('button', { name: 'Reserve a pickup time' }).click();
  await expect(page.getByText('Your ID card and this pickup slip')).toBeVisible();
  await page.getByRole('button', { name: 'Choose a pickup time' }).click();

  const day = page.locator('.pickup-card', { hasText: '2027-12-09' });
  await day.getByRole('button', { name: /10:00–14:00/ }).click();
  await page.getByRole('button', { name: 'Reserve this time' }).click();
  await expect(page.getByText('Pickup time reserved')).toBeVisible();
  await expect(page.getByText('2027-12-09 10:00–14:00')).toBeVisible();
  await expect(page.getByText('Hall B, Canton Fair Complex')).toBeVisible();

  await page.getByRole('button', { name: 'Download pickup slip' }).click();
  await expect.poll(() => currentRoute(page)).toBe('/reserve/download');
  await expect(
    page.getByRole('img', { name: `QR code of registration ${order.orderNo}` }),
  ).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download pickup slip' }).click();
  const file = await (await download).path();
  expect(decodeQr(file)).toBe(order.orderNo);

  await openApp(page, `/receive/${order.id}`, { session, language: 'en-US' });
  await expect(page.getByText('Not collected yet')).toBeVisible();
  // The desk scans the slip: the same function as `npm run pickup -- collect <registration>`.
  const collected = await apiData<{ status: string }>(
    await request.post(`${BASE_B}/dev/collect`, { form: { registration: order.orderNo } }),
    'dev/collect',
  );
  expect(collected.status).toBe('collected');
  await page.reload();
  await expect(page.getByText(/^Collected at /).first()).toBeVisible();
  const again = await apiData<{ status: string }>(
    await request.post(`${BASE_B}/dev/collect`, { form: { registration: order.orderNo } }),
    'dev/collect',
  );
  expect(again.status).toBe('alreadyCollected');
});

test('a proxy with a wrong ID number is refused on the form and by the server (zh-CN)', async ({
  page,
  request,
}) => {
  const { session, order } = await paidRunner(request, 'zh-CN');
  await openApp(page, `/reserve/form/${order.id}`, { session, language: 'zh-CN' });
  await page.getByText('他人代领').click();
  await page.getByRole('textbox', { name: '代领人姓名' }).fill('李代领');
  await page.getByRole('textbox', { name: '代领人手机号' }).fill('13800001111');
  await page.getByRole('textbox', { name: '代领人身份证号' }).fill('110101199005170019');
  await page.getByRole('button', { name: '选择领物时间' }).click();
  await expect(page.getByRole('alert')).toHaveText('请输入正确的18位居民身份证号码');
  await expect.poll(() => currentRoute(page)).toBe(`/reserve/form/${order.id}`);

  const refused = await request.post(`${BASE_A}/matchH5/reserveCollectDate`, {
    headers: { authorization: session.token, 'app-language': 'zh-CN' },
    form: {
      applicationID: order.id,
      date: '2027-12-09',
      slotID: 'am',
      proxy: '1',
      proxyName: '李代领',
      proxyPhone: '13800001111',
      proxyIdNumber: '110101199005170019',
    },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.message).toBe('请检查代领人信息：身份证号');
});

test('a full slot cannot be chosen (en-US)', async ({ page, request }) => {
  const first = await paidRunner(request, 'en-US');
  // The one place of the late slot on the last day goes to the first runner (or is gone already).
  await request.post(`${BASE_A}/matchH5/reserveCollectDate`, {
    headers: { authorization: first.session.token },
    form: { applicationID: first.order.id, date: '2027-12-11', slotID: 'late' },
  });
  const { session, order } = await paidRunner(request, 'en-US');
  await openApp(page, `/reserve/time/${order.id}`, { session, language: 'en-US' });
  const lastDay = page.locator('.pickup-card', { hasText: '2027-12-11' });
  const late = lastDay.getByRole('button', { name: /20:00–21:00/ });
  await expect(late).toContainText('Full');
  await expect(late).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Reserve this time' })).toBeDisabled();
  await expect(lastDay.getByRole('button', { name: /10:00–14:00/ })).toBeEnabled();
});

test('a runner picks a race number and another runner cannot take it (zh-CN)', async ({
  page,
  request,
}) => {
  // Four repeated digits (multiples of 1111) are the race's premium numbers, sold with a price.
  const drawn = 4000 + Math.floor(Math.random() * 5000);
  const cno = `MAR${drawn % 1111 === 0 ? drawn + 1 : drawn}`;
  const first = await paidRunner(request, 'zh-CN');
  await openApp(page, `/pay/${first.order.id}`, { session: first.session, language: 'zh-CN' });
  await page.getByRole('button', { name: '自选参赛号码' }).click();
  await page.getByRole('textbox', { name: '想要的参赛号码' }).fill(cno);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('可选')).toBeVisible();
  await page.getByRole('button', { name: `选定 ${cno}` }).click();
  await expect(page.getByText('您的参赛号码')).toBeVisible();
  await expect(page.getByText(cno, { exact: true })).toBeVisible();

  const second: { session: Session; order: { id: number } } = await paidRunner(request, 'zh-CN');
  // A fresh load, so the app starts as the second runner.
  await page.goto('about:blank');
  await openApp(page, `/number/index?applicationId=${second.order.id}`, {
    session: second.session,
    language: 'zh-CN',
  });
  await page.getByRole('textbox', { name: '想要的参赛号码' }).fill(cno);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('已被选')).toBeVisible();
  await expect(page.getByRole('button', { name: `选定 ${cno}` })).toHaveCount(0);
  const taken = await request.post(`${BASE_A}/matchH5/setCNO`, {
    headers: { authorization: second.session.token, 'app-language': 'zh-CN' },
    form: { applicationID: second.order.id, cno },
  });
  expect(taken.status()).toBe(409);
  expect((await taken.json()).error.message).toBe(`号码 ${cno} 已被选走`);
});
