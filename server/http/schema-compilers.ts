import { AjvCompiler, type ValidatorFactory } from '@fastify/ajv-compiler';
import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

/** `make`, remembering what it made for each value of its arguments written as JSON. */
function rememberedByJson<A extends unknown[], R>(
  key: (...args: A) => unknown,
  make: (...args: A) => R,
): (...args: A) => R {
  const made = new Map<string, R>();
  return (...args) => {
    const text = JSON.stringify(key(...args));
    let result = made.get(text);
    if (result === undefined) {
      result = make(...args);
      made.set(text, result);
    }
    return result;
  };
}

/**
 * Fastify's own compilers, compiling each distinct route schema once per process for each set of
 * shared schemas and options. Every API route answers under two bases with the same schemas, and
 * each route's schema is its own small object, so Fastify compiled every schema twice per server
 * (and again for every server a test file starts); compiling was about half of building one.
 */
function compilingEachSchemaOnce<S, O, R extends { schema?: unknown }, F>(
  factory: (shared: S, options?: O) => (route: R) => F,
): (shared: S, options?: O) => (route: R) => F {
  return rememberedByJson(
    (shared, options) => [shared, options],
    (shared, options) =>
      rememberedByJson(
        // The route (method, url, status) does not change what its schema compiles to.
        (route) => route.schema,
        factory(shared, options),
      ),
  );
}

export const schemaCompilers: {
  buildValidator: ValidatorFactory;
  buildSerializer: SerializerFactory;
} = {
  buildValidator: compilingEachSchemaOnce(AjvCompiler()),
  buildSerializer: compilingEachSchemaOnce(SerializerSelector()),
};
