import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import { ValidationFailed, type FieldErrors } from '../errors';

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
  return instance;
}

/**
 * The field errors of `values` without throwing: what a form shows after a blur or a change.
 * Same rules, same messages as `validateInput`, so the client and the server never disagree.
 */
export async function fieldErrorsOf<T extends object>(dtoClass: Constructor<T>, values: object): Promise<FieldErrors> {
  return (await check(dtoClass, values)).fields;
}

async function check<T extends object>(dtoClass: Constructor<T>, input: object): Promise<{ instance: T; fields: FieldErrors }> {
  const instance = plainToInstance(dtoClass, input, { enableImplicitConversion: false });
  const errors = await validate(instance, {
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    dismissDefaultMessages: true,
    validationError: { target: false, value: false },
  });
  return { instance, fields: toFieldErrors(errors) };
}

function toFieldErrors(errors: ValidationError[], prefix = ''): FieldErrors {
  const fields: FieldErrors = {};
  for (const error of errors) {
    const field = prefix + error.property;
    const constraints = error.constraints ?? {};
    if ('whitelistValidation' in constraints) {
      fields[field] = [`${fieldLabel(error.property)} is not an accepted field.`];
      continue;
    }
    const messages = Object.values(constraints).map((message) => message || defaultMessage(error.property));
    if (messages.length > 0) fields[field] = [...new Set(messages)];
    if (error.children?.length) Object.assign(fields, toFieldErrors(error.children, `${field}.`));
  }
  return fields;
}
