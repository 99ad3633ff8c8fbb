import { Button, InputGroup } from '@blueprintjs/core';
import { EyeOffIcon, EyeOpenIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useId, useState, type HTMLInputAutoCompleteAttribute, type JSX, type ReactNode } from 'react';
import type { FieldErrors } from '../../src-domain/shared/errors';
import { fieldError } from './field-error';
import type { FormState, FormValues } from './form-state';
import { LabelledField } from './labelled-field';

/** Props of {@link FormField}. */
export interface FormFieldProps<T extends FormValues> {
  /** The form the field belongs to. */
  form: FormState<T>;
  /** The field's key in the form's values (and in the DTO). */
  name: keyof T & string;
  /** Visible label. */
  label: string;
  /** Input type. @default "text" */
  type?: 'text' | 'email' | 'tel' | 'password' | 'date';
  /** Autofill hint for browsers and password managers. */
  autoComplete: HTMLInputAutoCompleteAttribute;
  /** Guidance under the field while it has no error. */
  helperText?: ReactNode;
  /** The server's 422 messages for the whole form; the entry for `name` is shown under the field. */
  serverErrors?: FieldErrors;
  /** Virtual keyboard hint. */
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  /** For dates: the earliest and latest allowed, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
  /** Shown inside the input before the text, e.g. a currency symbol. */
  leftElement?: JSX.Element;
  /** Example value. */
  placeholder?: string;
  /** Focus on mount. @default false */
  autoFocus?: boolean;
  /** Disable while the form is submitting. @default false */
  disabled?: boolean;
  /** For passwords: a button that shows or hides the characters. @default false */
  revealable?: boolean;
}

/** A labelled Blueprint input wired to a {@link FormState}: validates on blur, shows client or server errors. */
export const FormField = observer(function FormField<T extends FormValues>(props: FormFieldProps<T>) {
  const { form, name, type = 'text', serverErrors, revealable = false } = props;
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const value = form.values[name];
  const plainText = type === 'text' || type === 'date';
  return (
    <LabelledField id={id} label={props.label} required={form.required.has(name)} error={fieldError(form, name, serverErrors)} helperText={props.helperText}>
      {(control) => (
        <InputGroup
          {...control}
          id={id}
          name={name}
          type={revealable && revealed ? 'text' : type}
          size="large"
          value={typeof value === 'string' ? value : ''}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          placeholder={props.placeholder}
          autoFocus={props.autoFocus}
          disabled={props.disabled}
          min={props.min}
          max={props.max}
          leftElement={props.leftElement}
          spellCheck={plainText ? undefined : false}
          autoCapitalize={plainText ? undefined : 'off'}
          onValueChange={(next) => form.input(name, next as T[typeof name])}
          onBlur={() => form.blur(name)}
          rightElement={
            revealable ? (
              <Button
                variant="minimal"
                icon={revealed ? <EyeOffIcon /> : <EyeOpenIcon />}
                aria-label={revealed ? 'Hide password' : 'Show password'}
                aria-pressed={revealed}
                onClick={() => setRevealed(!revealed)}
              />
            ) : undefined
          }
        />
      )}
    </LabelledField>
  );
});
FormField.displayName = 'FormField';
