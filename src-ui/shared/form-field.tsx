import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { EyeOffIcon, EyeOpenIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useId, useState, type HTMLInputAutoCompleteAttribute, type ReactNode } from 'react';
import type { FieldErrors } from '../../src-domain/shared/errors';
import type { FormState, FormValues } from './form-state';

/** Props of {@link FormField}. */
export interface FormFieldProps<T extends FormValues> {
  /** The form the field belongs to. */
  form: FormState<T>;
  /** The field's key in the form's values (and in the DTO). */
  name: keyof T & string;
  /** Visible label. */
  label: string;
  /** Input type. @default "text" */
  type?: 'text' | 'email' | 'tel' | 'password';
  /** Autofill hint for browsers and password managers. */
  autoComplete: HTMLInputAutoCompleteAttribute;
  /** Guidance under the field while it has no error. */
  helperText?: ReactNode;
  /** The server's 422 messages for the whole form; the entry for `name` is shown under the field. */
  serverErrors?: FieldErrors;
  /** Virtual keyboard hint. */
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
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
  const { form, name, label, type = 'text', helperText, serverErrors, revealable = false } = props;
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const error = form.errorOf(name) ?? serverErrors?.[name]?.[0];
  const describedBy = `${id}-help`;
  const value = form.values[name];
  return (
    <FormGroup
      label={label}
      labelFor={id}
      intent={error ? Intent.DANGER : Intent.NONE}
      helperText={
        error || helperText ? (
          <span id={describedBy} role={error ? 'alert' : undefined}>
            {error ?? helperText}
          </span>
        ) : undefined
      }
    >
      <InputGroup
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
        intent={error ? Intent.DANGER : Intent.NONE}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || helperText ? describedBy : undefined}
        spellCheck={type === 'text' ? undefined : false}
        autoCapitalize={type === 'text' ? undefined : 'off'}
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
    </FormGroup>
  );
});
FormField.displayName = 'FormField';
