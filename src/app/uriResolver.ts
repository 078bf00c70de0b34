/**
 * The two parts of fast-uri (an RFC 3986 toolbox) that the form renderer, @rjsf/utils, calls to
 * follow `$id` and `$ref` in a form schema: resolving a reference against a base and comparing
 * two references. The browser's URL parser does both, so the form route does not ship the whole
 * toolbox; vite.config.ts puts this module in fast-uri's place in the app. Unlike fast-uri it does
 * not decode percent-escaped letters before comparing, which form schemas do not contain.
 */

// A base without a scheme ("#", "person.json", "/schemas/a.json") is read under this one, and
// what it resolves to is given back without it.
const RELATIVE = 'relative-reference://';

function parse(reference: string, base?: string | URL): URL | undefined {
  try {
    return new URL(reference, base);
  } catch {
    return undefined;
  }
}

/** `reference` read against `base`, as fast-uri's `resolve`. */
function resolve(base: string, reference: string): string {
  const rooted = base.startsWith('/');
  const absolute = parse(reference, parse(base) ?? parse(rooted ? base : `/${base}`, RELATIVE));
  if (!absolute) return reference;
  if (!absolute.href.startsWith(RELATIVE)) return absolute.href;
  const path = absolute.href.slice(RELATIVE.length);
  return rooted ? path : path.slice(1);
}

/** Whether two references name the same resource, as fast-uri's `equal`. */
function equal(a: string, b: string): boolean {
  return resolve('', a) === resolve('', b);
}

const uriResolver = { resolve, equal };
export default uriResolver;
