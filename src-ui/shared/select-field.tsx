import { FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import type { FieldErrors } from '../../src-domain/shared/errors';
import type { FormState, FormValues } from './form-state';
import { fieldError } from './field-error';

/** One choice of a {@link SelectField}. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps<T extends FormValues> {
  /** The form the field belongs to. */
  form: FormState<T>;
  /** The field's key (the DTO's wire name). */
  name: keyof T & string;
  label: string;
  options: readonly SelectOption[];
  /** Shown first while nothing is chosen. @default "Choose…" */
  placeholder?: string;
  /** Guidance under the field while it has no error. */
  helperText?: ReactNode;
  /** The server's 422 messages for the whole form. */
  serverErrors?: FieldErrors;
  /** @default false */
  disabled?: boolean;
}

/** A labelled native select (best on phones) validated when a choice is made, with its error underneath. */
export const SelectField = observer(function SelectField<T extends FormValues>(props: SelectFieldProps<T>) {
  const { form, name, serverErrors } = props;
  const id = useId();
  const error = fieldError(form, name, serverErrors);
  const value = form.values[name];
  return (
    <FormGroup
      label={props.label}
      labelFor={id}
      intent={error ? Intent.DANGER : Intent.NONE}
      helperText={error || props.helperText ? <span id={`${id}-help`} role={error ? 'alert' : undefined}>{error ?? props.helperText}</span> : undefined}
    >
      <HTMLSelect
        id={id}
        name={name}
        fill
        large
        value={typeof value === 'string' ? value : ''}
        disabled={props.disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || props.helperText ? `${id}-help` : undefined}
        onChange={(event) => form.change(name, event.currentTarget.value as T[typeof name])}
        onBlur={() => form.blur(name)}
      >
        <option value="" disabled>
          {props.placeholder ?? 'Choose…'}
        </option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
});
SelectField.displayName = 'SelectField';

/** `{ value: label }` tables of the domain → options, in the table's order. */
export function optionsOf(labels: Readonly<Record<string, string>>): SelectOption[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}
