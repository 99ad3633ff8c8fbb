/** What a correct recovery code buys: a single-use token that allows one password reset. */
export interface PasswordResetGrant {
  resetToken: string;
  /** Seconds the reset token stays valid. */
  expiresInSeconds: number;
}
