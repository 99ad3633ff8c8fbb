import {
  Equals,
  IsEmail,
  IsIn,
  IsNotIn,
  IsUrl,
  Length,
  Matches,
  Max,
  MaxLength as MaxLengthOf,
  Min,
  MinLength as MinLengthOf,
  NotEquals,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';
import { hasDimensions, hasExtension, hasMimeType, isImage, isWithinSize } from './file.predicates';
import {
  isAlpha,
  isAlphaDash,
  isAlphaNum,
  isAlphaSpaces,
  isDigits,
  isInteger,
  isNumeric,
  isPresent,
} from './text.predicates';
import { isBetween } from './value.predicates';

/**
 * The 26 rules of spec §5 as class-validator decorators, for DTOs. Where class-validator has a
 * decorator that means the same, it is used; the others are built on the plain predicates that
 * forms call (text/value/file.predicates.ts), so a form and a DTO cannot disagree. Every message
 * defaults to `<field> is not valid.` through `validateInput`. `RULES` (rule-set.ts) maps the
 * spec's rule names to the predicates.
 */

export { isAlphaSpaces, isPresent } from './text.predicates';

/** A custom rule from a predicate: `name` is the spec's, the predicate gets the constraints. */
function rule(name: string, check: (value: unknown, ...constraints: never[]) => boolean, constraints: unknown[], options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name, constraints, validator: { validate: (value) => (check as (value: unknown, ...c: unknown[]) => boolean)(value, ...constraints) } },
    options,
  );
}

/** required: present and not blank. */
export function Required(options?: ValidationOptions): PropertyDecorator {
  return rule('required', isPresent, [], options);
}

/** email (class-validator's IsEmail). */
export function Email(options?: ValidationOptions): PropertyDecorator {
  return IsEmail(undefined, options);
}

/** min: at least `min` characters (class-validator's MinLength). */
export function MinLength(min: number, options?: ValidationOptions): PropertyDecorator {
  return MinLengthOf(min, options);
}

/** max: at most `max` characters (class-validator's MaxLength). */
export function MaxLength(max: number, options?: ValidationOptions): PropertyDecorator {
  return MaxLengthOf(max, options);
}

/** length: exactly `length` characters (class-validator's Length). */
export function ExactLength(length: number, options?: ValidationOptions): PropertyDecorator {
  return Length(length, length, options);
}

/** digits: exactly `length` digits. */
export function Digits(length: number, options?: ValidationOptions): PropertyDecorator {
  return rule('digits', isDigits, [length], options);
}

/** numeric: digits only. */
export function Numeric(options?: ValidationOptions): PropertyDecorator {
  return rule('numeric', isNumeric, [], options);
}

/** integer: a whole number (a number or an integer string). */
export function Integer(options?: ValidationOptions): PropertyDecorator {
  return rule('integer', isInteger, [], options);
}

/** alpha: letters of any script. */
export function Alpha(options?: ValidationOptions): PropertyDecorator {
  return rule('alpha', isAlpha, [], options);
}

/** alpha_dash: letters, digits, dashes, underscores. */
export function AlphaDash(options?: ValidationOptions): PropertyDecorator {
  return rule('alpha_dash', isAlphaDash, [], options);
}

/** alpha_num: letters and digits. */
export function AlphaNum(options?: ValidationOptions): PropertyDecorator {
  return rule('alpha_num', isAlphaNum, [], options);
}

/** alpha_spaces: letters, spaces, and the apostrophes and hyphens of names. */
export function AlphaSpaces(options?: ValidationOptions): PropertyDecorator {
  return rule('alpha_spaces', isAlphaSpaces, [], options);
}

/** between: a number (or numeric string) from `min` to `max` inclusive. */
export function Between(min: number, max: number, options?: ValidationOptions): PropertyDecorator {
  return rule('between', isBetween, [min, max], options);
}

/** min_value (class-validator's Min: the wire value must be a number). */
export function MinValue(min: number, options?: ValidationOptions): PropertyDecorator {
  return Min(min, options);
}

/** max_value (class-validator's Max: the wire value must be a number). */
export function MaxValue(max: number, options?: ValidationOptions): PropertyDecorator {
  return Max(max, options);
}

/** confirmed: equals the sibling field `field` (Laravel's `password_confirmation` convention). */
export function Confirmed(field: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'confirmed',
      constraints: [field],
      validator: { validate: (value, args) => value === (args?.object as Record<string, unknown>)[field] },
    },
    options,
  );
}

/** is: strictly equals `expected` (class-validator's Equals). */
export function Is(expected: unknown, options?: ValidationOptions): PropertyDecorator {
  return Equals(expected, options);
}

/** is_not: anything but `unwanted` (class-validator's NotEquals). */
export function IsNot(unwanted: unknown, options?: ValidationOptions): PropertyDecorator {
  return NotEquals(unwanted, options);
}

/** one_of (class-validator's IsIn). */
export function OneOf(allowed: readonly unknown[], options?: ValidationOptions): PropertyDecorator {
  return IsIn(allowed, options);
}

/** not_one_of (class-validator's IsNotIn). */
export function NotOneOf(refused: readonly unknown[], options?: ValidationOptions): PropertyDecorator {
  return IsNotIn(refused, options);
}

/** regex (class-validator's Matches). */
export function Regex(pattern: RegExp, options?: ValidationOptions): PropertyDecorator {
  return Matches(pattern, options);
}

/** url: an absolute http(s) address (class-validator's IsUrl with the same options as `isUrl`). */
export function Url(options?: ValidationOptions): PropertyDecorator {
  return IsUrl({ require_protocol: true, protocols: ['http', 'https'], require_tld: false }, options);
}

/** ext: a file whose name ends with one of `extensions`. */
export function Ext(extensions: readonly string[], options?: ValidationOptions): PropertyDecorator {
  return rule('ext', hasExtension, [extensions], options);
}

/** mimes: a file of one of `types` (`image/*` allowed). */
export function Mimes(types: readonly string[], options?: ValidationOptions): PropertyDecorator {
  return rule('mimes', hasMimeType, [types], options);
}

/** image: an image file. */
export function Image(options?: ValidationOptions): PropertyDecorator {
  return rule('image', isImage, [], options);
}

/** dimensions: an image of exactly `width` × `height` pixels. */
export function Dimensions(width: number, height: number, options?: ValidationOptions): PropertyDecorator {
  return rule('dimensions', hasDimensions, [width, height], options);
}

/** size: a file of at most `kilobytes` KB. */
export function Size(kilobytes: number, options?: ValidationOptions): PropertyDecorator {
  return rule('size', isWithinSize, [kilobytes], options);
}
