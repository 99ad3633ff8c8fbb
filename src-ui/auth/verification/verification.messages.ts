/** What the verification screens and toasts say. */
export const VERIFICATION_MESSAGES = {
  phoneVerified: 'Your mobile number is confirmed. Thank you.',
  codeResent: 'We have sent you a new code. The previous one no longer works.',
  emailVerified: 'Your e-mail address is confirmed. Thank you.',
  emailVerifiedSignedOut: 'Your e-mail address is confirmed. Sign in to carry on.',
  emailLinkInvalid: 'That confirmation link has expired or was already used. Ask for a new one from your dashboard.',
} as const;
