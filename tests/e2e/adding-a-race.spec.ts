import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  devices,
  request as apiRequest,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { expect, test } from './support/test';
import type { EventConfig } from '../../core/generated/config/event';
import { payAtCashier, payWith } from './support/cashier';
import { passGates } from './support/gates';
import { copyProject, type ProjectCopy } from './support/projectCopy';
import { nationalId } from './support/runners';
import { login, openApp, type Language } from './support/session';
import { chooseOption, formField } from './support/signForm';

/**
 * README "Adding a race", followed word for word by an operations person: a race that exists only
 * in tests/e2e/fixtures (its gate order, ID types, conditional checks, pledge and channels are
 * unlike every sample) is started in configs/events from the closest sample by `npm run
 * config:new`, written, checked, served by `npm start` (which rebuilds the app because a config is
 * newer than the build), signed up for and paid for through the sandbox, in both languages. All of
 * it happens in a copy of the project (tests/e2e/support/projectCopy.ts), removed afterwards.
 */

const EDITS = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'fixtures/hill-trail-2031.json'), 'utf8'),
) as Partial<EventConfig> & { id: number; key: string };
/** The closest sample race, which the new race starts from. */
const CLOSEST = 'cd-10k-2027';
const FILE = `configs/events/${EDITS.key}.json`;

const TEXT = {
  'zh-CN': {
    signUp: '立即报名',
    confirm: '确定',
    submit: '提交并支付',
    trail: '25公里越野',
    nationalId: '居民身份证',
    passport: '护照',
    badId: '请填写本人的18位身份证号码',
    consent: '请同意条款',
    pledge: '我承诺携带强制装备并遵守越野规程',
    orderNo: '订单号',
    instalment: '分期支付',
    channel: '招商银行',
    success: '支付成功',
  },
  'en-US': {
    signUp: 'Sign up now',
    confirm: 'Confirm',
    submit: 'Submit and pay',
    trail: '25 km trail',
    nationalId: 'Chinese ID card',
    passport: 'Passport',
    badId: 'Enter your own 18-character Chinese ID number',
    consent: 'Please agree to the terms',
    pledge: 'I will carry the mandatory kit and follow the trail rules',
    orderNo: 'Order number',
    instalment: 'Pay in instalments',
    channel: 'Pay in instalments',
    success: 'Payment successful',
  },
} as const;

let project: ProjectCopy | undefined;
/** The copy's folder, where every step runs. */
let root = '';
let server: ChildProcess | undefined;
let baseURL = '';
let event: EventConfig;

function run(command: string, args: string[]) {
  return spawnSync(command, args, { cwd: root, encoding: 'utf8' });
}

/** `npm start` with its output read until it says where it runs. */
function npmStart(): Promise<string> {
  server = spawn('npm', ['start'], {
    cwd: root,
    // Its own process group, so that it and the server it starts stop together.
    detached: true,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: 'memory://',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // The runner logs in through the development routes (captcha answer, last SMS code).
      DEV_ROUTES: '1',
    },
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const started = /Race sign-up is running at (http:\/\/\S+\/)/.exec(output);
      if (started) resolve(started[1]);
    };
    server!.stdout!.on('data', read);
    server!.stderr!.on('data', read);
    server!.on('exit', (code) => reject(new Error(`npm start ended (${code}):\n${output}`)));
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Step 5 builds the app, as the new config is newer than the last build.
  test.setTimeout(240_000);
  project = copyProject();
  root = project.root;
  await test.step('1. npm run config:new -- <key> --from <closest race>: new id and ticket ids', () => {
    const made = run('npm', [
      'run',
      '--silent',
      'config:new',
      '--',
      EDITS.key,
      '--from',
      CLOSEST,
      '--id',
      String(EDITS.id),
    ]);
    expect(made.stdout, made.stderr).toContain(`Created ${FILE} (event id ${EDITS.id}).`);
    const started = JSON.parse(readFileSync(path.join(root, FILE), 'utf8')) as EventConfig;
    // The closest race has two tickets, as the new one: their new ids are the ones the edits use.
    expect(started.tickets.map((ticket) => ticket.id)).toEqual(EDITS.tickets!.map((t) => t.id));
  });
  await test.step('2–3. write the TODO texts, registration, tickets, blocks, gates, form and channels', () => {
    const copy = JSON.parse(readFileSync(path.join(root, FILE), 'utf8')) as EventConfig;
    event = { ...copy, ...EDITS };
    delete event.results;
    writeFileSync(path.join(root, FILE), `${JSON.stringify(event, null, 2)}\n`);
  });
  await test.step('4. npm run config:check configs/events/<key>.json says OK', () => {
    const checked = run('npm', ['run', '--silent', 'config:check', FILE]);
    expect(checked.stdout.trim(), checked.stderr).toBe('1 configs OK');
    expect(checked.status).toBe(0);
  });
  await test.step('5. npm start', async () => {
    baseURL = await npmStart();
  });
});

test.afterAll(async () => {
  test.setTimeout(120_000);
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  project?.remove();
});

/** A phone-sized browser on the server `npm start` runs. */
async function phone(browser: { newContext: (options: object) => Promise<BrowserContext> }) {
  return browser.newContext({
    ...devices['iPhone SE'],
    viewport: { width: 375, height: 667 },
    baseURL,
  });
}

const field = formField;

/** The primary colour of the race's edition, as the browser computes it. */
function editionPrimary(): string {
  const edition = JSON.parse(
    readFileSync(path.join(root, `configs/editions/${event.edition}.json`), 'utf8'),
  ) as { theme: { cssVariables: Record<string, string> } };
  const hex = edition.theme.cssVariables['--color-primary'];
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
const errorOf = (page: Page, name: string) => page.locator(`#root_${name}__error`);

async function typeAndLeave(page: Page, name: string, value: string) {
  await field(page, name).fill(value);
  await field(page, name).blur();
}

const choose = (page: Page, name: string, option: string, language: Language) =>
  chooseOption(page, name, option, TEXT[language].confirm);

for (const language of ['zh-CN', 'en-US'] as const) {
  test(`a runner signs up for the new race and pays (${language})`, async ({ browser }) => {
    const text = TEXT[language];
    const api: APIRequestContext = await apiRequest.newContext({ baseURL });
    const context = await phone(browser);
    const page = await context.newPage();
    const session = await login(api, { language });

    await openApp(page, `/index/${event.id}`, { session, language });
    await expect(page.getByRole('heading', { name: event.name[language] })).toBeVisible();
    await page.getByRole('button', { name: text.signUp, exact: true }).click();
    await passGates(page, event, language);
    await expect(field(page, 'name')).toBeVisible();

    // Pickers open inside the page, in the colours of the race's edition.
    await field(page, 'ticket').click();
    const picker = page.locator('.form-picker').last();
    await expect(picker.locator('.form-picker__action').last()).toHaveCSS(
      'color',
      editionPrimary(),
    );
    await picker.locator('.form-picker__action').first().click();
    await expect(picker).toBeHidden();
    await choose(page, 'ticket', text.trail, language);
    await typeAndLeave(page, 'name', '山野');
    await choose(page, 'idType', text.nationalId, language);
    // A good national ID number fills in the birthday; a bad one after it takes it away again.
    const id = nationalId('1980-03-15', 241);
    await typeAndLeave(page, 'idNumber', id);
    await expect(field(page, 'birthday')).toHaveText('1980-03-15');
    await typeAndLeave(page, 'idNumber', `${id.slice(0, 17)}${id[17] === '1' ? '2' : '1'}`);
    await expect(errorOf(page, 'idNumber')).toHaveText(text.badId);
    await expect(field(page, 'birthday')).not.toContainText('1980');
    await typeAndLeave(page, 'idNumber', id);
    await expect(field(page, 'birthday')).toHaveText('1980-03-15');
    // The number of another ID type is checked by that type's rule.
    await choose(page, 'idType', text.passport, language);
    await typeAndLeave(page, 'idNumber', 'e12');
    await expect(errorOf(page, 'idNumber')).toHaveText(
      language === 'en-US' ? 'The format is not valid' : '格式不正确',
    );
    await choose(page, 'idType', text.nationalId, language);
    await typeAndLeave(page, 'idNumber', id);
    await typeAndLeave(page, 'phone', '13712345678');
    await typeAndLeave(page, 'itraPoints', '512');
    await typeAndLeave(page, 'medicalNote', language === 'en-US' ? 'Mild asthma' : '轻度哮喘');

    // The pledge must be ticked: the form refuses with its own message.
    await page.getByRole('button', { name: text.submit }).click();
    await expect(errorOf(page, 'pledge')).toHaveText(text.consent);
    await page.getByText(text.pledge, { exact: true }).click();
    await expect(errorOf(page, 'pledge')).toHaveCount(0);
    await page.getByRole('button', { name: text.submit }).click();

    await page.waitForURL(/#\/pay\/\d+$/);
    await expect(page.getByText(text.orderNo)).toBeVisible();
    // Instalments come first, as the config lists them.
    await expect(page.locator('.pay-channels .channel').first()).toContainText(text.instalment);
    await payWith(page, text.channel);
    if (language === 'en-US') {
      await page.getByText(/^3 months · /).click();
      await page.getByRole('button', { name: 'Pay in 3 instalments' }).click();
    }
    await payAtCashier(page, 'approve');
    await expect(page.getByText(text.success)).toBeVisible();
    await context.close();
    await api.dispose();
  });
}
