import { CompiledQuery, sql, type QueryResult, type RawBuilder } from 'kysely';
import type { Db } from './types';

/**
 * Statements run on every sign-up, prepared once per PostgreSQL connection: PostgreSQL then parses
 * and plans them once instead of on every run (for the sign-up statement, planning took four
 * times as long as running it). Only the texts of `preparedStatement`s are prepared, so what a
 * connection keeps is bounded by those statements' shapes; past `MOST_PREPARED` texts (a shape
 * that varies without end would be a fault) they run as plain statements. On PGlite, which has no connections to keep them, they run as plain statements too.
 */
const MOST_PREPARED = 200;
const names = new Map<string, string>();

/** The name a statement text is prepared under, if it is one of the prepared ones. */
export function preparedName(text: string): string | undefined {
  return names.get(text);
}

/** Stands for one input of a `preparedStatement` among the compiled statement's parameters. */
class Input {
  constructor(readonly key: string) {}
}

/** Where each parameter of a compiled statement comes from: an input, or a value of the text. */
type Slot = { input: string } | { value: unknown };

interface Compiled {
  text: string;
  slots: Slot[];
}

export type StatementInputs<I> = { [K in keyof I]: RawBuilder<I[K]> };

/** A statement as the query builder gives it: raw SQL, or a built query. */
interface Statement<R> {
  compile(db: Db): CompiledQuery<R>;
}

/**
 * A statement built and compiled once per database and shape, then run with new inputs, prepared
 * on each connection. `build` gets an expression for each input, to use wherever a value goes,
 * and the shape: what changes the text itself (a list of columns, say), which must take few
 * values. Building and compiling the sign-up statement on every run was ~10 % of the server's CPU
 * under a rush of sign-ups; a run now only puts its inputs among the parameters.
 */
export function preparedStatement<I extends object, R, S = undefined>(
  keys: readonly (keyof I & string)[],
  build: (db: Db, inputs: StatementInputs<I>, shape: S) => Statement<R>,
): (db: Db, values: I, shape: S) => Promise<QueryResult<R>> {
  const compiledFor = new WeakMap<Db, Map<string, Compiled>>();

  function compile(db: Db, shape: S): Compiled {
    const inputs = Object.fromEntries(keys.map((key) => [key, sql.val(new Input(key))]));
    const compiled = build(db, inputs as StatementInputs<I>, shape).compile(db);
    const slots = compiled.parameters.map((value) =>
      value instanceof Input ? { input: value.key } : { value },
    );
    const unused = keys.filter(
      (key) => !slots.some((slot) => 'input' in slot && slot.input === key),
    );
    if (unused.length > 0) throw new Error(`The statement does not use ${unused.join(', ')}`);
    return { text: compiled.sql, slots };
  }

  return async (db, values, shape) => {
    let byShape = compiledFor.get(db);
    if (!byShape) compiledFor.set(db, (byShape = new Map()));
    const shapeKey = JSON.stringify(shape ?? null);
    let compiled = byShape.get(shapeKey);
    if (!compiled) byShape.set(shapeKey, (compiled = compile(db, shape)));
    const parameters = compiled.slots.map((slot) =>
      'input' in slot ? (values as Record<string, unknown>)[slot.input] : slot.value,
    );
    if (!names.has(compiled.text) && names.size < MOST_PREPARED) {
      names.set(compiled.text, `prepared_${names.size + 1}`);
    }
    return db.executeQuery(CompiledQuery.raw(compiled.text, parameters) as CompiledQuery<R>);
  };
}
