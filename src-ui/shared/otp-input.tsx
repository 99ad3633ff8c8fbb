import { Classes } from '@blueprintjs/core';
import { useId, useRef, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';

/** Props of {@link OtpInput}. */
export interface OtpInputProps {
  /** The digits typed so far (at most `length`; a gap is a space). */
  value: string;
  /** Called with the new digits on every edit. */
  onChange: (value: string) => void;
  /** Called once every box holds a digit (typed, pasted or filled in by the phone). */
  onComplete?: (code: string) => void;
  /** The group's visible label, e.g. "Code from the text message". */
  label: ReactNode;
  /** Guidance under the boxes while there is no error. */
  helperText?: ReactNode;
  /** An error to show under the boxes (marks them invalid). */
  error?: string;
  /** Number of digits. @default 6 */
  length?: number;
  /** @default false */
  disabled?: boolean;
  /** Focus the first empty box on mount. @default false */
  autoFocus?: boolean;
  /** The form field name of the first box (so a form can focus it on error). @default "code" */
  name?: string;
  /** Called when focus leaves the whole group (validation on blur). */
  onBlur?: () => void;
}

const DIGIT = /^[0-9]$/;

/** Keeps `length` slots, one character each; a slot without a digit is a space. */
function slots(value: string, length: number): string[] {
  return Array.from({ length }, (_, i) => (DIGIT.test(value[i] ?? '') ? value[i] : ' '));
}

function join(parts: string[]): string {
  return parts.join('').replace(/\s+$/, '');
}

/**
 * A one-time code in separate boxes, built for the keyboard: typing moves forward, Backspace
 * clears and moves back, the arrows, Home and End move between boxes, and pasting (or the
 * phone's one-time-code autofill) spreads the whole code over the boxes. Numeric keypad on phones.
 */
export function OtpInput({
  value,
  onChange,
  onComplete,
  label,
  helperText,
  error,
  length = 6,
  disabled = false,
  autoFocus = false,
  name = 'code',
  onBlur,
}: OtpInputProps) {
  const id = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = slots(value, length);
  const describedBy = error || helperText ? `${id}-help` : undefined;

  const focus = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const commit = (next: string[]) => {
    const code = join(next);
    onChange(code);
    if (next.every((digit) => DIGIT.test(digit))) onComplete?.(code);
  };

  /** Writes `typed` (one digit or a whole pasted code) from box `index` on; returns the next box. */
  const fill = (index: number, typed: string): number => {
    const incoming = typed.replace(/\D/g, '');
    if (!incoming) return index;
    // A whole code arrives at once (paste, SMS autofill): it fills every box, wherever the caret was.
    const start = incoming.length >= length ? 0 : index;
    const next = [...digits];
    let at = start;
    for (const digit of incoming.slice(0, length - start)) next[at++] = digit;
    commit(next);
    return at;
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Backspace': {
        event.preventDefault();
        const next = [...digits];
        if (DIGIT.test(next[index])) {
          next[index] = ' ';
          commit(next);
        } else if (index > 0) {
          next[index - 1] = ' ';
          commit(next);
          focus(index - 1);
        }
        return;
      }
      case 'Delete': {
        event.preventDefault();
        const next = [...digits];
        next[index] = ' ';
        commit(next);
        return;
      }
      case 'ArrowLeft':
        event.preventDefault();
        focus(index - 1);
        return;
      case 'ArrowRight':
        event.preventDefault();
        focus(index + 1);
        return;
      case 'Home':
        event.preventDefault();
        focus(0);
        return;
      case 'End':
        event.preventDefault();
        focus(length - 1);
        return;
      default:
        // A digit typed on a keyboard is handled here rather than in onChange: typing the digit a
        // box already holds changes nothing, so no change event would move focus on.
        if (DIGIT.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
          event.preventDefault();
          focus(fill(index, event.key));
        }
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    focus(fill(index, event.clipboardData.getData('text')));
  };

  return (
    <div className={`otp-input${error ? ' otp-input--invalid' : ''}`} role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy}>
      <div id={`${id}-label`} className="otp-input__label">
        {label}
      </div>
      <div
        className="otp-input__boxes"
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
        }}
      >
        {digits.map((digit, index) => (
          <input
            // The boxes never reorder: the index is their identity.
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className={`${Classes.INPUT} ${Classes.LARGE} otp-input__box${error ? ` ${Classes.INTENT_DANGER}` : ''}`}
            name={index === 0 ? name : undefined}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={error ? true : undefined}
            value={digit.trim()}
            disabled={disabled}
            autoFocus={autoFocus && index === Math.min(join(digits).length, length - 1)}
            onFocus={(event) => event.currentTarget.select()}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onChange={(event) => {
              const raw = event.currentTarget.value;
              if (raw === '') {
                // Some phone keyboards delete without a Backspace key event.
                const next = [...digits];
                next[index] = ' ';
                commit(next);
                return;
              }
              // The box holds its old digit plus what was typed, or a whole autofilled code.
              const typed = raw.replace(digit.trim(), '') || raw;
              focus(fill(index, typed));
            }}
          />
        ))}
      </div>
      {(error || helperText) && (
        <div id={`${id}-help`} className={`${Classes.FORM_HELPER_TEXT} otp-input__help`} role={error ? 'alert' : undefined}>
          {error ?? helperText}
        </div>
      )}
    </div>
  );
}
OtpInput.displayName = 'OtpInput';
