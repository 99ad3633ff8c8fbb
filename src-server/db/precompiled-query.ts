import { createQueryId, type Compilable, type CompiledQuery } from 'kysely';

/**
 * A query of fixed shape compiled once: the builder runs with stand-in arguments, and every later
 * call only puts the real arguments where the stand-ins were. Kysely otherwise builds and
 * compiles the tree on every call (a tenth of an authenticated read's CPU); keep it to the few
 * queries every request runs, whose shape never depends on their arguments.
 */
export function precompiled<A extends unknown[], O>(build: (...args: A) => Compilable<O>, arity: A['length']): (...args: A) => CompiledQuery<O> {
  let template: CompiledQuery<O> | null = null;
  let slots: number[] = [];
  return (...args: A) => {
    if (!template) {
      const standIns = Array.from({ length: arity }, (_, index) => ({ standIn: index }));
      template = build(...(standIns as A)).compile();
      slots = template.parameters.map((value) => standIns.indexOf(value as { standIn: number }));
      if (slots.filter((slot) => slot >= 0).length !== arity) throw new Error(`precompiled: every argument must appear once as a parameter in ${template.sql}`);
    }
    const parameters = template.parameters.map((value, index) => (slots[index] >= 0 ? args[slots[index]] : value));
    return { query: template.query, sql: template.sql, parameters, queryId: createQueryId() };
  };
}

/**
 * `precompiled` for a query over a list of ids (`… in (?, ?, …)`): one compiled query per list
 * length. Lengths up to `keepUpTo` (a page's worth) are kept; longer lists, rare, are compiled each time.
 */
export function precompiledForIdLists<O>(build: (...ids: number[]) => Compilable<O>, keepUpTo = 10): (ids: readonly number[]) => CompiledQuery<O> {
  const byLength = new Map<number, (...ids: number[]) => CompiledQuery<O>>();
  return (ids) => {
    let query = byLength.get(ids.length);
    if (!query) {
      query = precompiled(build, ids.length);
      if (ids.length <= keepUpTo) byLength.set(ids.length, query);
    }
    return query(...ids);
  };
}
