import type { HTMLInputAutoCompleteAttribute } from 'react';
import { FormField, type FormFieldProps } from './form-field';
import type { FormValues } from './form-state';

/** Props of {@link DateField}: those of a form field, the value being `YYYY-MM-DD` or empty. */
export interface DateFieldProps<T extends FormValues> extends Omit<FormFieldProps<T>, 'type' | 'autoComplete' | 'inputMode' | 'revealable'> {
  /** @default "off" ("bday" for a date of birth) */
  autoComplete?: HTMLInputAutoCompleteAttribute;
}

/** A native date input (a calendar on phones), validated on blur like the text fields. */
export function DateField<T extends FormValues>(props: DateFieldProps<T>) {
  return <FormField {...props} type="date" autoComplete={props.autoComplete ?? 'off'} />;
}
DateField.displayName = 'DateField';
