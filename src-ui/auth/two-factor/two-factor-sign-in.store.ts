import { makeAutoObservable, runInAction } from 'mobx';
import { ValidationFailed } from '../../../src-domain/shared/errors';
import type { StoreContext } from '../../app/store-context';
import { AUTH_MESSAGES } from '../auth.messages';
import { SubmissionState } from '../auth.store';
import { TWO_FACTOR_MESSAGES } from './two-factor.messages';

/**
 * The second step of a sign-in with 2FA: `AuthStore.signIn` leaves the challenge, this store
 * exchanges it with a code for the session. Loaded with the sign-in page, not the landing page.
 */
export class TwoFactorSignInStore {
  readonly form = new SubmissionState();

  constructor(private readonly context: StoreContext) {
    makeAutoObservable<TwoFactorSignInStore, 'context'>(this, { context: false });
  }

  /**
   * Sends the authenticator's code (or a recovery code); resolves true once signed in. An
   * expired or used challenge ends the attempt: the password step shows again with the reason.
   */
  async complete(code: string): Promise<boolean> {
    const { auth, services, notifier } = this.context;
    const challenge = auth.twoFactorChallenge;
    if (!challenge) return false;
    this.form.start();
    try {
      const { twoFactor } = await services.get();
      const session = await twoFactor.completeSignIn.execute({ challenge: challenge.challenge, code, keepSignedIn: auth.keepSignedInAsked });
      runInAction(() => {
        this.form.succeed();
        auth.sessionStarted(session);
      });
      notifier.success(AUTH_MESSAGES.signedIn(session.user.firstName));
      return true;
    } catch (error) {
      runInAction(() => {
        if (error instanceof ValidationFailed && error.fields.challenge?.length) {
          this.form.reset();
          auth.twoFactorAbandoned(TWO_FACTOR_MESSAGES.challengeExpired);
        } else {
          this.form.fail(error);
        }
      });
      return false;
    }
  }

  /** Back to e-mail and password. */
  cancel(): void {
    this.form.reset();
    this.context.auth.twoFactorAbandoned();
  }
}
