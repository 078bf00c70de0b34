import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runnerImport, type Plugin, type ViteDevServer } from 'vite';
import type { ConfigChecker } from '../lib/config-check/index.ts';
import { readConfigTree } from '../lib/config-check/load.ts';
import { formatProblem } from '../lib/config-check/problem.ts';

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
 * Live preview for `npm run dev`: saving a config under configs/ runs the config checker; a
 * problem shows on the open page as Vite's error overlay (file:line:col and the message) and in
 * the terminal, and a config that passes reloads the page with it.
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
      server.config.logger.info(`${file}: configs OK, reloading`, { timestamp: true });
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
      // Setting up the checker's schemas takes a moment; done before the first save.
      checker ??= loadChecker();
      server.watcher.add(path.join(root, 'configs'));
      server.watcher.on('add', async (file) => {
        if (isConfig(file) && saved(file) && (await passes(server, file))) {
          server.ws.send({ type: 'full-reload' });
        }
      });
    },
    async handleHotUpdate({ file, modules, server }) {
      if (!isConfig(file)) return;
      if (!saved(file)) return [];
      // The app does not accept updates of its config modules, so the page reloads with the
      // new config; a config with problems keeps the page and shows them over it instead.
      if (await passes(server, file)) {
        for (const module of modules) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      }
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
