import type { Compilable, CompiledQuery } from 'kysely';
import { nameStatement } from './postgres-named-statements.ts';

/** A query compiled once; `bind` gives it this call's parameter values. */
export interface PreparedQuery<P, R> {
  bind(params: P): CompiledQuery<R>;
}

/**
 * Builds and compiles a Kysely query once and then only swaps its parameter values: Kysely otherwise
 * rebuilds and recompiles the query tree on every call, which on the list page cost about as much
 * CPU as running the SQL. `build` gets a stand-in value for each named parameter and must hand each
 * one to Kysely as a value (so it becomes a bound parameter), never branch on it or put it in SQL text.
 * On PostgreSQL the SQL also runs as a named statement, parsed and planned once per connection.
 * Runs with `db.executeQuery(prepared.bind(params))`.
 */
export function prepareQuery<P extends Record<string, unknown>, R>(names: ReadonlyArray<keyof P & string>, build: (params: P) => Compilable<R>): PreparedQuery<P, R> {
  const standIns = new Map<string, keyof P & string>(names.map((name) => [`\u0000${name}\u0000`, name]));
  // The stand-ins are strings whatever P says; build only passes them on.
  const compiled = build(Object.fromEntries([...standIns].map(([standIn, name]) => [name, standIn])) as P).compile();
  const slots = compiled.parameters.map((value) => (typeof value === 'string' ? standIns.get(value) : undefined));
  const unbound = names.filter((name) => !slots.includes(name));
  if (unbound.length > 0) throw new Error(`prepareQuery: ${unbound.join(', ')} never reached the query as a bound parameter`);
  nameStatement(compiled.sql);
  return {
    bind: (params) => ({ ...compiled, parameters: slots.map((slot, i) => (slot === undefined ? compiled.parameters[i] : params[slot])) }),
  };
}
