import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@humanwhocodes/momoa';
import { runnerImport, type Plugin } from 'vite';
import type { ConfigProblem, LoadedEvent } from '../../core/config/eventConfigs.ts';
import type { EventConfig } from '../../core/generated/config/event.ts';
import { locate } from '../lib/config-check/load.ts';
import { formatProblem, pointerOf } from '../lib/config-check/problem.ts';
import { buildTimeSanitizer } from './sanitize-html.ts';

/**
 * `events`: every event as `{ id, key, edition, name, load, loadHome, loadForm, loadRoleForms }`,
 * where `load()` fetches the event's config, `loadHome()` the config without its sign-up form (what
 * an event home shows), `loadForm()` the form's validators and `loadRoleForms[id]()` those of role
 * `id`'s own form (roles without one have no entry), each a chunk of its own.
 */
export const INDEX_MODULE = 'virtual:event-configs';
/**
 * `virtual:event-config/<key>`: the event config without its `form`, as its default export; the
 * event home loads this part alone, so a runner opening it does not download the sign-up form.
 */
export const CONFIG_MODULE_PREFIX = 'virtual:event-config/';
/** `virtual:event-config-form/<key>`: the config's `form`, as its default export. */
export const FORM_CONFIG_MODULE_PREFIX = 'virtual:event-config-form/';
/**
 * `virtual:event-form/<key>`: the form's validators, `createValidateFns(formSchema)`;
 * `virtual:event-form/<key>/role/<id>` those of a role's own form.
 */
export const FORM_MODULE_PREFIX = 'virtual:event-form/';
const ROLE_INFIX = '/role/';
/** What compiled validators import the form checks as (core/form/validate/keyword.ts). */
const CHECKS_MODULE = 'virtual:form-checks';
const CHECKS_FILE = path.resolve(import.meta.dirname, '../../core/form/validate/runtime.ts');

const RESOLVED = '\0';
/** The module id of the index in the dev server's module graph. */
export const INDEX_MODULE_ID = RESOLVED + INDEX_MODULE;

/** Whether module `id` is one of those this plugin makes from the event configs. */
export function isEventModule(id: string | null): boolean {
  return (
    id !== null &&
    (id === INDEX_MODULE_ID ||
      [CONFIG_MODULE_PREFIX, FORM_CONFIG_MODULE_PREFIX, FORM_MODULE_PREFIX].some((prefix) =>
        id.startsWith(RESOLVED + prefix),
      ))
  );
}

type Loader = typeof import('../../core/config/eventConfigs.ts');
type Compiler = typeof import('../../core/form/validate/standalone.ts');
type Publisher = typeof import('../../core/config/publicConfig.ts');
type RoleForms = typeof import('../../core/domain/team/roleForm.ts');
const cached = new Map<string, Promise<unknown>>();

/**
 * A module of the shared core, loaded through Vite like app code rather than as part of the
 * config file, whose imports Vite wants to be loadable by Node as they are.
 */
function coreModule<T>(file: string): Promise<T> {
  let loading = cached.get(file);
  if (!loading) {
    loading = runnerImport<T>(path.resolve(import.meta.dirname, '../../core', file), {
      configFile: false,
      logLevel: 'warn',
    }).then((result) => result.module);
    cached.set(file, loading);
  }
  return loading as Promise<T>;
}

/** `file:line:col  /pointer  message`, as the config checker writes problems. */
function located(root: string, problem: ConfigProblem): string {
  const file = path.relative(root, problem.file).split(path.sep).join('/');
  const place = locate(parse(readFileSync(problem.file, 'utf8')), problem.pointer);
  return formatProblem({ file, pointer: problem.pointer, message: problem.message, ...place });
}

/** The event configs of the folder; a config that does not pass its schema fails the build. */
export async function readEvents(root: string, eventsDir: string): Promise<LoadedEvent[]> {
  const { loadEventConfigs } = await coreModule<Loader>('config/eventConfigs.ts');
  const { events, problems } = loadEventConfigs(eventsDir);
  if (problems.length > 0) {
    throw new Error(
      `Event configs with problems (run npm run config:check):\n${problems.map((problem) => located(root, problem)).join('\n')}`,
    );
  }
  return events;
}

async function indexModuleCode(events: LoadedEvent[]): Promise<string> {
  const { rolesWithOwnForm } = await coreModule<RoleForms>('domain/team/roleForm.ts');
  const entries = events.map(({ config }) => {
    const key = JSON.stringify(config.key);
    // A role's own form is a chunk of its own too; a role without one loads the event's.
    const roleForms = rolesWithOwnForm(config).map(
      ({ roleId }) =>
        `${roleId}: () => import(${JSON.stringify(`${FORM_MODULE_PREFIX}${config.key}${ROLE_INFIX}${roleId}`)})`,
    );
    const home = `import(${JSON.stringify(CONFIG_MODULE_PREFIX + config.key)})`;
    const form = `import(${JSON.stringify(FORM_CONFIG_MODULE_PREFIX + config.key)})`;
    return [
      `  { id: ${config.id}, key: ${key}, edition: ${JSON.stringify(config.edition)}, name: ${JSON.stringify(config.name)},`,
      `    load: () => Promise.all([${home}, ${form}]).then(([h, f]) => ({ ...h.default, form: f.default })),`,
      `    loadHome: () => ${home}.then((m) => m.default),`,
      `    loadForm: () => import(${JSON.stringify(FORM_MODULE_PREFIX + config.key)}),`,
      `    loadRoleForms: { ${roleForms.join(', ')} } },`,
    ].join('\n');
  });
  return ['export const events = [', ...entries, '];'].join('\n');
}

/**
 * The validators of the event's form, or of role `roleId`'s own form (the form `formOfRole` gives
 * that role); a part of the form that does not compile fails the build with the file and the
 * JSON pointer of that part.
 */
async function formModuleCode(root: string, event: LoadedEvent, roleId?: number): Promise<string> {
  const { FormCompileError, formValidatorsModule } = await coreModule<Compiler>(
    'form/validate/standalone.ts',
  );
  const { formOfRole, rolesWithOwnForm } = await coreModule<RoleForms>('domain/team/roleForm.ts');
  const own = rolesWithOwnForm(event.config).find((role) => role.roleId === roleId);
  if (roleId !== undefined && !own) {
    throw new Error(`${event.file}: role ${roleId} has no form of its own`);
  }
  const formPointer = own ? pointerOf('roles', own.index, 'form') : pointerOf('form');
  try {
    return formValidatorsModule(formOfRole(event.config, roleId).schema);
  } catch (error) {
    if (!(error instanceof FormCompileError)) throw error;
    const pointer = `${formPointer}/schema${error.pointer}`;
    throw new Error(
      `The sign-up form does not compile:\n${located(root, { file: event.file, pointer, message: error.message })}`,
      { cause: error },
    );
  }
}

/**
 * Event configs reach the app through this plugin only: the shared loader reads and validates
 * `configs/events` (the same loader the server and the config checker use), an index of ids and
 * names goes into the app, and each event's config (in two parts: the sign-up form, and the rest)
 * and form validators become chunks of their own, loaded when the event is opened and when its
 * form is. The loader resolves a form's fields from the field library (configs/fields.json),
 * which is watched like the config itself. A config reaches the app without the values its schema
 * marks `writeOnly` (the quiz's right answers) and with the HTML its schema marks
 * `contentMediaType: "text/html"` already cleaned. The validators are compiled at build time, so
 * the app holds neither Ajv's compiler nor any `eval`. The dev server reloads a changed config
 * and picks up added and removed ones.
 */
function eventConfigs(options: { eventsDir?: string }): Plugin {
  let root = '';
  let eventsDir = '';
  // Read once for all the modules made from them (the index, each config, each form), until a
  // file changes: the dev server makes them again after every saved config.
  let read: Promise<LoadedEvent[]> | undefined;
  const currentEvents = () => (read ??= readEvents(root, eventsDir));
  let publish: ((config: EventConfig) => EventConfig) | undefined;
  const eventByKey = async (key: string) => {
    const events = await currentEvents();
    const event = events.find((candidate) => candidate.config.key === key);
    if (!event) throw new Error(`no event config has the key "${key}"`);
    return event;
  };
  return {
    name: 'event-configs',
    configResolved(config) {
      root = config.root;
      eventsDir = path.resolve(config.root, options.eventsDir ?? 'configs/events');
    },
    resolveId(id) {
      if (id === CHECKS_MODULE) return CHECKS_FILE;
      return isEventModule(RESOLVED + id) ? RESOLVED + id : null;
    },
    watchChange() {
      read = undefined;
    },
    configureServer(server) {
      // A new or removed event changes the index.
      const refresh = (file: string) => {
        if (path.dirname(file) !== eventsDir) return;
        const index = server.moduleGraph.getModuleById(INDEX_MODULE_ID);
        if (index) server.moduleGraph.invalidateModule(index);
      };
      server.watcher.on('add', refresh).on('unlink', refresh);
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      if (name === INDEX_MODULE) {
        const events = await currentEvents();
        for (const event of events) event.sources.forEach((file) => this.addWatchFile(file));
        return await indexModuleCode(events);
      }
      const configPart = [CONFIG_MODULE_PREFIX, FORM_CONFIG_MODULE_PREFIX].find((prefix) =>
        name.startsWith(prefix),
      );
      if (configPart) {
        const event = await eventByKey(name.slice(configPart.length));
        event.sources.forEach((file) => this.addWatchFile(file));
        const { eventConfigPublisher } = await coreModule<Publisher>('config/publicConfig.ts');
        publish ??= eventConfigPublisher(await buildTimeSanitizer());
        const { form, ...home } = publish(event.config);
        return `export default ${JSON.stringify(configPart === CONFIG_MODULE_PREFIX ? home : form)};`;
      }
      if (name.startsWith(FORM_MODULE_PREFIX)) {
        const [key, roleId] = name.slice(FORM_MODULE_PREFIX.length).split(ROLE_INFIX);
        const event = await eventByKey(key);
        event.sources.forEach((file) => this.addWatchFile(file));
        return formModuleCode(root, event, roleId === undefined ? undefined : Number(roleId));
      }
      return null;
    },
  };
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
    async load(id) {
      if (id !== PLAIN_MARKDOWN) return null;
      return 'export function Markdown({ children }) { return children; }';
    },
  };
}

/** The app's build-time set-up: event configs with their form validators, RJSF without markdown. */
export function eventBuild(options: { eventsDir?: string } = {}): Plugin[] {
  return [eventConfigs(options), plainMarkdown()];
}
