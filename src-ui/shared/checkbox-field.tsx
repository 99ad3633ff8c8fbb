import { Checkbox, FormGroup, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import type { FieldErrors } from '../../src-domain/shared/errors';
import type { FormState, FormValues } from './form-state';

/** Props of {@link CheckboxField}. */
export interface CheckboxFieldProps<T extends FormValues> {
  /** The form the field belongs to. */
  form: FormState<T>;
  /** The boolean field's key. */
  name: keyof T & string;
  /** Label; may contain links. */
  label: ReactNode;
  /** The server's 422 messages for the whole form. */
  serverErrors?: FieldErrors;
  /** @default false */
  disabled?: boolean;
  /** A line under the box saying what ticking it means. */
  hint?: ReactNode;
}

/** A checkbox validated on change (a committed value), with its error underneath. */
export const CheckboxField = observer(function CheckboxField<T extends FormValues>(props: CheckboxFieldProps<T>) {
  const { form, name, serverErrors } = props;
  const id = useId();
  const error = form.errorOf(name) ?? serverErrors?.[name]?.[0];
  return (
    <FormGroup
      intent={error ? Intent.DANGER : Intent.NONE}
      helperText={error ? <span id={`${id}-error`} role="alert">{error}</span> : props.hint ? <span id={`${id}-hint`}>{props.hint}</span> : undefined}
    >
      <Checkbox
        id={id}
        name={name}
        checked={form.values[name] === true}
        disabled={props.disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : props.hint ? `${id}-hint` : undefined}
        onChange={(event) => form.change(name, event.currentTarget.checked as T[typeof name])}
        labelElement={props.label}
      />
    </FormGroup>
  );
});
CheckboxField.displayName = 'CheckboxField';
