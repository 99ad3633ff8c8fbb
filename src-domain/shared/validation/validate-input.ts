import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validate, type ValidationError } from 'class-validator';
import { ValidationFailed, type FieldErrors } from '../errors';
import { fieldMessage } from './field-messages';
import { normalise } from './normalisers';

/** Spec §5: the default message is the field name followed by 'is not valid.' */
export function defaultMessage(field: string): string {
  return `${fieldLabel(field)} is not valid.`;
}

/** `first_name` → `First name`; `password_confirmation` → `Password confirmation`. */
export function fieldLabel(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_\-.]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Constructor<T> = new () => T;

/**
 * Checks `input` against the rules declared on `dtoClass` and returns a typed instance.
 * Unknown fields are refused rather than dropped, so nothing is stored that nobody declared.
 * Throws `ValidationFailed` with field → messages.
 */
export async function validateInput<T extends object>(dtoClass: Constructor<T>, input: unknown): Promise<T> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new ValidationFailed({}, 'The request body must be an object.');
  }
  const { instance, fields } = await check(dtoClass, input);
  if (Object.keys(fields).length > 0) throw new ValidationFailed(fields);
  return normalise(dtoClass, instance);
}

/**
 * The field errors of `values` without throwing: what a form shows after a blur or a change.
 * Same rules, same messages as `validateInput`, so the client and the server never disagree.
 */
export async function fieldErrorsOf<T extends object>(dtoClass: Constructor<T>, values: object): Promise<FieldErrors> {
  return (await check(dtoClass, values)).fields;
}

/** At most this many unknown fields are named, so the answer stays proportional to the DTO, not to the body. */
const MAX_UNKNOWN_NAMED = 10;

async function check<T extends object>(dtoClass: Constructor<T>, input: object): Promise<{ instance: T; fields: FieldErrors }> {
  // Unknown fields by own property against the declared ones: class-validator's whitelist looks
  // names up on a plain object, so `constructor` or `toString` passed as if declared (issue 12).
  const declared = declaredFields(dtoClass);
  const unknown: FieldErrors = {};
  const known: Record<string, unknown> = {};
  let unknownCount = 0;
  for (const key of Object.keys(input)) {
    if (declared.has(key)) {
      known[key] = (input as Record<string, unknown>)[key];
    } else if (unknownCount < MAX_UNKNOWN_NAMED) {
      unknownCount += 1;
      unknown[key] = [`${fieldLabel(key)} is not an accepted field.`];
    }
  }
  const instance = plainToInstance(dtoClass, known, { enableImplicitConversion: false });
  const errors = await validate(instance, {
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    dismissDefaultMessages: true,
    validationError: { target: false, value: false },
  });
  return { instance, fields: { ...unknown, ...toFieldErrors(errors, '', known) } };
}

const requiredCache = new WeakMap<Function, ReadonlySet<string>>();

/**
 * The fields `dtoClass` always requires (the `required` rule, not made conditional by `ValidateIf`),
 * so a form can mark them without a second list that could disagree with the DTO.
 */
export function requiredFieldsOf(dtoClass: Function): ReadonlySet<string> {
  let fields = requiredCache.get(dtoClass);
  if (!fields) {
    const metadata = getMetadataStorage().getTargetValidationMetadatas(dtoClass, '', true, false);
    const conditional = new Set(metadata.filter((entry) => entry.type === 'conditionalValidation').map((entry) => entry.propertyName));
    fields = new Set(metadata.filter((entry) => entry.name === 'required' && !conditional.has(entry.propertyName)).map((entry) => entry.propertyName));
    requiredCache.set(dtoClass, fields);
  }
  return fields;
}

const declaredCache = new WeakMap<Function, Set<string>>();

/** The property names `dtoClass` (and its parents) declares rules for. */
function declaredFields(dtoClass: Function): Set<string> {
  let fields = declaredCache.get(dtoClass);
  if (!fields) {
    const metadata = getMetadataStorage().getTargetValidationMetadatas(dtoClass, '', true, false);
    fields = new Set(metadata.map((entry) => entry.propertyName));
    declaredCache.set(dtoClass, fields);
  }
  return fields;
}

/** Nothing given: absent, null, or only spaces. */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function toFieldErrors(errors: ValidationError[], prefix = '', values?: Record<string, unknown>): FieldErrors {
  const fields: FieldErrors = {};
  for (const error of errors) {
    const field = prefix + error.property;
    const constraints = error.constraints ?? {};
    if ('whitelistValidation' in constraints) {
      fields[field] = [`${fieldLabel(error.property)} is not an accepted field.`];
      continue;
    }
    // The first broken rule speaks: "Enter your first name." rather than a list about one empty field.
    // An empty field is asked for ("Enter your e-mail address."), whichever rule noticed it.
    const blank = values !== undefined && isBlank(values[error.property]);
    const messages = Object.entries(constraints).map(([rule, message]) => message || fieldMessage(error.property, blank ? 'required' : rule) || defaultMessage(error.property));
    if (messages.length > 0) fields[field] = [...new Set(messages)];
    if (error.children?.length) Object.assign(fields, toFieldErrors(error.children, `${field}.`));
  }
  return fields;
}
