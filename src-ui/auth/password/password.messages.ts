/** What the password screens and toasts say. */
export const PASSWORD_MESSAGES = {
  codeResent: 'If the address belongs to an account with us, a new code is on its way. The previous one no longer works.',
  passwordReset: 'Your password has been changed. Please sign in with the new one.',
  passwordChanged: 'Your password has been changed. Every other device has been signed out.',
  grantExpired: 'For your security, a verified code is only good for a few minutes. Please ask for a new one.',
} as const;
