import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import type { FieldErrors } from '../../src-domain/shared/errors';
import type { FormState, FormValues } from './form-state';
import { fieldError } from './field-error';

const SYMBOLS: Record<string, string> = { GBP: '£', EUR: '€', USD: '$' };

/** Props of {@link MoneyField}. */
export interface MoneyFieldProps<T extends FormValues> {
  form: FormState<T>;
  /** The field's key; the value is the text typed ("2,350.00"), turned into minor units by the form's DTO mapping. */
  name: keyof T & string;
  label: string;
  /** ISO 4217 code whose symbol is shown in front. */
  currency: string;
  helperText?: ReactNode;
  serverErrors?: FieldErrors;
  /** @default false */
  disabled?: boolean;
}

/** An amount as people write it ("2,350.00"), with the currency symbol in front; validated on blur. */
export const MoneyField = observer(function MoneyField<T extends FormValues>(props: MoneyFieldProps<T>) {
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
        size="large"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        leftElement={<span className="money-field__symbol">{SYMBOLS[props.currency] ?? props.currency}</span>}
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
MoneyField.displayName = 'MoneyField';
