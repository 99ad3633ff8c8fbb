import { Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import type { FieldErrors } from '../../src-domain/shared/errors';
import { DayMonthYear } from './day-month-year';
import { fieldError } from './field-error';
import type { FormState, FormValues } from './form-state';

/** Props of {@link DateField}: the value is `YYYY-MM-DD` or empty. */
export interface DateFieldProps<T extends FormValues> {
  form: FormState<T>;
  name: keyof T & string;
  /** The question, e.g. "Date of birth". */
  label: string;
  /** An example or guidance under the question. @default "For example, 27 3 2007" */
  helperText?: ReactNode;
  serverErrors?: FieldErrors;
  /** `bday` for a date of birth (each box gets its part of the hint). */
  autoComplete?: 'bday' | 'off';
  /** @default false */
  disabled?: boolean;
}

/**
 * A date as day, month and year boxes in one fieldset (the GOV.UK pattern): the same order in every
 * browser, checked when focus leaves the group like the text fields.
 */
export const DateField = observer(function DateField<T extends FormValues>(props: DateFieldProps<T>) {
  const { form, name } = props;
  const id = useId();
  const error = fieldError(form, name, props.serverErrors);
  const value = form.values[name];
  return (
    <fieldset className={`${Classes.FORM_GROUP} date-parts${error ? ' date-parts--invalid' : ''}${form.required.has(name) ? ' labelled-field--required' : ''}`} aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className={`${Classes.LABEL} date-parts__legend`}>
        {props.label}
      </legend>
      <div id={`${id}-hint`} className={`${Classes.FORM_HELPER_TEXT} date-parts__hint`}>
        {props.helperText ?? 'For example, 27 3 2007'}
      </div>
      <DayMonthYear
        value={typeof value === 'string' ? value : ''}
        onChange={(next) => form.input(name, next as T[typeof name])}
        onBlur={() => form.blur(name)}
        autoComplete={props.autoComplete === 'bday' ? ['bday-day', 'bday-month', 'bday-year'] : undefined}
        invalid={!!error}
        disabled={props.disabled}
      />
      {error && (
        <div id={`${id}-error`} className={`${Classes.FORM_HELPER_TEXT} date-parts__error`} role="alert">
          {error}
        </div>
      )}
    </fieldset>
  );
});
DateField.displayName = 'DateField';
