import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runnerImport, type ModuleNode, type Plugin, type ViteDevServer } from 'vite';
import type { ConfigChecker } from '../lib/config-check/index.ts';
import { readConfigTree } from '../lib/config-check/load.ts';
import { formatProblem } from '../lib/config-check/problem.ts';
import { INDEX_MODULE_ID, isEventModule } from './event-configs.ts';

type Checker = typeof import('../lib/config-check/index.ts');

/**
 * The checker, loaded through Vite like the core it uses, rather than as part of the config file,
 * whose imports Vite wants to be loadable by Node as they are.
 */
async function loadChecker(): Promise<ConfigChecker> {
  const file = path.resolve(import.meta.dirname, '../lib/config-check/index.ts');
  const { module } = await runnerImport<Checker>(file, { configFile: false, logLevel: 'warn' });
  return new module.ConfigChecker();
}

/**
 * Sets the language and the host the app detects from the address, before the app starts:
 * `?lang=en-US`, `?host=wechat-mini|alipay-mini|native|h5`, and `?race=<key or id>` or
 * `?edition=<prefix>` open that race's or edition's home when the address names no route.
 */
function previewScript(races: Record<string, number>): string {
  return `
const query = new URLSearchParams(location.search);
const lang = query.get('lang');
if (lang) localStorage.setItem('lang', lang);
const host = query.get('host');
const agent = (mark) => Object.defineProperty(navigator, 'userAgent', { value: navigator.userAgent + mark });
if (host === 'wechat-mini') window.__wxjs_environment = 'miniprogram';
if (host === 'alipay-mini') agent(' AlipayClient MiniProgram');
if (host === 'native') agent(' RunnerApp/preview');
const races = ${JSON.stringify(races)};
const race = query.get('race');
const edition = query.get('edition');
if (location.hash.length <= 2 && race) location.hash = '#/index/' + (races[race] ?? race);
else if (location.hash.length <= 2 && edition) location.hash = '#/' + edition;
`;
}

/**
 * Shows a saved config that passed the checker on the open page. A file that only the event
 * modules read (a race's config, the field library) goes to the page without a reload: those
 * modules, already invalidated by the dev server, get a timestamp, so the fresh index the page
 * imports (src/config/livePreview.ts) imports fresh configs and form validators too. A file the
 * app imports itself (app.json, the editions) reloads the page.
 */
function update(server: ViteDevServer, modules: ModuleNode[], timestamp: number): void {
  const readers = modules.flatMap((module) => [...module.importers]);
  const index = server.moduleGraph.getModuleById(INDEX_MODULE_ID);
  if (!index || modules.length === 0 || !readers.every((reader) => isEventModule(reader.id))) {
    server.ws.send({ type: 'full-reload' });
    return;
  }
  for (const reader of [...readers, index]) reader.lastHMRTimestamp = timestamp;
  // The address the browser knows a virtual module by (Vite's plugin guide, virtual modules).
  const address = `${server.config.base}@id/${INDEX_MODULE_ID.replace('\0', '__x00__')}`;
  server.ws.send('config-preview:update', { index: address, timestamp });
}

/**
 * Live preview for `npm run dev`: saving a config under configs/ runs the config checker; a
 * problem shows on the open page as Vite's error overlay (file:line:col and the message) and in
 * the terminal, and a config that passes is shown on the page (`update`).
 */
export function configPreview(): Plugin {
  let checker: Promise<ConfigChecker> | undefined;
  let root = '';
  const races = () =>
    Object.fromEntries(
      readConfigTree(root)
        .filter((source) => source.file.startsWith('configs/events/'))
        .flatMap((source) => {
          try {
            const { key, id } = JSON.parse(source.text) as { key: string; id: number };
            return [[key, id]];
          } catch {
            return [];
          }
        }),
    ) as Record<string, number>;

  // What each config held when it was last checked. One save can reach the watcher as several
  // events (truncate and write, a changed timestamp); checking the same text again would send the
  // page a second reload, or an old problem while it reloads.
  const checked = new Map<string, string>();
  const saved = (file: string) => {
    const text = readFileSync(file, 'utf8');
    if (checked.get(file) === text) return false;
    checked.set(file, text);
    return true;
  };

  /** Whether the saved file passes with all the others; a problem goes to the page and the terminal. */
  const passes = async (server: ViteDevServer, changed: string): Promise<boolean> => {
    checker ??= loadChecker();
    const file = path.relative(root, changed).split(path.sep).join('/');
    const problems = (await checker).check(readConfigTree(root));
    if (problems.length === 0) {
      server.config.logger.info(`${file}: configs OK, updating the page`, { timestamp: true });
      return true;
    }
    const lines = problems.map(formatProblem);
    server.config.logger.error(lines.join('\n'), { timestamp: true });
    const [first] = problems;
    const at = path.join(root, first.file);
    server.ws.send({
      type: 'error',
      err: {
        message: lines.join('\n'),
        stack: '',
        id: at,
        plugin: 'config-check',
        loc: { file: at, line: first.line ?? 1, column: first.column ?? 1 },
      },
    });
    return false;
  };
  const isConfig = (file: string) =>
    file.startsWith(path.join(root, 'configs') + path.sep) && file.endsWith('.json');

  return {
    name: 'config-preview',
    // The dev server only; vitest serves too, and has no page to preview.
    apply: (_config, env) => env.command === 'serve' && !process.env.VITEST,
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      // Loading the checker takes a few seconds and its first check about one (the validators
      // warm up; later checks take under 100 ms): both are done before the first save, unless
      // that save comes first.
      checker ??= loadChecker();
      void checker.then((loaded) =>
        setTimeout(() => {
          if (checked.size === 0) loaded.check(readConfigTree(root));
        }),
      );
      server.watcher.add(path.join(root, 'configs'));
      server.watcher.on('add', async (file) => {
        if (isConfig(file) && saved(file) && (await passes(server, file))) {
          server.ws.send({ type: 'full-reload' });
        }
      });
    },
    async handleHotUpdate({ file, modules, server, timestamp }) {
      if (!isConfig(file)) return;
      if (!saved(file)) return [];
      // A config with problems keeps the page and shows them over it instead.
      if (await passes(server, file)) update(server, modules, timestamp);
      return [];
    },
    transformIndexHtml() {
      return [
        {
          tag: 'script',
          attrs: { type: 'module' },
          children: previewScript(races()),
          injectTo: 'head-prepend',
        },
      ];
    },
  };
}
