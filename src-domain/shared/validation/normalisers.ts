/** Rewrites a valid value into the form it is kept in (e.g. a phone number into E.164). */
export type Normaliser = (value: unknown) => Promise<unknown>;

const normalisers = new Map<Function, Map<string, Normaliser>>();

/**
 * Declares that a field, once valid, is kept as `normalise` rewrites it. Asynchronous (unlike
 * class-transformer's Transform) so the code that knows the form (libphonenumber's metadata) loads
 * only when such a field is checked, not with every page that validates something.
 */
export function NormalisedBy(normalise: Normaliser): PropertyDecorator {
  return (target, key) => {
    const type = target.constructor;
    const fields = normalisers.get(type) ?? new Map<string, Normaliser>();
    fields.set(String(key), normalise);
    normalisers.set(type, fields);
  };
}

/** Applies the normalisers `dtoClass` and its parents declare to a validated instance. */
export async function normalise<T extends object>(dtoClass: Function, instance: T): Promise<T> {
  for (let type: Function | null = dtoClass; type && type !== Object; type = Object.getPrototypeOf(type.prototype)?.constructor ?? null) {
    for (const [field, rewrite] of normalisers.get(type) ?? []) {
      const record = instance as Record<string, unknown>;
      if (record[field] !== undefined && record[field] !== null) record[field] = await rewrite(record[field]);
    }
  }
  return instance;
}
