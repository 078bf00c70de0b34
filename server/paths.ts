import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const APP_CONFIG_FILE = join(PROJECT_ROOT, 'configs', 'app.json');
export const EVENTS_DIR = join(PROJECT_ROOT, 'configs', 'events');
export const API_SCHEMAS_DIR = join(PROJECT_ROOT, 'schemas', 'api');
export const DIST_DIR = join(PROJECT_ROOT, 'dist');
/** The sandbox messaging app's media store: a file per media id (see server/README.md). */
export const SANDBOX_MEDIA_DIR = join(PROJECT_ROOT, 'server', 'sandbox', 'messaging-media');
