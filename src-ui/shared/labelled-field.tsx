import { FormGroup, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** What a control inside a {@link LabelledField} spreads onto itself so its state is announced. */
export interface FieldControlProps {
  intent: Intent;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

/** Props of {@link LabelledField}. */
export interface LabelledFieldProps {
  /** The control's id, which the label points at. */
  id: string;
  label: ReactNode;
  /** The message to show instead of the helper text (the client's rule, else the server's 422). */
  error?: string;
  /** Guidance under the control while it has no error. */
  helperText?: ReactNode;
  /** Shown at the end of the help line, e.g. a character count; keeps the help line always present. */
  trailing?: ReactNode;
  /** Marks the label "(required)" (drawn by CSS, so the field's name stays its label) and the control aria-required. @default false */
  required?: boolean;
  /** Renders the control with the props that tie it to the label and the message. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The frame every form field shares: a Blueprint FormGroup with the label, and under it the error
 * (announced as an alert) or the guidance, referenced by the control's `aria-describedby`.
 */
export function LabelledField({ id, label, error, helperText, trailing, required = false, children }: LabelledFieldProps) {
  const helpId = `${id}-help`;
  const hasHelp = Boolean(error || helperText || trailing);
  const message = error ?? helperText;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      className={required ? 'labelled-field--required' : undefined}
      intent={error ? Intent.DANGER : Intent.NONE}
      helperText={
        hasHelp ? (
          <span id={helpId} className={trailing ? 'labelled-field__help' : undefined} role={error && !trailing ? 'alert' : undefined}>
            {trailing ? <span role={error ? 'alert' : undefined}>{message}</span> : message}
            {trailing}
          </span>
        ) : undefined
      }
    >
      {children({
        intent: error ? Intent.DANGER : Intent.NONE,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
        'aria-describedby': hasHelp ? helpId : undefined,
      })}
    </FormGroup>
  );
}
LabelledField.displayName = 'LabelledField';
