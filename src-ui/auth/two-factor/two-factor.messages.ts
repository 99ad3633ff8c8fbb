/** What the two-factor screens and toasts say. */
export const TWO_FACTOR_MESSAGES = {
  enabled: 'Two-step sign-in is on. You will be asked for a code each time you sign in.',
  disabled: 'Two-step sign-in is off. Your password alone now signs you in.',
  challengeExpired: 'For your security the sign-in was stopped: the code step took too long or was already used. Please enter your password again.',
  copied: 'Copied to the clipboard.',
  copyFailed: 'Your browser would not let us copy. Please select the text and copy it yourself.',
} as const;
