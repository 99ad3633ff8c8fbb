/**
 * The notifications the lender sends, named as Laravel names them (the notification's class), so the
 * same names work against a Laravel back end. Later features (loan decisions, documents reviewed,
 * installments due) add theirs here.
 */
export const NotificationType = {
  /** data: { browser, ip_address, signed_in_at } */
  NewBrowserSignIn: 'App\\Notifications\\NewBrowserSignIn',
  /** data: { phone } */
  PhoneVerified: 'App\\Notifications\\PhoneVerified',
  /** data: { email } */
  EmailVerified: 'App\\Notifications\\EmailVerified',
  /** data: {} */
  PasswordChanged: 'App\\Notifications\\PasswordChanged',
  /** data: {} */
  PasswordReset: 'App\\Notifications\\PasswordReset',
  /** data: {} */
  TwoFactorEnabled: 'App\\Notifications\\TwoFactorEnabled',
  /** data: {} */
  TwoFactorDisabled: 'App\\Notifications\\TwoFactorDisabled',
  /** data: {} */
  ProfileCompleted: 'App\\Notifications\\ProfileCompleted',
} as const;

/** One of the known notification types; the wire may carry others, which are shown generically. */
export type KnownNotificationType = (typeof NotificationType)[keyof typeof NotificationType];

/** The JSON a notification carries besides its id and type. */
export type NotificationData = Record<string, unknown>;
