import { Button } from '@blueprintjs/core';
import { RefreshIcon } from '@blueprintjs/icons';
import { useEffect, useId, useRef, useState } from 'react';

/** Whole seconds from now until `at` (epoch ms), never negative; updated every second while counting. */
export function useSecondsUntil(at: number | null): number {
  const left = () => (at === null ? 0 : Math.max(0, Math.ceil((at - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (at === null || at <= Date.now()) return undefined;
    const timer = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` only reads `at`
  }, [at]);
  return seconds;
}

/** `75` → `1:15`. */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Props of {@link ResendButton}. */
export interface ResendButtonProps {
  /** When a new code may be asked for (epoch ms); null or past: now. */
  availableAt: number | null;
  /** Asks for a new code. */
  onResend: () => void;
  /** A request is on its way. @default false */
  pending?: boolean;
  /** @default "Send a new code" */
  label?: string;
  /** @default false */
  disabled?: boolean;
}

/**
 * "Send a new code", disabled with a visible countdown while the cooldown runs (60 s after each
 * code, or as long as the server's Retry-After says). Screen readers hear only when it is ready,
 * not every second.
 */
export function ResendButton({ availableAt, onResend, pending = false, label = 'Send a new code', disabled = false }: ResendButtonProps) {
  const id = useId();
  const seconds = useSecondsUntil(availableAt);
  const waiting = seconds > 0;
  const waited = useRef(false);
  if (waiting) waited.current = true;
  return (
    <div className="resend">
      <Button
        variant="minimal"
        intent="primary"
        icon={<RefreshIcon />}
        loading={pending}
        disabled={disabled || pending || waiting}
        onClick={onResend}
        aria-describedby={waiting ? `${id}-wait` : undefined}
      >
        {label}
      </Button>
      {waiting ? (
        <span id={`${id}-wait`} className="resend__wait muted">
          available in <span className="resend__time">{formatCountdown(seconds)}</span>
        </span>
      ) : null}
      <span className="visually-hidden" aria-live="polite">
        {!waiting && !pending && waited.current ? 'You can ask for a new code now.' : ''}
      </span>
    </div>
  );
}
ResendButton.displayName = 'ResendButton';
