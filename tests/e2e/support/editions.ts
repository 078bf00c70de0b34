import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { EditionConfig } from '../../../core/generated/config/edition';

const EDITIONS_DIR = path.join(import.meta.dirname, '../../../configs/editions');

/** Route prefixes of every edition in configs/editions. */
export function editionPrefixes(): string[] {
  return readdirSync(EDITIONS_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''));
}

export function editionConfig(prefix: string): EditionConfig {
  return JSON.parse(
    readFileSync(path.join(EDITIONS_DIR, `${prefix}.json`), 'utf8'),
  ) as EditionConfig;
}
