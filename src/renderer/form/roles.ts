import type { RJSFSchema } from '@rjsf/utils';
import type { FieldRole } from './fieldRoles';
import { isRecord } from './validation/rules';

/** Form values by field name. */
export type FormValues = Record<string, unknown>;

/** Marks what a field means to the app, whatever the config calls it. */
export const ROLE_KEY = 'x-role';

/** The form's own object and its conditional parts, whose fields RJSF adds to the form. */
function branches(node: unknown): Record<string, unknown>[] {
  if (!isRecord(node)) return [];
  const dependencies = isRecord(node.dependencies) ? Object.values(node.dependencies) : [];
  const lists = [node.allOf, node.anyOf, node.oneOf].flatMap((list) =>
    Array.isArray(list) ? list : [],
  );
  return [
    node,
    ...[node.then, node.else, ...lists, ...dependencies].flatMap((branch) => branches(branch)),
  ];
}

/** Names of the form's top-level fields, those its conditions add included. */
export function fieldNames(schema: RJSFSchema): string[] {
  const names = branches(schema).flatMap((branch) =>
    isRecord(branch.properties) ? Object.keys(branch.properties) : [],
  );
  return [...new Set(names)];
}

/** The form's field that has `role` (also one a condition adds), with its schema. */
export function fieldWithRole(
  schema: RJSFSchema,
  role: FieldRole,
): { name: string; schema: Record<string, unknown> } | null {
  for (const branch of branches(schema)) {
    const properties = isRecord(branch.properties) ? branch.properties : {};
    for (const [name, property] of Object.entries(properties)) {
      if (isRecord(property) && property[ROLE_KEY] === role) return { name, schema: property };
    }
  }
  return null;
}
