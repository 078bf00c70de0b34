/**
 * After payment: a runner reserves a race-pack pickup time, downloads the slip whose QR code names
 * the registration, and sees it collected once the desk has scanned it; a proxy with a wrong ID
 * number and a full slot are refused; a race number taken by one runner cannot be taken by another.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
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

const TEXTS = {
  'en-US': {
    pickup: 'Race-pack pickup',
    none: 'No pickup time reserved yet',
    reserve: 'Reserve a pickup time',
    bring: 'Your ID card and this pickup slip',
    chooseTime: 'Choose a pickup time',
    confirm: 'Reserve this time',
    reserved: 'Pickup time reserved',
    venue: 'Hall B, Canton Fair Complex',
    qr: (orderNo: string) => `QR code of registration ${orderNo}`,
    download: 'Download pickup slip',
    notCollected: 'Not collected yet',
    collectedAt: /^Collected at /,
    proxy: 'Someone else collects it for me',
    proxyName: "Proxy's name",
    proxyPhone: "Proxy's mobile number",
    proxyId: "Proxy's ID number",
    badId: 'Please enter a valid 18-digit Chinese resident ID number',
    badProxy: "Please check the proxy's details: ID number",
    full: 'Full',
    chooseNumber: 'Choose race number',
    wanted: 'Wanted race number',
    find: 'Search',
    free: 'Available',
    take: (cno: string) => `Take ${cno}`,
    yours: 'Your race number',
    notFree: 'Taken',
    numberTaken: (cno: string) => `Race number ${cno} has already been taken`,
  },
  'zh-CN': {
    pickup: '领物预约',
    none: '尚未预约领物时间',
    reserve: '预约领物时间',
    bring: '本人身份证原件及领物凭证',
    chooseTime: '选择领物时间',
    confirm: '预约该时段',
    reserved: '领物时间已预约',
    venue: '广州国际会展中心B区',
    qr: (orderNo: string) => `报名 ${orderNo} 的二维码`,
    download: '下载领物凭证',
    notCollected: '尚未领取',
    collectedAt: /^已于 .* 领取/,
    proxy: '他人代领',
    proxyName: '代领人姓名',
    proxyPhone: '代领人手机号',
    proxyId: '代领人身份证号',
    badId: '请输入正确的18位居民身份证号码',
    badProxy: '请检查代领人信息：身份证号',
    full: '已约满',
    chooseNumber: '自选参赛号码',
    wanted: '想要的参赛号码',
    find: '查询',
    free: '可选',
    take: (cno: string) => `选定 ${cno}`,
    yours: '您的参赛号码',
    notFree: '已被选',
    numberTaken: (cno: string) => `号码 ${cno} 已被选走`,
  },
} as const;
const LANGUAGES = ['en-US', 'zh-CN'] as const;

for (const [index, language] of LANGUAGES.entries()) {
  const text = TEXTS[language];

  test(`a paid runner reserves a pickup time, gets a slip naming the registration, and sees it collected (${language})`, async ({
    page,
    request,
  }) => {
    const { session, order } = await paidRunner(request, language);
    await openApp(page, `/pay/${order.id}`, { session, language });
    await page.getByRole('button', { name: text.pickup }).click();
    await expect(page.getByText(text.none)).toBeVisible();
    await page.getByRole('button', { name: text.reserve }).click();
    await expect(page.getByText(text.bring)).toBeVisible();
    await page.getByRole('button', { name: text.chooseTime }).click();

    const day = page.locator('.pickup-card', { hasText: '2027-12-09' });
    await day.getByRole('button', { name: /10:00–14:00/ }).click();
    await page.getByRole('button', { name: text.confirm }).click();
    await expect(page.getByText(text.reserved)).toBeVisible();
    await expect(page.getByText('2027-12-09 10:00–14:00')).toBeVisible();
    await expect(page.getByText(text.venue)).toBeVisible();

    await page.getByRole('button', { name: text.download }).click();
    await expect.poll(() => currentRoute(page)).toBe('/reserve/download');
    await expect(page.getByRole('img', { name: text.qr(order.orderNo) })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: text.download }).click();
    const file = await (await download).path();
    expect(decodeQr(file)).toBe(order.orderNo);

    await openApp(page, `/receive/${order.id}`, { session, language });
    await expect(page.getByText(text.notCollected)).toBeVisible();
    // The desk scans the slip: the same function as `npm run pickup -- collect <registration>`.
    const collected = await apiData<{ status: string }>(
      await request.post(`${BASE_B}/dev/collect`, { form: { registration: order.orderNo } }),
      'dev/collect',
    );
    expect(collected.status).toBe('collected');
    await page.reload();
    await expect(page.getByText(text.collectedAt).first()).toBeVisible();
    const again = await apiData<{ status: string }>(
      await request.post(`${BASE_B}/dev/collect`, { form: { registration: order.orderNo } }),
      'dev/collect',
    );
    expect(again.status).toBe('alreadyCollected');
  });

  test(`a proxy with a wrong ID number is refused on the form and by the server (${language})`, async ({
    page,
    request,
  }) => {
    const { session, order } = await paidRunner(request, language);
    await openApp(page, `/reserve/form/${order.id}`, { session, language });
    await page.getByText(text.proxy).click();
    await page.getByRole('textbox', { name: text.proxyName }).fill('李代领');
    await page.getByRole('textbox', { name: text.proxyPhone }).fill('13800001111');
    await page.getByRole('textbox', { name: text.proxyId }).fill('110101199005170019');
    await page.getByRole('button', { name: text.chooseTime }).click();
    await expect(page.getByRole('alert')).toHaveText(text.badId);
    await expect.poll(() => currentRoute(page)).toBe(`/reserve/form/${order.id}`);

    const refused = await request.post(`${BASE_A}/matchH5/reserveCollectDate`, {
      headers: { authorization: session.token, 'app-language': language },
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
    expect((await refused.json()).error.message).toBe(text.badProxy);
  });

  test(`a full slot cannot be chosen (${language})`, async ({ page, request }) => {
    const first = await paidRunner(request, language);
    // The one place of the late slot on the last day goes to the first runner (or is gone already).
    await request.post(`${BASE_A}/matchH5/reserveCollectDate`, {
      headers: { authorization: first.session.token },
      form: { applicationID: first.order.id, date: '2027-12-11', slotID: 'late' },
    });
    const { session, order } = await paidRunner(request, language);
    await openApp(page, `/reserve/time/${order.id}`, { session, language });
    const lastDay = page.locator('.pickup-card', { hasText: '2027-12-11' });
    const late = lastDay.getByRole('button', { name: /20:00–21:00/ });
    await expect(late).toContainText(text.full);
    await expect(late).toBeDisabled();
    await expect(page.getByRole('button', { name: text.confirm })).toBeDisabled();
    await expect(lastDay.getByRole('button', { name: /10:00–14:00/ })).toBeEnabled();
  });

  test(`a runner picks a race number and another runner cannot take it (${language})`, async ({
    page,
    request,
  }) => {
    // Four repeated digits (multiples of 1111) are the race's premium numbers, sold with a price.
    // Each language draws from its own half (even or odd), so the two runs never want one number.
    const drawn = 4000 + 2 * Math.floor(Math.random() * 2500) + index;
    const cno = `MAR${drawn % 1111 === 0 ? drawn + 2 : drawn}`;
    const first = await paidRunner(request, language);
    await openApp(page, `/pay/${first.order.id}`, { session: first.session, language });
    await page.getByRole('button', { name: text.chooseNumber }).click();
    await page.getByRole('textbox', { name: text.wanted }).fill(cno);
    await page.getByRole('button', { name: text.find }).click();
    await expect(page.getByText(text.free)).toBeVisible();
    await page.getByRole('button', { name: text.take(cno) }).click();
    await expect(page.getByText(text.yours)).toBeVisible();
    await expect(page.getByText(cno, { exact: true })).toBeVisible();

    const second: { session: Session; order: { id: number } } = await paidRunner(request, language);
    // A fresh load, so the app starts as the second runner.
    await page.goto('about:blank');
    await openApp(page, `/number/index?applicationId=${second.order.id}`, {
      session: second.session,
      language,
    });
    await page.getByRole('textbox', { name: text.wanted }).fill(cno);
    await page.getByRole('button', { name: text.find }).click();
    await expect(page.getByText(text.notFree)).toBeVisible();
    await expect(page.getByRole('button', { name: text.take(cno) })).toHaveCount(0);
    const taken = await request.post(`${BASE_A}/matchH5/setCNO`, {
      headers: { authorization: second.session.token, 'app-language': language },
      form: { applicationID: second.order.id, cno },
    });
    expect(taken.status()).toBe(409);
    expect((await taken.json()).error.message).toBe(text.numberTaken(cno));
  });
}
