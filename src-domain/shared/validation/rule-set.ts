import { hasDimensions, hasExtension, hasMimeType, isImage, isWithinSize } from './file.predicates';
import {
  hasExactLength,
  hasMaxLength,
  hasMinLength,
  isAlpha,
  isAlphaDash,
  isAlphaNum,
  isAlphaSpaces,
  isDigits,
  isEmailAddress,
  isInteger,
  isNumeric,
  isPresent,
  isUrl,
  matchesRegex,
} from './text.predicates';
import { defaultMessage } from './validate-input';
import {
  isBetween,
  isConfirmed,
  isExactly,
  isMaxValue,
  isMinValue,
  isNot,
  isNotOneOf,
  isOneOf,
} from './value.predicates';

/**
 * The rule set of spec §5 by the spec's names, each a plain predicate: what a form checks on
 * blur, change and model update. `RULES.between('5', 1, 10)`; `checkRules` gives the message.
 */
export const RULES = {
  required: isPresent,
  email: isEmailAddress,
  min: hasMinLength,
  max: hasMaxLength,
  length: hasExactLength,
  digits: isDigits,
  numeric: isNumeric,
  integer: isInteger,
  alpha: isAlpha,
  alpha_dash: isAlphaDash,
  alpha_num: isAlphaNum,
  alpha_spaces: isAlphaSpaces,
  between: isBetween,
  min_value: isMinValue,
  max_value: isMaxValue,
  confirmed: isConfirmed,
  is: isExactly,
  is_not: isNot,
  one_of: isOneOf,
  not_one_of: isNotOneOf,
  regex: matchesRegex,
  url: isUrl,
  ext: hasExtension,
  mimes: hasMimeType,
  image: isImage,
  dimensions: hasDimensions,
  size: isWithinSize,
} as const;

export type RuleName = keyof typeof RULES;

/** The extra arguments a rule takes after the value (`between` → `[min, max]`). */
export type RuleParams<N extends RuleName> = (typeof RULES)[N] extends (value: unknown, ...params: infer P) => boolean ? P : never;

/** One rule of a field: its name and its parameters, e.g. `['between', 1, 10]`. */
export type RuleCall = { [N in RuleName]: [N, ...RuleParams<N>] }[RuleName];

/**
 * Checks `value` against `rules` in order and returns the first failure's message
 * (`<field> is not valid.`), or null when every rule passes.
 */
export function checkRules(field: string, value: unknown, rules: readonly RuleCall[]): string | null {
  for (const [name, ...params] of rules) {
    const predicate = RULES[name] as (value: unknown, ...params: unknown[]) => boolean;
    if (!predicate(value, ...params)) return defaultMessage(field);
  }
  return null;
}
