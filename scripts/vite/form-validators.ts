import fs from 'node:fs';
import path from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { runnerImport, type Plugin } from 'vite';

/** `{ [eventId]: () => import(<that event's validator module>) }` */
export const INDEX_MODULE = 'virtual:form-validators';
/** `virtual:form-validator/<event key>`: `schema` (as compiled) and `validateFns` of one form. */
export const EVENT_MODULE_PREFIX = 'virtual:form-validator/';

const RESOLVED = '\0';

/**
 * Ajv options of the build. Formats are regular expressions so that the generated code carries
 * them inline instead of importing ajv-formats, and `source` code is what standalone output needs.
 */
const COMPILE_OPTIONS = {
  ajvOptionsOverrides: { code: { source: true, lines: false } },
  ajvFormatOptions: false as const,
  customFormats: { date: /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/ },
};

type CompileModule = typeof import('../../src/renderer/form/validation/compile.ts');
let compileModule: Promise<CompileModule> | undefined;

/**
 * The app's own schema compiler, loaded through Vite like app code rather than as part of the
 * config file, whose imports Vite wants to be loadable by Node as they are.
 */
function appModules(): Promise<CompileModule> {
  compileModule ??= runnerImport<CompileModule>(
    path.resolve(import.meta.dirname, '../../src/renderer/form/validation/compile.ts'),
    { configFile: false, logLevel: 'warn' },
  ).then((result) => result.module);
  return compileModule;
}

interface EventFile {
  file: string;
  id: number;
  key: string;
  schema: RJSFSchema;
}

function readEvent(file: string): EventFile {
  const config = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    id: number;
    key: string;
    form: { schema: RJSFSchema };
  };
  return { file, id: config.id, key: config.key, schema: config.form.schema };
}

function listEvents(dir: string): EventFile[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => readEvent(path.join(dir, name)));
}

/**
 * ES module source of one form's validator: the schema as the app must render it (precompiled
 * validators only accept the exact schema they were compiled from) and Ajv's standalone
 * functions. Ajv emits CommonJS `require`/`exports`, which become imports and a named export.
 */
export async function validatorModuleCode(formSchema: RJSFSchema): Promise<string> {
  const { compileFormSchema } = await appModules();
  const schema = compileFormSchema(formSchema);
  const standalone = compileSchemaValidatorsCode(schema, COMPILE_OPTIONS);
  const modules: string[] = [];
  const body = standalone.replace(/require\(("[^"]+")\)/g, (_match, specifier: string) => {
    let index = modules.indexOf(specifier);
    if (index === -1) index = modules.push(specifier) - 1;
    return `__dep${index}`;
  });
  // What `require` gave: the bundler hands a CommonJS module's exports over as the namespace
  // itself, the dev server and Node as its default export.
  const imports = modules.flatMap((specifier, index) => [
    `import * as __ns${index} from ${specifier};`,
    `const __dep${index} = __exportsOf(__ns${index});`,
  ]);
  return [
    '// Generated at build time from the event config; do not edit.',
    'const __exportsOf = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);',
    ...imports,
    'export const validateFns = {};',
    body.replace(/^"use strict";/, '').replace(/\bexports\[/g, 'validateFns['),
    `export const schema = ${JSON.stringify(schema)};`,
  ].join('\n');
}

function indexModuleCode(events: EventFile[]): string {
  const entries = events.map(
    ({ id, key }) =>
      `  ${JSON.stringify(String(id))}: () => import(${JSON.stringify(EVENT_MODULE_PREFIX + key)}),`,
  );
  return ['export const formValidators = {', ...entries, '};'].join('\n');
}

const PLAIN_MARKDOWN = `${RESOLVED}form-plain-markdown`;

/**
 * RJSF's core renders markdown only for descriptions that opt in with
 * `ui:enableMarkdownInDescription` and for its own developer messages. Event forms write plain
 * texts, so the markdown renderer (a quarter of the form's download) is replaced by one that shows
 * the text as it is.
 */
function plainMarkdown(): Plugin {
  return {
    name: 'form-plain-markdown',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id === 'markdown-to-jsx/react' && importer?.includes('/@rjsf/core/'))
        return PLAIN_MARKDOWN;
      return null;
    },
    load(id) {
      if (id !== PLAIN_MARKDOWN) return null;
      return 'export function Markdown({ children }) { return children; }';
    },
  };
}

/** The form's build-time set-up: its validators, and RJSF without the markdown renderer. */
export function formBuild(options: { eventsDir?: string } = {}): Plugin[] {
  return [formValidators(options), plainMarkdown()];
}

/**
 * Compiles every event form of `configs/events` into its own lazily loaded validator module, so
 * the shipped app holds neither Ajv's compiler nor any `eval`/`new Function`. Modules are rebuilt
 * when their config changes.
 */
function formValidators(options: { eventsDir?: string }): Plugin {
  let eventsDir = '';
  return {
    name: 'form-validators',
    configResolved(config) {
      eventsDir = path.resolve(config.root, options.eventsDir ?? 'configs/events');
    },
    resolveId(id) {
      if (id === INDEX_MODULE || id.startsWith(EVENT_MODULE_PREFIX)) return RESOLVED + id;
      return null;
    },
    configureServer(server) {
      // A new or removed event changes the index of validator modules.
      const refresh = (file: string) => {
        if (path.dirname(file) !== eventsDir) return;
        const index = server.moduleGraph.getModuleById(RESOLVED + INDEX_MODULE);
        if (index) server.moduleGraph.invalidateModule(index);
      };
      server.watcher.on('add', refresh).on('unlink', refresh);
    },
    load(id) {
      if (id === RESOLVED + INDEX_MODULE) {
        const events = listEvents(eventsDir);
        for (const event of events) this.addWatchFile(event.file);
        return indexModuleCode(events);
      }
      if (!id.startsWith(RESOLVED + EVENT_MODULE_PREFIX)) return null;
      const key = id.slice(RESOLVED.length + EVENT_MODULE_PREFIX.length);
      const event = listEvents(eventsDir).find((candidate) => candidate.key === key);
      if (!event) throw new Error(`${id}: no event config has key "${key}"`);
      this.addWatchFile(event.file);
      return validatorModuleCode(event.schema);
    },
  };
}
