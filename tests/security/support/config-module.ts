import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { EventConfig } from '../../../core/generated/config/event';
import { CONFIG_MODULE_PREFIX, eventBuild } from '../../../scripts/vite/event-configs';

/**
 * The module the Vite plugin makes of event `key` of `eventsDir`: what goes into the app's bundle,
 * as code and as the config it exports.
 */
export async function configModule(
  eventsDir: string,
  key: string,
): Promise<{ code: string; config: EventConfig }> {
  const [plugin] = eventBuild({ eventsDir });
  const hooks = plugin as Plugin & {
    configResolved(config: { root: string }): void;
    load(this: { addWatchFile(file: string): void }, id: string): Promise<string>;
  };
  hooks.configResolved({ root: join(import.meta.dirname, '..', '..', '..') });
  const code = await hooks.load.call({ addWatchFile: () => {} }, `\0${CONFIG_MODULE_PREFIX}${key}`);
  const config = JSON.parse(code.replace(/^export default /, '').replace(/;$/, '')) as EventConfig;
  return { code, config };
}
