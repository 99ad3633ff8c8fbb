/** The wire answer of a call that sent a code or a link (docs/api/wire-contract.md, "Account security"). */
export interface CodeSentBody {
  message: string;
  data: { resend_after: number; expires_in: number };
}

export function codeSentBody(message: string, resendAfterSeconds: number, expiresInSeconds: number): CodeSentBody {
  return { message, data: { resend_after: resendAfterSeconds, expires_in: expiresInSeconds } };
}

/** Seconds in `ms`, rounded. */
export function toSeconds(ms: number): number {
  return Math.round(ms / 1000);
}
