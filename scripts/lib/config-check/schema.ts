import type { ErrorObject, ValidateFunction } from 'ajv';
import { createConfigAjv, schemaUrl } from '../../../core/config/schemas.ts';
import { buildRegistrySchema, registryKinds, type RegistryKind } from '../registry-schemas.ts';
import type { JsonObject } from './json.ts';
import type { ConfigKind } from './load.ts';
import { translate, type Finding } from './messages.ts';
import type { Registry } from '../registry-schemas.ts';
import { registryItemFindings } from './rules/registry.ts';

/**
 * Validates configs against schemas/*.schema.json, set up as the shared loader of configs sets
 * them up for the server and the build, and turns Ajv's errors into one plain sentence per
 * problem. The registry schema is assembled from the entry schemas in memory, so the check knows
 * exactly the block, gate and channel types that have code behind them, even before
 * `npm run gen:types` has rewritten schemas/generated.
 */
export class SchemaValidator {
  private readonly validators = new Map<ConfigKind, ValidateFunction>();
  private readonly registryDefs = new Map<unknown, RegistryKind>();
  private readonly entryValidators = new Map<string, ValidateFunction>();

  constructor(private readonly registry: Registry) {
    const registrySchema = buildRegistrySchema(registry.entries);
    const ajv = createConfigAjv({ allErrors: true, verbose: true }, registrySchema);

    const defs = registrySchema.$defs as JsonObject;
    for (const kind of Object.keys(registryKinds) as RegistryKind[]) {
      this.registryDefs.set(defs[kind], kind);
      for (const type of registry.types[kind]) {
        const validate = ajv.getSchema(
          `${schemaUrl('generated/registry')}#/$defs/${kind}_${type}`,
        )!;
        this.entryValidators.set(`${kind}:${type}`, validate);
      }
    }
    for (const kind of ['app', 'edition', 'event', 'fields'] as const) {
      this.validators.set(kind, ajv.getSchema(schemaUrl(kind))!);
    }
  }

  validate(kind: ConfigKind, value: unknown): Finding[] {
    const validate = this.validators.get(kind)!;
    if (validate(value)) return [];
    return this.translateAll(validate.errors ?? [], validate.schema as JsonObject, '');
  }

  private translateAll(errors: ErrorObject[], schema: JsonObject, prefix: string): Finding[] {
    // A registry item that fails gets an error from every branch of the oneOf; collapse them by
    // the item's "type" so the author reads about the one entry they meant.
    const items = errors.filter(
      (e) => e.keyword === 'oneOf' && this.registryDefs.has(e.parentSchema),
    );
    const inItem = (e: ErrorObject) =>
      items.some(
        (item) =>
          e.instancePath === item.instancePath ||
          e.instancePath.startsWith(`${item.instancePath}/`),
      );
    const findings = errors
      .filter((e) => !inItem(e))
      .flatMap((e) => translate(e, schema) ?? [])
      .map((f) => ({ ...f, pointer: prefix + f.pointer }));
    for (const item of items) {
      const kind = this.registryDefs.get(item.parentSchema)!;
      const pointer = prefix + item.instancePath;
      findings.push(
        ...registryItemFindings(kind, item.data, pointer, this.registry, (type, data) => {
          const validate = this.entryValidators.get(`${kind}:${type}`)!;
          validate(data);
          return this.translateAll(validate.errors ?? [], validate.schema as JsonObject, pointer);
        }),
      );
    }
    return findings;
  }
}
