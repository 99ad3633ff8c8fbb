import { FormField, type FormFieldProps } from './form-field';
import type { FormValues } from './form-state';

const SYMBOLS: Record<string, string> = { GBP: '£', EUR: '€', USD: '$' };

/** Props of {@link MoneyField}. */
export interface MoneyFieldProps<T extends FormValues> extends Omit<FormFieldProps<T>, 'type' | 'autoComplete' | 'inputMode' | 'leftElement' | 'revealable'> {
  /** ISO 4217 code whose symbol is shown in front. */
  currency: string;
}

/**
 * An amount as people write it ("2,350.00"), with the currency symbol in front; the text is turned
 * into minor units by the form's DTO mapping. Validated on blur.
 */
export function MoneyField<T extends FormValues>({ currency, ...props }: MoneyFieldProps<T>) {
  return (
    <FormField
      placeholder="0.00"
      {...props}
      autoComplete="off"
      inputMode="decimal"
      leftElement={<span className="money-field__symbol">{SYMBOLS[currency] ?? currency}</span>}
    />
  );
}
MoneyField.displayName = 'MoneyField';
