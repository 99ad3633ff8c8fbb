import { FormGroup, Intent, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import type { FieldErrors } from '../../src-domain/shared/errors';
import type { FormState, FormValues } from './form-state';
import { fieldError } from './field-error';

/** Props of {@link TextAreaField}. */
export interface TextAreaFieldProps<T extends FormValues> {
  form: FormState<T>;
  name: keyof T & string;
  label: string;
  helperText?: ReactNode;
  serverErrors?: FieldErrors;
  /** Characters allowed; a counter is shown. */
  maxLength?: number;
  /** @default 5 */
  rows?: number;
  /** @default false */
  disabled?: boolean;
}

/** A labelled multi-line text field with a character count, validated on blur. */
export const TextAreaField = observer(function TextAreaField<T extends FormValues>(props: TextAreaFieldProps<T>) {
  const { form, name, serverErrors, maxLength } = props;
  const id = useId();
  const error = fieldError(form, name, serverErrors);
  const value = typeof form.values[name] === 'string' ? (form.values[name] as string) : '';
  const help = error ?? props.helperText;
  return (
    <FormGroup
      label={props.label}
      labelFor={id}
      intent={error ? Intent.DANGER : Intent.NONE}
      helperText={
        <span className="text-area-field__help" id={`${id}-help`}>
          <span role={error ? 'alert' : undefined}>{help}</span>
          {maxLength ? <span className="muted">{`${value.length} / ${maxLength}`}</span> : null}
        </span>
      }
    >
      <TextArea
        id={id}
        name={name}
        fill
        rows={props.rows ?? 5}
        value={value}
        disabled={props.disabled}
        intent={error ? Intent.DANGER : Intent.NONE}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help`}
        onChange={(event) => form.input(name, event.currentTarget.value as T[typeof name])}
        onBlur={() => form.blur(name)}
      />
    </FormGroup>
  );
});
TextAreaField.displayName = 'TextAreaField';
