import { Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import type { FieldErrors } from '../../src-domain/shared/errors';
import { DATE_PARTS } from './day-month-year';
import type { FormState, FormValues } from './form-state';

/** Props of {@link DatePartsField}. */
export interface DatePartsFieldProps<T extends FormValues> {
  form: FormState<T>;
  /** The day, month and year fields of the form, in that order; errors of the date belong to the first. */
  names: readonly [keyof T & string, keyof T & string, keyof T & string];
  /** The question, e.g. "Date of birth". */
  legend: string;
  /** An example under the legend. */
  hint?: ReactNode;
  /** The DTO's name of the whole date, whose server messages show under the group. */
  serverName?: string;
  serverErrors?: FieldErrors;
  /** Autofill hints for the three inputs. */
  autoComplete?: readonly [string, string, string];
  /** @default false */
  disabled?: boolean;
}


/**
 * A date as three numeric boxes (day, month, year) in one fieldset, as people read it on paper;
 * checked when focus leaves the group, not box by box.
 */
export const DatePartsField = observer(function DatePartsField<T extends FormValues>(props: DatePartsFieldProps<T>) {
  const { form, names, serverErrors } = props;
  const id = useId();
  const error = form.errorOf(names[0]) ?? (props.serverName ? serverErrors?.[props.serverName]?.[0] : undefined);
  return (
    <fieldset
      className={`${Classes.FORM_GROUP} date-parts${error ? ' date-parts--invalid' : ''}`}
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) form.blur(names[0], names);
      }}
    >
      <legend className={`${Classes.LABEL} date-parts__legend`}>{props.legend}</legend>
      {props.hint && (
        <div id={`${id}-hint`} className={`${Classes.FORM_HELPER_TEXT} date-parts__hint`}>
          {props.hint}
        </div>
      )}
      <div className="date-parts__inputs">
        {DATE_PARTS.map((part, index) => {
          const name = names[index];
          const value = form.values[name];
          return (
            <label key={part.label} className={`date-parts__part date-parts__part--${part.size}`}>
              <span className="date-parts__label">{part.label}</span>
              <input
                className={`${Classes.INPUT} ${Classes.LARGE}${error ? ` ${Classes.INTENT_DANGER}` : ''}`}
                name={name}
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                maxLength={part.maxLength}
                autoComplete={props.autoComplete?.[index]}
                value={typeof value === 'string' ? value : ''}
                disabled={props.disabled}
                aria-invalid={error ? true : undefined}
                onChange={(event) => form.input(name, event.currentTarget.value.replace(/\D/g, '') as T[typeof name])}
              />
            </label>
          );
        })}
      </div>
      {error && (
        <div id={`${id}-error`} className={`${Classes.FORM_HELPER_TEXT} date-parts__error`} role="alert">
          {error}
        </div>
      )}
    </fieldset>
  );
});
DatePartsField.displayName = 'DatePartsField';
