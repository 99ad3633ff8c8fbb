/** What the registration screens and toasts say. */
export const REGISTRATION_MESSAGES = {
  codeResent: (phoneHint: string) => `We have texted a new code to ${phoneHint}. The previous one no longer works.`,
  expired: (email?: string) =>
    `Your registration timed out for your security. Enter ${email ? email : 'your e-mail'} and mobile number again and we will pick up where you left off.`,
  welcome: (firstName: string) => `Welcome, ${firstName}. Your account is open.`,
} as const;
