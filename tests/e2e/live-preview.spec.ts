/**
 * README `npm run dev`: the live preview of configs. A race's home is open in the Vite dev server;
 * saving its config shows the change on the open page without reloading it, and a mistake shows
 * over the page as `file:line:col  /pointer  message` until the file is right again. The saves are
 * made in a copy of the project (tests/e2e/support/projectCopy.ts), removed afterwards. None of the
 * preview is in the production build the other specs run.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { createServer, type ViteDevServer } from 'vite';
import { passGates } from './support/gates';
import { PROJECT_ROOT } from '../../server/paths';
import { copyProject, type ProjectCopy } from './support/projectCopy';
import { sampleEvent } from './support/runners';
import { login, prepareApp } from './support/session';

const race = sampleEvent('cd-10k-2027');
const FILE = `configs/events/${race.key}.json`;
const original = readFileSync(path.join(PROJECT_ROOT, FILE), 'utf8');
let project: ProjectCopy | undefined;
const save = (text: string) => writeFileSync(path.join(project!.root, FILE), text);
/**
 * The first save waits for the dev server to load the config checker, which takes seconds on a
 * busy machine; `npm run bench:preview` times the saves after it.
 */
const FIRST_SAVE = { timeout: 30_000 };
/** The config with the race's name in `language` changed to `name`. */
const renamed = (language: 'zh-CN' | 'en-US', name: string) =>
  original.replace(`"${language}": "${race.name[language]}"`, `"${language}": "${name}"`);

let vite: ViteDevServer;
let previewUrl = '';

test.beforeAll(async ({ server: api }) => {
  test.setTimeout(120_000);
  project = copyProject();
  // `npm run dev` with the API of the test server instead of one on port 8080.
  vite = await createServer({
    root: project.root,
    // Vite's own cache (pre-bundled packages) goes with the copy, not into the linked packages.
    cacheDir: path.join(project.root, '.vite'),
    logLevel: 'silent',
    server: { port: 0, proxy: { '/api': api, '/fields': api } },
  });
  await vite.listen();
  previewUrl = vite.resolvedUrls!.local[0];
});

test.afterAll(async () => {
  await vite?.close();
  project?.remove();
});

test('saving a config shows it on the open page; a mistake shows over the page until it is fixed (en-US)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = race.name['en-US'];
  await page.goto(`${previewUrl}?race=${race.key}&lang=en-US`);
  await expect(page.getByRole('main').getByRole('heading', { name, exact: true })).toBeVisible({
    timeout: 60_000,
  });

  // Gone if the page reloads.
  await page.evaluate(() => Object.assign(window, { previewMarker: 'same page' }));

  const newName = `${name} (preview)`;
  save(renamed('en-US', newName));
  await expect(
    page.getByRole('main').getByRole('heading', { name: newName, exact: true }),
  ).toBeVisible(FIRST_SAVE);
  expect(await page.evaluate(() => (window as { previewMarker?: string }).previewMarker)).toBe(
    'same page',
  );
  await expect(page).toHaveURL(new RegExp(`#/index/${race.id}$`));

  save(original.replace(/"edition": "\w+"/, '"edition": "nowhere"'));
  const line = original.split('\n').findIndex((text) => text.includes('"edition":')) + 1;
  const overlay = page.locator('vite-error-overlay');
  await expect(overlay).toContainText(`${FILE}:${line}:`);
  await expect(overlay).toContainText('/edition');
  await expect(overlay).toContainText('there is no edition "nowhere"');

  save(original);
  await expect(overlay).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { name, exact: true })).toBeVisible();
});

test('a saved config changes the open page in place: what was typed stays (zh-CN)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = race.name['zh-CN'];
  await page.goto(`${previewUrl}?lang=zh-CN#/${race.edition}/search`);
  const keyword = page.getByPlaceholder('请输入报名时填写的证件号码');
  await keyword.fill('110101199001011234');
  await expect(page.getByText(name, { exact: true })).toBeVisible({ timeout: 60_000 });

  const newName = `${name}（预览）`;
  save(renamed('zh-CN', newName));
  await expect(page.getByText(newName, { exact: true })).toBeVisible(FIRST_SAVE);
  await expect(keyword).toHaveValue('110101199001011234');

  save(original);
  await expect(page.getByText(name, { exact: true })).toBeVisible();
});

test('a field added to the form shows on the open sign-up form, with what was typed kept (zh-CN)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await prepareApp(page, { session: await login(request) });
  await page.goto(`${previewUrl}#/sign/${race.id}/1`);
  await passGates(page, race, 'zh-CN');
  const name = page.getByRole('textbox', { name: /^姓名/ });
  await name.fill('张三', { timeout: 60_000 });

  const config = JSON.parse(original) as {
    form: { schema: { properties: object }; uiSchema: { 'ui:order': string[] } };
  };
  config.form.schema.properties = { ...config.form.schema.properties, club: { type: 'string' } };
  config.form.uiSchema = {
    ...config.form.uiSchema,
    'ui:order': ['club', ...config.form.uiSchema['ui:order']],
    ...{ club: { 'ui:title': { 'zh-CN': '跑团名称', 'en-US': 'Running club' } } },
  };
  save(JSON.stringify(config, null, 2));
  await expect(page.getByRole('textbox', { name: '跑团名称' })).toBeVisible(FIRST_SAVE);
  await expect(name).toHaveValue('张三');
  save(original);
  await expect(page.getByRole('textbox', { name: '跑团名称' })).toHaveCount(0);
});

test('the production build has none of the live preview', () => {
  const assets = path.join(PROJECT_ROOT, 'dist/assets');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const withPreview = scripts.filter((file) =>
    readFileSync(path.join(assets, file), 'utf8').includes('config-preview:update'),
  );
  expect(withPreview).toEqual([]);
});
