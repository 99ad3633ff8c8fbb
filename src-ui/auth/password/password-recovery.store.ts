import { makeAutoObservable, runInAction } from 'mobx';
import type { PasswordResetGrant } from '../../../src-domain/auth/password/password-reset-grant';
import type { ResetPasswordDto } from '../../../src-domain/auth/password/reset-password.dto';
import type { StoreContext } from '../../app/store-context';
import { Cooldown } from '../../shared/cooldown';
import { SubmissionState } from '../auth.store';
import { PASSWORD_MESSAGES } from './password.messages';

/**
 * Recovering a forgotten password: a code by e-mail (/auth/forgot), the code (/auth/reset-verify),
 * a new password (/auth/reset). The e-mail and the reset grant live here between the pages; the
 * grant only in memory, so a reload or another tab starts again.
 */
export class PasswordRecoveryStore {
  readonly requestForm = new SubmissionState();
  readonly verifyForm = new SubmissionState();
  readonly resendForm = new SubmissionState();
  readonly resetForm = new SubmissionState();
  readonly cooldown = new Cooldown();
  /** The address a code was asked for; null until then. */
  email: string | null = null;
  /**
   * Set after a resend. Our own words, whatever the server wrote: the page must not tell whether
   * the account exists.
   */
  notice: string | null = null;
  private grant: PasswordResetGrant | null = null;

  constructor(private readonly context: StoreContext) {
    makeAutoObservable<PasswordRecoveryStore, 'context'>(this, { context: false });
  }

  /** True once a verified code allows setting a new password (the server still checks its expiry). */
  get canReset(): boolean {
    return this.grant !== null;
  }

  /** Asks for a code; resolves true when the request was accepted (whether or not the account exists). */
  async requestCode(email: string): Promise<boolean> {
    const form = this.requestForm;
    form.start();
    try {
      const { password } = await this.context.services.get();
      const sent = await password.forgotPassword.execute({ email });
      runInAction(() => {
        form.succeed();
        this.email = email;
        this.grant = null;
        this.notice = null;
        this.cooldown.start(sent.resendAfterSeconds);
      });
      return true;
    } catch (error) {
      this.cooldown.fromError(error);
      form.fail(error);
      return false;
    }
  }

  /** Sends a new code to the same address. */
  async resend(email: string): Promise<void> {
    const form = this.resendForm;
    form.start();
    try {
      const { password } = await this.context.services.get();
      const sent = await password.resendForgotOtp.execute({ email });
      runInAction(() => {
        form.succeed();
        this.email = email;
        this.notice = PASSWORD_MESSAGES.codeResent;
        this.cooldown.start(sent.resendAfterSeconds);
      });
    } catch (error) {
      this.cooldown.fromError(error);
      form.fail(error);
    }
  }

  /** Checks the code; resolves true when a new password may be set. */
  async verifyCode(email: string, otp: string): Promise<boolean> {
    const form = this.verifyForm;
    form.start();
    try {
      const { password } = await this.context.services.get();
      const grant = await password.verifyForgotOtp.execute({ email, otp });
      runInAction(() => {
        form.succeed();
        this.email = email;
        this.grant = grant;
      });
      return true;
    } catch (error) {
      form.fail(error);
      return false;
    }
  }

  /** The reset call's input for a new password typed twice. */
  resetInput(password: string, confirmation: string): ResetPasswordDto {
    return { email: this.email ?? '', reset_token: this.grant?.resetToken ?? '', password, password_confirmation: confirmation };
  }

  /** Sets the new password; resolves true on success (every session of the account has ended). */
  async reset(passwordValue: string, confirmation: string): Promise<boolean> {
    const form = this.resetForm;
    if (!this.grant || !this.email) return false;
    form.start();
    try {
      const { password } = await this.context.services.get();
      await password.resetPassword.execute(this.resetInput(passwordValue, confirmation));
      runInAction(() => {
        form.succeed();
        this.grant = null;
        this.notice = null;
        this.cooldown.reset();
      });
      this.context.notifier.success(PASSWORD_MESSAGES.passwordReset);
      return true;
    } catch (error) {
      form.fail(error);
      return false;
    }
  }

  /** Forgets the flow (e.g. "use another address"). */
  startOver(): void {
    this.email = null;
    this.grant = null;
    this.notice = null;
    this.requestForm.reset();
    this.verifyForm.reset();
    this.resendForm.reset();
    this.resetForm.reset();
  }
}
