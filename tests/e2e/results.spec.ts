/**
 * After the race: the organiser imports the results file, a finisher finds their result under
 * "my results" with the times, pace and ranks the server worked out, saves the result image, and
 * signs and exports the race poster.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Download } from '@playwright/test';
import { expect, test } from './support/test';
import { PNG } from 'pngjs';
import { applyByApi, newRunner, sampleEvent, type Runner } from './support/runners';
import { payInSandbox } from './support/cashier';
import { apiAs, BASE_A, BASE_B, login, openApp, type Session } from './support/session';

const gz = sampleEvent('gz-marathon-2027');
const MARATHON = gz.tickets[0].id;

/** A paid entry, paid at the sandbox as the wallet app would. */
async function paidFinisher(
  request: APIRequestContext,
): Promise<{ session: Session; runner: Runner }> {
  const session = await login(request);
  const runner = newRunner(session);
  const order = await applyByApi(request, session, gz, { runner });
  await payInSandbox(request, session, order.id);
  return { session, runner };
}

/**
 * The finisher second of three on the marathon, between two runners of their gender whose
 * files give no birthday (so the finisher is alone in the age group).
 */
function resultsFile(runner: Runner): string {
  const gender = runner.gender === 1 ? 'M' : 'F';
  return [
    'bib,id,course,gun,net,gender,split:10K,split:Half',
    `A0001,${'c'.repeat(64)},${MARATHON},3:00:30,3:00:00,${gender},0:42:00,1:29:00`,
    `A0002,${runner.idNumber},${MARATHON},3:31:00,3:25:07,,0:48:10,1:41:55`,
    `A0003,${'d'.repeat(64)},${MARATHON},3:45:00,3:40:00,${gender},,`,
  ].join('\n');
}

function importResults(request: APIRequestContext, csv: string) {
  // The in-memory server's database is out of the command's reach; this runs the same import.
  return request.post(`${BASE_B}/dev/importResults`, { form: { event: gz.key, csv } });
}

async function savedPng(download: Download): Promise<PNG> {
  return PNG.sync.read(readFileSync(await download.path()));
}

/** Pixels that differ from the first one: a blank picture has none. */
function pixelsUnlike(png: PNG): number {
  let differ = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    if (png.data.readUInt32BE(i) !== png.data.readUInt32BE(0)) differ += 1;
  }
  return differ;
}

test('a bad results file is refused with its line, then the finisher sees their result and saves its image (en-US)', async ({
  page,
  request,
}) => {
  const { session, runner } = await paidFinisher(request);

  const bad = await importResults(
    request,
    resultsFile(runner).replace('3:25:07', '3:2x:07').replace(`${MARATHON},3:45`, `999,3:45`),
  );
  expect(bad.status()).toBe(400);
  const { error } = (await bad.json()) as { error: { message: string } };
  expect(error.message).toContain('line 3: net "3:2x:07" is not a time');
  expect(error.message).toContain('line 4: course "999" is not one of');

  await openApp(page, '/gz/my', { session, language: 'en-US' });
  await expect(page.getByText('No results yet')).toBeVisible();

  expect((await importResults(request, resultsFile(runner))).status()).toBe(200);
  await page.reload();
  await page.getByText(/Pace \(per km\) 4'52"/).click();

  await expect(page.getByTestId('net-time')).toHaveText('03:25:07');
  await expect(page.getByTestId('gun-time')).toHaveText('03:31:00');
  await expect(page.getByTestId('pace')).toHaveText(`4'52"`);
  await expect(page.getByTestId('rank-overall')).toHaveText('2 / 3');
  await expect(page.getByTestId('rank-gender')).toHaveText('2 / 3');
  await expect(page.getByText('Age group (35-39)')).toBeVisible();
  await expect(page.getByTestId('rank-ageGroup')).toHaveText('1 / 1');
  await expect(page.getByText('1:41:55')).toBeVisible();

  await page.getByRole('button', { name: 'Result image and certificate' }).click();
  await expect(page.getByRole('img', { name: 'Result image' })).toBeVisible();
  const [phone] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save image (phone size)' }).click(),
  ]);
  const phonePng = await savedPng(phone);
  expect([phonePng.width, phonePng.height]).toEqual([834, 1334]);
  expect(pixelsUnlike(phonePng)).toBeGreaterThan(10_000);

  const [print] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save image (print size)' }).click(),
  ]);
  const printPng = await savedPng(print);
  expect([printPng.width, printPng.height]).toEqual([2193, 3508]);

  await page.getByRole('tab', { name: 'Finisher certificate' }).click();
  await expect(page.getByRole('img', { name: 'Finisher certificate' })).toBeVisible();
});

test('nobody sees a result that is not on their own paid entry (zh-CN)', async ({
  page,
  request,
}) => {
  const { runner } = await paidFinisher(request);
  expect((await importResults(request, resultsFile(runner))).status()).toBe(200);
  const stranger = await login(request);
  const idCard = (
    await apiAs(request, stranger).get<{ list: unknown[] }>(`${BASE_A}/matchH5/listsScore`)
  ).list;
  expect(idCard).toEqual([]);

  await openApp(page, `/score/${gz.id}/${'c'.repeat(64)}`, { session: stranger });
  await expect(page.getByText('没有找到成绩')).toBeVisible();
});

test('a runner signs the race poster with undo and clear, saves it and uploads it (zh-CN)', async ({
  page,
  request,
}) => {
  const session = await login(request);
  await openApp(page, `/show/poster?matchid=${gz.id}`, { session });

  const pad = page.getByRole('img', { name: '签名区' });
  const box = (await pad.boundingBox())!;
  const stroke = async (from: [number, number], to: [number, number]) => {
    await page.mouse.move(box.x + from[0], box.y + from[1]);
    await page.mouse.down();
    await page.mouse.move(box.x + (from[0] + to[0]) / 2, box.y + (from[1] + to[1]) / 2 + 20);
    await page.mouse.move(box.x + to[0], box.y + to[1]);
    await page.mouse.up();
  };

  await page.getByRole('button', { name: '生成海报' }).click();
  await expect(page.getByText('请先签名')).toBeVisible();
  // The toast's mask holds the page until it goes.
  await expect(page.getByText('请先签名')).toBeHidden();

  await stroke([20, 40], [200, 120]);
  await page.getByRole('button', { name: '清除' }).click();
  await expect(page.getByRole('button', { name: '撤销' })).toBeDisabled();
  await stroke([20, 40], [200, 120]);
  await stroke([40, 140], [260, 60]);
  await page.getByRole('button', { name: '撤销' }).click();
  await expect(page.getByRole('button', { name: '撤销' })).toBeEnabled();

  await page.getByRole('button', { name: '生成海报' }).click();
  await expect(page.getByRole('img', { name: '我的签名海报' })).toBeVisible();
  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '保存海报' }).click(),
  ]);
  const poster = await savedPng(saved);
  expect([poster.width, poster.height]).toEqual([1972, 3508]);
  expect(pixelsUnlike(poster)).toBeGreaterThan(10_000);

  await page.getByRole('button', { name: '上传海报' }).click();
  await expect(page.getByRole('link', { name: '海报已上传' })).toBeVisible();
  const url = await page.getByRole('link', { name: '海报已上传' }).getAttribute('href');
  const uploaded = await request.get(url!);
  expect(uploaded.headers()['content-type']).toBe('image/png');
});
