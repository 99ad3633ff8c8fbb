import { validateInput } from '../../src-domain/shared/validation/validate-input';

/**
 * Validates a request body with the domain's DTO class, the same rules the client's forms run.
 * A missing body is validated as `{}` so the caller learns every required field at once.
 */
export function validateBody<T extends object>(dtoClass: new () => T, body: unknown): Promise<T> {
  return validateInput(dtoClass, body === undefined || body === null ? {} : body);
}
