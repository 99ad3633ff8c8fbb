/** Where a registration stands: the step the person has to do next. */
export type RegistrationStep = 'verify-phone' | 'set-password' | 'basics';

/**
 * A registration in progress, as every step of it answers. Keep `registrationToken` for the next
 * call; when it is lost or expired, starting again with the same e-mail and phone resumes (the phone
 * is verified again, then `nextStep` says where the person left off).
 */
export interface RegistrationProgress {
  registrationToken: string;
  nextStep: RegistrationStep;
  email: string;
  /** The phone with all but the last three digits hidden (`+44•••••••123`). */
  phoneHint: string;
  /** ISO-8601 instant after which the token stops working. */
  expiresAt: string;
  /** Seconds until another code may be sent, when this call just sent one; otherwise null. */
  resendAfterSeconds: number | null;
}
