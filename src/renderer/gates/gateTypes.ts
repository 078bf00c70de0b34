import type { GateType } from './types';

// A gate type is a folder of this registry with its schema.json (what `npm run gen:types` reads
// too). The glob only lists the files, so the route table learns the types without the gates' code.
const schemaFiles = import.meta.glob('./*/schema.json');

/** Every registered gate type: each has its page at /{type}. */
export const gateTypes: readonly GateType[] = Object.keys(schemaFiles).map(
  (file) => file.split('/')[1] as GateType,
);
