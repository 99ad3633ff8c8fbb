import type { FieldErrors } from '../../src-domain/shared/errors';
import type { FormState, FormValues } from './form-state';

/** The message shown under a field: the client's own rule first, else the server's 422 message. */
export function fieldError<T extends FormValues>(form: FormState<T>, name: keyof T & string, serverErrors?: FieldErrors): string | undefined {
  return form.errorOf(name) ?? serverErrors?.[name]?.[0];
}
