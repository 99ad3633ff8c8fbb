import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * Rules of spec §5 that class-validator has no decorator for. Each is a plain predicate (what a
 * form can call) and a decorator built on it (what a DTO declares). Messages default to
 * `<field> is not valid.` through `validateInput`.
 */

/** required: present and not blank. */
export function isPresent(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

export function Required(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'required', validator: { validate: isPresent } }, options);
}

/** confirmed: equals the sibling field `<field>` (Laravel's `password_confirmation` convention). */
export function Confirmed(field: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'confirmed',
      constraints: [field],
      validator: {
        validate: (value, args) => value === (args?.object as Record<string, unknown>)[field],
      },
    },
    options,
  );
}

/** alpha_spaces: letters (any script), spaces, and the apostrophes and hyphens of real names. */
export function isAlphaSpaces(value: unknown): boolean {
  return typeof value === 'string' && /^[\p{L}\p{M}][\p{L}\p{M}' \-]*$/u.test(value);
}

export function AlphaSpaces(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'alpha_spaces', validator: { validate: isAlphaSpaces } }, options);
}

/** is: strictly equals `expected` (e.g. a terms checkbox that must be `true`). */
export function Is(expected: unknown, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'is', constraints: [expected], validator: { validate: (value) => value === expected } },
    options,
  );
}
