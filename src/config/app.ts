import type { AppConfig } from '../../core/generated/config/app';
import type { EditionConfig } from '../../core/generated/config/edition';
import appJson from '../../configs/app.json';
import { appBasePath } from './paths';

export type { AppConfig, EditionConfig };

/** configs/app.json; the JSON import widens literal unions, the config checker guarantees the shape. */
export const appConfig = appJson as AppConfig;

const editionFiles = import.meta.glob<EditionConfig>('../../configs/editions/*.json', {
  eager: true,
  import: 'default',
});

/** Every edition of configs/editions, in file-name order. */
export const editions: readonly EditionConfig[] = Object.values(editionFiles);

export function editionByPrefix(prefix: string | undefined): EditionConfig | undefined {
  return editions.find((edition) => edition.prefix === prefix);
}

/** The edition used where no edition or event says otherwise. */
export const defaultEdition: EditionConfig =
  editionByPrefix(appConfig.defaultEdition) ?? editions[0];

/**
 * Config paths starting with "/" are files of this app; they follow the app's base address. The
 * build's base is relative ("./"), which would resolve against html/ on the login page, so a
 * relative base is taken from the folder the app is served from instead.
 */
export function resolveAppPath(path: string, base: string, pagePath: string): string {
  if (!path.startsWith('/')) return path;
  return `${base.startsWith('/') ? base : appBasePath(pagePath)}${path.slice(1)}`;
}

export function assetUrl(path: string): string {
  return resolveAppPath(path, import.meta.env.BASE_URL, window.location.pathname);
}
