import { TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import type { FieldErrors } from '../../src-domain/shared/errors';
import type { FormState, FormValues } from './form-state';
import { fieldError } from './field-error';
import { LabelledField } from './labelled-field';

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
  const value = typeof form.values[name] === 'string' ? (form.values[name] as string) : '';
  const count = maxLength ? <span className="muted">{`${value.length} / ${maxLength}`}</span> : undefined;
  return (
    <LabelledField id={id} label={props.label} required={form.required.has(name)} error={fieldError(form, name, serverErrors)} helperText={props.helperText} trailing={count}>
      {(control) => (
        <TextArea
          {...control}
          id={id}
          name={name}
          fill
          rows={props.rows ?? 5}
          value={value}
          disabled={props.disabled}
          onChange={(event) => form.input(name, event.currentTarget.value as T[typeof name])}
          onBlur={() => form.blur(name)}
        />
      )}
    </LabelledField>
  );
});
TextAreaField.displayName = 'TextAreaField';
