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
    return { ...template, parameters, queryId: createQueryId() };
  };
}
