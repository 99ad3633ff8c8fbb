import { ERROR_MESSAGES } from '../../src-domain/shared/messages';

/** What the auth screens and toasts say. Error sentences come from the domain's one table. */
export const AUTH_MESSAGES = {
  signedIn: (firstName: string) => `Welcome back, ${firstName}.`,
  registered: (firstName: string) => `Welcome, ${firstName}. Your account is open.`,
  signedOut: 'You have signed out.',
  signedOutIdle: (minutes: number) => `We signed you out because the portal had not been used for ${minutes} minutes, to keep your account safe. Sign in again to carry on where you left off.`,
  signOutOffline: 'We could not reach our service, but you are signed out on this device.',
  sessionEnded: ERROR_MESSAGES.UNAUTHENTICATED,
} as const;
