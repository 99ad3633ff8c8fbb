import { useEffect, useState } from 'react';

type Format = (e164: string) => string;

let format: Format | null = null;
let loading: Promise<Format> | null = null;

function loadFormat(): Promise<Format> {
  loading ??= import('../../src-domain/shared/phone-number').then(
    (m) => (format = m.formatPhone),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Props of {@link PhoneNumberText}. */
export interface PhoneNumberTextProps {
  /** The number as stored, e.g. +447700900123. */
  e164: string;
}

/**
 * A phone number as the lender's country writes it (`07700 900123`). The number library and its
 * metadata (about 30 KB) load on first use rather than with the page, so a page that only shows a
 * number does not wait for them; until they arrive the number reads as stored.
 */
export function PhoneNumberText({ e164 }: PhoneNumberTextProps) {
  const [, setReady] = useState(format !== null);
  useEffect(() => {
    if (!format) loadFormat().then(() => setReady(true), () => undefined);
  }, []);
  return <>{format ? format(e164) : e164}</>;
}
PhoneNumberText.displayName = 'PhoneNumberText';
