import type { GateType } from './types';

// A gate type is a folder of this registry with its schema.json (what `npm run gen:types` reads
// too). The route table learns the types from the file names, without the gates' code: only each
// schema's title comes into the bundle, where a lazy glob would emit every schema as a chunk that
// nothing loads.
const schemaFiles = import.meta.glob('./*/schema.json', { eager: true, import: 'title' });

/** Every registered gate type: each has its page at /{type}. */
export const gateTypes: readonly GateType[] = Object.keys(schemaFiles).map(
  (file) => file.split('/')[1] as GateType,
);
