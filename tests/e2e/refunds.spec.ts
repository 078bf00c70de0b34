/**
 * After sign-up, money: a refund by the race's policy (amount and rule from the server), staff
 * review by the same function as `npm run refunds`, leaving a lottery draw, and withdrawal with
 * deferral to the next edition. What the runner sees is what the server stored.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { payInSandbox } from './support/cashier';
import { gradientPng } from './support/png';
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
const relay = sampleEvent('cd-relay-2027');
const half = sampleEvent('cd-half-2027');
const nextHalf = sampleEvent('cd-half-2028');
const bj = sampleEvent('bj-marathon-2027');
// Refunds only with a reason and a document (e.g. a medical certificate), reviewed by staff.
const tenK = sampleEvent('cd-10k-2027');

async function paidOrder(
  request: APIRequestContext,
  event: typeof gz,
  language: Language,
): Promise<{ session: Session; id: number }> {
  const session = await login(request, { language });
  const { id } = await applyByApi(request, session, event, { language });
  await payInSandbox(request, session, id);
  return { session, id };
}

const placesLeft = async (request: APIRequestContext, matchEventID: number) =>
  (
    await apiData<{ remaining: number }>(
      await request.get(`${BASE_A}/matchH5/detailSimple`, { params: { matchEventID } }),
      'detailSimple',
    )
  ).remaining;

/** The state of the runner's newest refund request, as the server stores it. */
async function refundStatus(request: APIRequestContext, session: Session) {
  const [newest] = await apiAs(request, session).get<{ status: string }[]>(
    `${BASE_A}/matchH5/listsRefund`,
  );
  return newest.status;
}

/** Staff decide on the runner's newest refund request (the function `npm run refunds` runs). */
async function decide(
  request: APIRequestContext,
  session: Session,
  decision: 'approve' | 'reject',
  reason?: string,
) {
  const [newest] = await apiAs(request, session).get<{ id: number }[]>(
    `${BASE_A}/matchH5/listsRefund`,
  );
  await apiData(
    await request.post(`${BASE_B}/dev/refunds`, {
      form: { id: newest.id, decision, ...(reason ? { reason } : {}) },
    }),
    'dev/refunds',
  );
}

async function confirmRefund(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('dialog').getByRole('button', { name: button }).click();
  // The dialog fades out; the runner's next tap is on the page beneath it.
  await expect(page.getByRole('dialog')).toBeHidden();
}

test('a refund in the 100 % window returns everything, everywhere, and the place goes back on sale (en-US)', async ({
  page,
  request,
}) => {
  const { session, id } = await paidOrder(request, gz, 'en-US');
  const placesWhilePaid = await placesLeft(request, gz.id);

  await openApp(page, `/pay/${id}`, { session, language: 'en-US' });
  await expect(page.getByText('Registration complete')).toBeVisible();
  await page.getByRole('button', { name: 'Apply for a refund' }).click();
  await expect.poll(() => currentRoute(page)).toBe(`/refund/${id}`);
  await expect(page.locator('.refund-amount')).toHaveText('¥260.00');
  await expect(
    page.getByText(/^100% of the refundable price, for requests until Jun 1, 2027/),
  ).toBeVisible();
  await confirmRefund(page, 'Apply for a refund');

  await expect.poll(() => currentRoute(page)).toBe('/list');
  const row = page.locator('.refund-item', { hasText: gz.name['en-US'] });
  await expect(row).toContainText('¥260.00');
  await expect.poll(() => refundStatus(request, session)).toBe('refunded');
  await page.reload();
  await expect(row.getByText('Refunded')).toBeVisible();

  await openApp(page, `/pay/${id}`, { session, language: 'en-US' });
  await expect(page.getByText('The entry fee went back to how you paid.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download pickup slip' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Apply for a refund' })).toHaveCount(0);
  await openApp(page, `/detail/${id}`, { session, language: 'en-US' });
  await expect(page.locator('.order-state')).toHaveText('Refunded');
  await openApp(page, `/${gz.edition}/my`, { session, language: 'en-US' });
  const mine = page.locator('.adm-list-item', { hasText: gz.name['en-US'] });
  await expect(mine.locator('.order-state')).toHaveText('Refunded');

  expect(await placesLeft(request, gz.id)).toBe(placesWhilePaid + 1);
});

test('a reviewed refund in the 50 % window: the reason is asked for, staff approve the partial amount (zh-CN)', async ({
  page,
  request,
}) => {
  const { session, id } = await paidOrder(request, relay, 'zh-CN');
  await openApp(page, `/refund/${id}`, { session });
  // 50 % of ¥150.00 less the ¥10.00 handling fee.
  await expect(page.locator('.refund-amount')).toHaveText('¥65.00');
  await expect(page.getByText('¥10.00')).toBeVisible();
  await expect(page.getByText(/^可退款部分的 50%/)).toBeVisible();
  await expect(page.getByText('退款申请需经工作人员审核后原路退回。')).toBeVisible();

  await confirmRefund(page, '申请退款');
  await expect(page.getByText('请填写退款原因')).toBeVisible();
  await expect.poll(() => currentRoute(page)).toBe(`/refund/${id}`);
  await page.getByPlaceholder('请填写申请退款的原因').fill('膝盖受伤，无法参赛');
  await confirmRefund(page, '申请退款');
  await expect.poll(() => currentRoute(page)).toBe('/list');
  const row = page.locator('.refund-item', { hasText: relay.name['zh-CN'] });
  await expect(row.getByText('等待审核')).toBeVisible();
  await expect(row).toContainText('¥65.00');

  await decide(request, session, 'approve');
  await expect.poll(() => refundStatus(request, session)).toBe('refunded');
  await page.reload();
  await expect(row.getByText('已退款')).toBeVisible();
  await expect(row).toContainText('¥65.00');
});

test('a reviewed refund rejected by staff shows the reason and the registration stays (en-US)', async ({
  page,
  request,
}) => {
  const { session, id } = await paidOrder(request, relay, 'en-US');
  await apiAs(request, session, 'en-US').post(`${BASE_A}/matchH5/refundApply`, {
    applicationID: id,
    reason: 'Changed my plans',
  });
  await decide(request, session, 'reject', 'Only injuries are refunded');

  await openApp(page, '/list', { session, language: 'en-US' });
  const row = page.locator('.refund-item', { hasText: relay.name['en-US'] });
  await expect(row.getByText('Rejected')).toBeVisible();
  await expect(row.getByText('Reason: Only injuries are refunded')).toBeVisible();
  await openApp(page, `/detail/${id}`, { session, language: 'en-US' });
  await expect(page.locator('.order-state')).toHaveText('Registered');
});

test('outside every refund window the refund is refused, saying when it closed (en-US)', async ({
  page,
  request,
}) => {
  const { session, id } = await paidOrder(request, half, 'en-US');
  await openApp(page, `/refund/${id}`, { session, language: 'en-US' });
  await expect(page.getByText('No refund possible')).toBeVisible();
  await expect(
    page.getByText('Refunds for this race closed at 2026-11-15 00:00 Beijing time').first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply for a refund' })).toHaveCount(0);
});

test('a lottery entrant leaves the draw before it (en-US)', async ({ page, request }) => {
  const session = await login(request, { language: 'en-US' });
  const { id } = await applyByApi(request, session, bj, { language: 'en-US' });
  await openApp(page, `/pay/${id}`, { session, language: 'en-US' });
  await expect(page.getByText('You have entered the draw')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel registration' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel registration' }).click();
  await expect(page.getByText('This registration was cancelled.')).toBeVisible();
});

test('a withdrawal with deferral registers the runner in the next edition without paying (zh-CN)', async ({
  page,
  request,
}) => {
  const { session, id } = await paidOrder(request, half, 'zh-CN');
  await openApp(page, `/quit?applicationId=${id}`, { session });
  await expect(
    page.getByText(`您将无需再次缴费报名${nextHalf.name['zh-CN']}`, { exact: false }),
  ).toBeVisible();
  await page.getByRole('button', { name: '申请退赛' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认退赛' }).click();
  await page.getByRole('button', { name: '查看下一届的报名' }).click();

  await expect(page.getByText(nextHalf.name['zh-CN']).first()).toBeVisible();
  await expect(page.locator('.order-state')).toHaveText('报名成功');
  await openApp(page, `/detail/${id}`, { session });
  await expect(page.locator('.order-state')).toHaveText('已延期');
  await openApp(page, `/${half.edition}/my`, { session });
  const next = page.locator('.adm-list-item', { hasText: nextHalf.name['zh-CN'] });
  await expect(next.locator('.order-state')).toHaveText('报名成功');
});

const DOCUMENT_TEXT = {
  'zh-CN': {
    reasonPlaceholder: '请填写申请退款的原因',
    reason: '赛前骨折，附医院诊断证明',
    submit: '申请退款',
    tooLarge: '图片大小为 6.0 MB，超过可上传的 5.0 MB，请选择较小的图片。',
    notImage: '该文件无法上传：仅支持 PNG, JPEG, GIF, WEBP 格式的图片。',
    notImageByContent: '仅支持上传 PNG、JPEG、WebP 或 GIF 图片',
    waiting: '等待审核',
    upload: '上传',
  },
  'en-US': {
    reasonPlaceholder: 'Why do you ask for a refund?',
    reason: 'Broken ankle before the race, doctor’s note attached',
    submit: 'Apply for a refund',
    tooLarge:
      'The image is 6.0 MB, more than the 5.0 MB that can be uploaded. Please choose a smaller one.',
    notImage: 'This file cannot be used: only PNG, JPEG, GIF, WEBP images can be uploaded.',
    notImageByContent: 'Only PNG, JPEG, WebP or GIF images can be uploaded',
    waiting: 'Waiting for review',
    upload: 'Upload',
  },
} as const;

for (const language of ['zh-CN', 'en-US'] as const) {
  test(`a refund that needs a document: a refused file says why and keeps the reason, a real photo goes with the request (${language})`, async ({
    page,
    request,
  }) => {
    const text = DOCUMENT_TEXT[language];
    const { session, id } = await paidOrder(request, tenK, language);
    await openApp(page, `/refund/${id}`, { session, language });
    // 80 % of ¥100.00.
    await expect(page.locator('.refund-amount')).toHaveText('¥80.00');
    await page.getByPlaceholder(text.reasonPlaceholder).fill(text.reason);

    const file = page.locator('input[type="file"]');
    // The uploader is named in the page's language for screen readers.
    await expect(file).toHaveAccessibleName(text.upload);
    const problem = page.locator('.refund-note--rejected');
    const refused = [
      // A phone photo over the limit, refused before it is sent.
      {
        name: 'certificate.png',
        mimeType: 'image/png',
        buffer: Buffer.alloc(6 * 1024 * 1024, 1),
        message: text.tooLarge,
      },
      // A document that is not a picture.
      {
        name: 'certificate.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%âãÏÓ\n'),
        message: text.notImage,
      },
      // A program renamed to .png: the server looks at what the file is, not what it is called.
      {
        name: 'certificate.png',
        mimeType: 'image/png',
        buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510)]),
        message: text.notImageByContent,
      },
    ];
    for (const { message, ...chosen } of refused) {
      await file.setInputFiles(chosen);
      await expect(problem).toHaveText(message);
      await expect(page.getByPlaceholder(text.reasonPlaceholder)).toHaveValue(text.reason);
      await expect(page.locator('.adm-image-uploader-cell img')).toHaveCount(0);
    }

    const photo = gradientPng(64, 48);
    await file.setInputFiles({ name: 'certificate.png', mimeType: 'image/png', buffer: photo });
    await expect(problem).toHaveCount(0);
    await expect(page.locator('.adm-image-uploader-cell img')).toHaveAttribute(
      'src',
      /\/api\/oss\/file\/[0-9a-f]+$/,
    );
    await confirmRefund(page, text.submit);

    await expect.poll(() => currentRoute(page)).toBe('/list');
    const row = page.locator('.refund-item', { hasText: tenK.name[language] });
    await expect(row.getByText(text.waiting)).toBeVisible();
    await expect(row).toContainText('¥80.00');
    // The request holds the runner's reason and the very picture they chose.
    const [stored] = await apiAs(request, session).get<
      { status: string; reason: string; document: string }[]
    >(`${BASE_A}/matchH5/listsRefund`);
    expect(stored).toMatchObject({ status: 'requested', reason: text.reason });
    const served = await request.get(stored.document);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(Buffer.from(await served.body()).equals(photo)).toBe(true);
  });
}
