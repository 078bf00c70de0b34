import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { applyByApi, nationalId, newRunner, sampleEvent } from './support/runners';
import { MatchEventStage } from '../../core/domain/enums';
import { startPastGates } from './support/gates';
import { chooseOption } from './support/signForm';
import { CHINESE, ENGLISH, logInThroughPage } from './support/login-page';
import {
  apiAs,
  BASE_A,
  currentRoute,
  freshPhone,
  login,
  openApp,
  type Language,
} from './support/session';

/**
 * The sign-up form of the largest sample race in a phone-sized Chromium against the real server,
 * in both languages: the message of every check, nothing lost on a reload or the login round
 * trip, the birthday from the ID number, the price in the runner's currency, saved contacts.
 */

const gz = sampleEvent('gz-marathon-2027');
/** A race whose sign-up closed long ago, and which has no gate pages. */
const closed = sampleEvent('cd-half-2018');
const SIGN_UP = `/sign/${gz.id}/1`;

const TEXT = {
  'zh-CN': {
    confirm: '确定',
    submit: '提交并支付',
    marathon: '全程马拉松',
    female: '女',
    mainland: '中国大陆',
    usa: '美国',
    nationalId: '居民身份证',
    empty: '不能为空',
    save: '保存修改',
    halfMarathon: '半程马拉松',
    closed: '报名已结束',
    club: '加入运动品牌会员俱乐部',
    useContact: '从常用联系人填写',
    saveContact: '保存为常用联系人',
    savedContact: '已保存为常用联系人',
  },
  'en-US': {
    confirm: 'Confirm',
    submit: 'Submit and pay',
    marathon: 'Marathon',
    female: 'Female',
    mainland: 'Chinese mainland',
    usa: 'United States',
    nationalId: 'Chinese ID card',
    empty: 'Can not be empty',
    save: 'Save changes',
    halfMarathon: 'Half marathon',
    closed: 'Sign-up has closed',
    club: 'Join the sports-brand loyalty club',
    useContact: 'Use a saved contact',
    saveContact: 'Save as contact',
    savedContact: 'Saved as a contact',
  },
} as const;

/** A wrong entry for each checked text field, and what the form says about it. */
const BAD_INPUT: [field: string, value: string, en: string, zh: string][] = [
  [
    'nameSpelling',
    'Zhang san',
    'Please enter your name as in your passport: capital letters, a space between names, up to 100 characters',
    '请按证件填写姓名拼音：大写字母，姓与名之间用空格分隔，不超过100个字符',
  ],
  [
    'idNumber',
    '110105194912310021',
    'Please enter a valid 18-digit Chinese resident ID number',
    '请输入正确的18位居民身份证号码',
  ],
  [
    'phone',
    '12345678901',
    'Please enter a valid mainland China mobile number',
    '请输入正确的手机号码',
  ],
  [
    'backupMobile',
    '16612345678',
    'Please enter a valid mainland China mobile number',
    '请输入正确的手机号码',
  ],
  ['email', 'runner@example', 'Please enter a valid email address', '请输入正确的电子邮箱地址'],
  [
    'landline',
    '020',
    'Please enter a valid phone number (4 to 20 letters, digits or hyphens)',
    '请输入正确的电话号码（4至20位字母、数字或“-”）',
  ],
  [
    'messagingId',
    'run-ner',
    'Only letters, digits and underscores are allowed',
    '只能输入字母、数字或下划线',
  ],
  ['address', 'Road', 'Please enter at least 5 characters', '至少输入 5 个字符'],
  [
    'zipcode',
    '510 000',
    'Please enter a valid postcode (4 to 20 letters or digits)',
    '请输入正确的邮政编码（4至20位字母或数字）',
  ],
  ['height', '90', 'Please enter a whole number of at least 100', '请输入不小于 100 的整数'],
  ['weight', '250', 'Please enter a whole number of at most 200', '请输入不大于 200 的整数'],
  [
    'restingHeartRate',
    '20',
    'Please enter a whole number of at least 30',
    '请输入不小于 30 的整数',
  ],
  [
    'medicalNote',
    'x'.repeat(201),
    'Please enter no more than 200 characters',
    '最多输入 200 个字符',
  ],
  ['bestMarathon', '3h45m', 'The format is not valid', '格式不正确'],
  ['bestHalf', '1:75:00', 'The format is not valid', '格式不正确'],
  [
    'certificateNo',
    'abc1234',
    'Please enter three capital letters followed by four digits, e.g. ABC1234',
    '请输入3位大写字母加4位数字，例如 ABC1234',
  ],
  ['weeklyDistance', 'forty', 'Please enter a number', '请输入数字'],
  [
    'trainingLog',
    'strava.com/me',
    'Please enter a valid web address starting with http:// or https://',
    '请输入以 http:// 或 https:// 开头的正确网址',
  ],
  [
    'emergencyPhone',
    '1391234567',
    'Please enter a valid mainland China mobile number',
    '请输入正确的手机号码',
  ],
  ['bibName', 'Run 2027', 'Only English letters and spaces are allowed', '只能输入英文字母和空格'],
  ['inviteCode', '12ab56', 'Please enter the 6-digit code', '请输入6位数字验证码'],
];

const field = (page: Page, name: string) => page.locator(`#root_${name}`);
const errorOf = (page: Page, name: string) => page.locator(`#root_${name}__error`);

/** A runner who passed the race's gates opens its sign-up form. */
async function openForm(page: Page, request: Parameters<typeof login>[0], language: Language) {
  const session = await login(request, { language });
  await startPastGates(page, gz);
  await openApp(page, SIGN_UP, { session, language });
  await expect(field(page, 'name')).toBeVisible();
  return session;
}

/** Opens a choice field, taps `option` on the wheel and confirms. */
async function choose(page: Page, name: string, option: string, language: Language) {
  await chooseOption(page, name, option, TEXT[language].confirm);
}

async function typeAndLeave(page: Page, name: string, value: string) {
  await field(page, name).fill(value);
  await field(page, name).blur();
}

/** The fields a sign-up needs besides the choices, correctly filled in. */
const GOOD_TEXT = {
  name: '张小跑',
  // An even sequence digit: the number of a woman, as the gender chosen below.
  idNumber: nationalId('1990-05-17', 322),
  phone: '13812345678',
  emergencyName: '李紧急',
  emergencyPhone: '13900001111',
};

async function fillRequired(page: Page, language: Language) {
  const text = TEXT[language];
  await choose(page, 'ticket', text.marathon, language);
  await choose(page, 'gender', text.female, language);
  await choose(page, 'country', text.mainland, language);
  await choose(page, 'idType', text.nationalId, language);
  await choose(page, 'clothingSize', 'M', language);
  for (const [name, value] of Object.entries(GOOD_TEXT)) await typeAndLeave(page, name, value);
}

async function expectKept(page: Page, language: Language) {
  for (const [name, value] of Object.entries(GOOD_TEXT)) {
    await expect(field(page, name)).toHaveValue(value);
  }
  await expect(field(page, 'ticket')).toContainText(TEXT[language].marathon);
  await expect(field(page, 'gender')).toContainText(TEXT[language].female);
}

for (const language of ['zh-CN', 'en-US'] as const) {
  test.describe(`the sign-up form (${language})`, () => {
    test('says what is wrong with each field, refuses to submit and keeps the rest', async ({
      page,
      request,
    }) => {
      await openForm(page, request, language);
      await fillRequired(page, language);
      await expect(errorOf(page, 'phone')).toHaveCount(0);

      for (const [name, value, en, zh] of BAD_INPUT) {
        await typeAndLeave(page, name, value);
        await expect(errorOf(page, name), name).toHaveText(language === 'en-US' ? en : zh);
      }
      await typeAndLeave(page, 'name', '');
      await expect(errorOf(page, 'name')).toHaveText(TEXT[language].empty);

      await page.getByRole('button', { name: TEXT[language].submit }).click();
      await expect(errorOf(page, 'phone')).toBeVisible();
      expect(currentRoute(page)).toBe(SIGN_UP);
      await expect(field(page, 'email')).toHaveValue('runner@example');
      await expect(field(page, 'idType')).toContainText(TEXT[language].nationalId);
      await expect(field(page, 'emergencyName')).toHaveValue(GOOD_TEXT.emergencyName);
    });

    test('keeps what was typed across a reload', async ({ page, request }) => {
      await openForm(page, request, language);
      await fillRequired(page, language);
      // Still being typed, not yet left: the draft follows the keystrokes.
      await field(page, 'email').fill('runner@example.com');
      // The reload comes once the draft has taken the keystrokes, as a runner's would.
      await expect
        .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', `signDraft:${gz.id}`))
        .toContain('runner@example.com');
      await page.reload();
      await expect(field(page, 'name')).toBeVisible();
      await expectKept(page, language);
      await expect(field(page, 'email')).toHaveValue('runner@example.com');
    });

    test('fills in the birthday from the ID number', async ({ page, request }) => {
      await openForm(page, request, language);
      await choose(page, 'idType', TEXT[language].nationalId, language);
      await typeAndLeave(page, 'idNumber', nationalId('1988-02-29', 17));
      await expect(field(page, 'birthday')).toHaveText('1988-02-29');
      // A first-generation 15-digit number still tells the date of birth.
      await typeAndLeave(page, 'idNumber', '110105710923002');
      await expect(field(page, 'birthday')).toHaveText('1971-09-23');
    });

    test('shows the price in yuan, and in US dollars for a foreign entrant', async ({
      page,
      request,
    }) => {
      await openForm(page, request, language);
      await choose(page, 'ticket', TEXT[language].marathon, language);
      await choose(page, 'country', TEXT[language].mainland, language);
      await expect(page.locator('.sign__amount')).toHaveText('¥260.00');
      await choose(page, 'country', TEXT[language].usa, language);
      await expect(page.locator('.sign__amount')).toHaveText('US$50.00');
    });

    test('takes the loyalty beans off the price', async ({ page, request }) => {
      await openForm(page, request, language);
      await choose(page, 'ticket', TEXT[language].marathon, language);
      await choose(page, 'country', TEXT[language].mainland, language);
      await page.getByText(TEXT[language].club).click();
      // 100 beans take one yuan off.
      await typeAndLeave(page, 'beans', '1000');
      await expect(page.locator('.sign__amount')).toHaveText('¥260.00');
      await expect(page.locator('.sign__discount strong')).toHaveText('¥250.00');
    });

    test('fills in a saved contact and saves the form as one', async ({ page, request }) => {
      const session = await openForm(page, request, language);
      await apiAs(request, session, language).post(`${BASE_A}/player/createLinkmanInfo`, {
        name: '王跑跑',
        matchEventID: gz.id,
        formValues: JSON.stringify({ name: '王跑跑', phone: '13711112222', shoeSize: 42 }),
      });
      await page.reload();
      await page.getByRole('button', { name: TEXT[language].useContact }).click();
      await page.getByText('王跑跑', { exact: true }).click();
      await expect(field(page, 'name')).toHaveValue('王跑跑');
      await expect(field(page, 'phone')).toHaveValue('13711112222');
      await expect(field(page, 'shoeSize')).toHaveText('42');

      await typeAndLeave(page, 'name', '王小跑');
      await page.getByRole('button', { name: TEXT[language].saveContact }).click();
      await expect(page.getByText(TEXT[language].savedContact)).toBeVisible();
      const saved = await apiAs(request, session, language).get<{ list: { name: string }[] }>(
        `${BASE_A}/player/listsLinkmanInfo`,
      );
      expect(saved.list.map((linkman) => linkman.name)).toContain('王小跑');
    });
  });
}

test('an expired session goes through the login page and comes back to the same form', async ({
  page,
  request,
}) => {
  const language = 'en-US';
  await openForm(page, request, language);
  await fillRequired(page, language);
  // The session ends while the runner is filling in the form.
  await page.evaluate(() => localStorage.setItem('access_token', 'expired'));
  await logInThroughPage(
    page,
    async () => {
      const loginPage = page.waitForURL((url) => url.pathname.endsWith('/html/login.html'));
      await page.getByRole('button', { name: TEXT[language].submit }).click();
      await loginPage;
    },
    freshPhone(),
    language === 'en-US' ? ENGLISH : CHINESE,
  );
  await page.waitForURL((url) => url.hash === `#${SIGN_UP}`);
  await expect(field(page, 'name')).toBeVisible();
  await expectKept(page, language);
});

test('a race that closed while the form was open says so on submit and keeps the input (zh-CN)', async ({
  page,
  request,
}) => {
  const language = 'zh-CN';
  const session = await login(request, { language });
  // The form opened while the race still took entries; it closes before the runner submits.
  await page.route(/\/matchH5\/detailSimple\?/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { matchEventStage: number } };
    body.data.matchEventStage = MatchEventStage.ON;
    await route.fulfill({ response, json: body });
  });
  await openApp(page, `/sign/${closed.id}/1`, { session, language });
  await choose(page, 'ticket', TEXT[language].halfMarathon, language);
  await typeAndLeave(page, 'name', GOOD_TEXT.name);
  await typeAndLeave(page, 'idNumber', GOOD_TEXT.idNumber);
  await typeAndLeave(page, 'phone', GOOD_TEXT.phone);
  await page.getByRole('button', { name: TEXT[language].submit }).click();
  // Above the submit button, where it stays after the toast is gone.
  // The server also says when it closed.
  await expect(page.locator('.sign__failure')).toContainText(TEXT[language].closed);
  expect(currentRoute(page)).toBe(`/sign/${closed.id}/1`);
  await expect(field(page, 'name')).toHaveValue(GOOD_TEXT.name);
  await expect(field(page, 'idNumber')).toHaveValue(GOOD_TEXT.idNumber);
});

test('after a declined payment the form opens with what was entered (en-US)', async ({
  page,
  request,
}) => {
  const language = 'en-US';
  const session = await login(request, { language });
  const runner = newRunner(session, 'Wang Xiaopao');
  // Applied, then the payment was declined: the application waits unpaid.
  const order = await applyByApi(request, session, gz, { runner, language });
  await startPastGates(page, gz);
  await openApp(page, SIGN_UP, { session, language });
  await page.waitForURL((url) => url.hash === `#/sign/${order.id}`);
  await expect(field(page, 'name')).toHaveValue(runner.name);
  await expect(field(page, 'idNumber')).toHaveValue(runner.idNumber);
  await typeAndLeave(page, 'emergencyName', 'Li Jinji');
  await page.getByRole('button', { name: TEXT[language].save }).click();
  await page.waitForURL((url) => url.hash === `#/pay/${order.id}`);
});
