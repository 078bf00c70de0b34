/**
 * The config schemas of the block, gate and channel types, read from their folders as the build's
 * tools read them (the app does not ship them).
 */
export { readRegistryEntrySchemas } from '../../scripts/lib/registry-schemas';

/** The `type` a registry entry's config schema takes. */
export function typeOf(schema: object): unknown {
  return (schema as { properties?: { type?: { const?: unknown } } }).properties?.type?.const;
}
