import { HTMLSelect } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import type { FieldErrors } from '../../src-domain/shared/errors';
import type { FormState, FormValues } from './form-state';
import { fieldError } from './field-error';
import { LabelledField } from './labelled-field';

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
  const value = form.values[name];
  return (
    <LabelledField id={id} label={props.label} required={form.required.has(name)} error={fieldError(form, name, serverErrors)} helperText={props.helperText}>
      {({ intent: _intent, ...control }) => (
        <HTMLSelect
          {...control}
          id={id}
          name={name}
          fill
          large
          value={typeof value === 'string' ? value : ''}
          disabled={props.disabled}
          onChange={(event) => form.change(name, event.currentTarget.value as T[typeof name])}
          onBlur={() => form.blur(name)}
        >
          {/* An optional choice can be taken back; a required one cannot be un-chosen. */}
          <option value="" disabled={form.required.has(name)}>
            {props.placeholder ?? 'Choose…'}
          </option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </HTMLSelect>
      )}
    </LabelledField>
  );
});
SelectField.displayName = 'SelectField';

/** `{ value: label }` tables of the domain → options, in the table's order. */
export function optionsOf(labels: Readonly<Record<string, string>>): SelectOption[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}
