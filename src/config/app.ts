import type { AppConfig } from '../generated/config/app';
import type { EditionConfig } from '../generated/config/edition';
import appJson from '../../configs/app.json';

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

/** Config paths starting with "/" are files of this app; they follow the app's base address. */
export function assetUrl(path: string): string {
  return path.startsWith('/') ? `${import.meta.env.BASE_URL}${path.slice(1)}` : path;
}
