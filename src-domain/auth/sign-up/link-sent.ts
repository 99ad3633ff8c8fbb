/**
 * The answer to a sign-up (v1 or v2): an e-mail is on its way to the address given. It is the same
 * whether or not an account already has that address, so a sign-up never tells who is a customer
 * (docs/decisions/0028-registration-does-not-tell.md).
 */
export interface LinkSent {
  /** The address the e-mail went to, as the server read it. */
  email: string;
  /** How long the link in it works. */
  expiresInSeconds: number;
  /** Seconds before another sign-up with this address may send a new e-mail. */
  resendAfterSeconds: number;
}
