import { Classes } from '@blueprintjs/core';
import { useEffect, useState } from 'react';

/** `YYYY-MM-DD` → the three boxes as a person filled them (no leading zeros added). */
function split(iso: string): [string, string, string] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? [String(Number(match[3])), String(Number(match[2])), match[1]] : ['', '', ''];
}

/**
 * The boxes → `YYYY-MM-DD` when each is filled (day and month padded, a four-digit year), `''` when
 * all are empty, and otherwise the parts as typed, which the date rule then refuses in words.
 */
export function composeDate([day, month, year]: readonly string[]): string {
  if (!day && !month && !year) return '';
  if (day && month && year.length === 4) return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return `${year}-${month}-${day}`;
}

/** Props of {@link DayMonthYear}. */
export interface DayMonthYearProps {
  /** `YYYY-MM-DD`, `''`, or an incomplete date as typed. */
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  /** Autofill hints of the three boxes, e.g. `bday-day`, `bday-month`, `bday-year`. */
  autoComplete?: readonly [string, string, string];
  invalid?: boolean;
  disabled?: boolean;
}

/** The three boxes of a date, as a UK reader writes it. */
export const DATE_PARTS = [
  { label: 'Day', size: 'day', maxLength: 2 },
  { label: 'Month', size: 'month', maxLength: 2 },
  { label: 'Year', size: 'year', maxLength: 4 },
] as const;

/**
 * A date typed as a UK reader writes it, day then month then year, whatever the browser's locale
 * (a native date input follows the browser: mm/dd/yyyy in a US one). Goes in a fieldset whose
 * legend names the date.
 */
export function DayMonthYear({ value, onChange, onBlur, autoComplete, invalid, disabled }: DayMonthYearProps) {
  const [parts, setParts] = useState(() => split(value));
  // A value set from outside (a form reset, a record to edit) replaces what the boxes hold.
  useEffect(() => {
    if (composeDate(parts) !== value) setParts(split(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only an outside change of the value
  }, [value]);
  return (
    <div
      className="date-parts__inputs"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
      }}
    >
      {DATE_PARTS.map((part, index) => (
        <label key={part.label} className={`date-parts__part date-parts__part--${part.size}`}>
          <span className="date-parts__label">{part.label}</span>
          <input
            className={`${Classes.INPUT} ${Classes.LARGE}${invalid ? ` ${Classes.INTENT_DANGER}` : ''}`}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={part.maxLength}
            autoComplete={autoComplete?.[index] ?? 'off'}
            value={parts[index]}
            disabled={disabled}
            aria-invalid={invalid ? true : undefined}
            onChange={(event) => {
              const next = [...parts] as [string, string, string];
              next[index] = event.currentTarget.value.replace(/\D/g, '');
              setParts(next);
              onChange(composeDate(next));
            }}
          />
        </label>
      ))}
    </div>
  );
}
DayMonthYear.displayName = 'DayMonthYear';
