import type { FormEvent } from 'react';
import type { FormState, FormValues } from './form-state';

/**
 * The submit of every form: every field checked first, focus moved to the first wrong one, the
 * values handed on only when the client's rules pass; nothing while a send is pending. What was
 * typed always stays.
 */
export function submitHandler<T extends FormValues>(form: FormState<T>, submission: { readonly pending: boolean }, send: (values: T) => void) {
  return async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.pending) return;
    const element = event.currentTarget;
    if (!(await form.validateAll())) {
      const first = form.invalidFields[0];
      if (first) element.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    send({ ...form.values });
  };
}
