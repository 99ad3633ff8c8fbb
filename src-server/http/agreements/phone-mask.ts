/**
 * A mobile number as the signing step and the signing record show it: enough to recognise one's own
 * phone, not enough to learn someone else's ("+44 ••••• ••• 123").
 */
export function maskPhone(e164: string): string {
  const last = e164.slice(-3);
  return e164.startsWith('+44') ? `+44 ••••• ••• ${last}` : `•••• ••• ${last}`;
}
