import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import type { FieldErrors } from '../../src-domain/shared/errors';
import type { FormState, FormValues } from './form-state';
import { fieldError } from './field-error';

/** Props of {@link DateField}. */
export interface DateFieldProps<T extends FormValues> {
  form: FormState<T>;
  /** The field's key; its value is `YYYY-MM-DD` or empty. */
  name: keyof T & string;
  label: string;
  helperText?: ReactNode;
  serverErrors?: FieldErrors;
  /** Earliest and latest selectable dates, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
  /** @default false */
  disabled?: boolean;
}

/** A native date input (a calendar on phones): validated on blur, like the text fields. */
export const DateField = observer(function DateField<T extends FormValues>(props: DateFieldProps<T>) {
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
      <InputGroup
        id={id}
        name={name}
        type="date"
        size="large"
        min={props.min}
        max={props.max}
        value={typeof value === 'string' ? value : ''}
        disabled={props.disabled}
        intent={error ? Intent.DANGER : Intent.NONE}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || props.helperText ? `${id}-help` : undefined}
        onValueChange={(next) => form.input(name, next as T[typeof name])}
        onBlur={() => form.blur(name)}
      />
    </FormGroup>
  );
});
DateField.displayName = 'DateField';
