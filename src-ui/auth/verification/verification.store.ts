import { NotificationType } from '../../../src-domain/notifications/notification-type';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { VerifyPhoneDto } from '../../../src-domain/auth/verification/verify-phone.dto';
import type { StoreContext } from '../../app/store-context';
import { Cooldown } from '../../shared/cooldown';
import { SubmissionState } from '../auth.store';
import { VERIFICATION_MESSAGES } from './verification.messages';

/**
 * Confirming the signed-in borrower's phone (a code by SMS) and e-mail address (a link).
 * Created on first use by the root store; the cooldowns outlive the page.
 */
export class VerificationStore {
  readonly phoneForm = new SubmissionState();
  readonly resendForm = new SubmissionState();
  readonly emailForm = new SubmissionState();
  readonly phoneCooldown: Cooldown;
  readonly emailCooldown: Cooldown;
  /** Set when a new SMS code went out: what the server said about it. */
  phoneCodeNotice: string | null = null;
  /** Set once the confirmation link was sent: where it went. */
  emailSentTo: string | null = null;

  constructor(private readonly context: StoreContext) {
    this.phoneCooldown = new Cooldown();
    this.emailCooldown = new Cooldown();
    makeAutoObservable<VerificationStore, 'context'>(this, { context: false });
    // What was sent to one person means nothing for the next one on this device.
    reaction(
      () => context.auth.user?.id ?? null,
      () => this.forget(),
    );
  }

  private forget(): void {
    this.phoneCooldown.reset();
    this.emailCooldown.reset();
    this.phoneCodeNotice = null;
    this.emailSentTo = null;
    this.phoneForm.reset();
    this.resendForm.reset();
    this.emailForm.reset();
  }

  /** A code went out at `sentAt` (epoch ms; the sign-up sends the first): resending waits `seconds` from then. */
  codeSentAt(sentAt: number, seconds: number): void {
    this.phoneCooldown.waitUntil(sentAt + seconds * 1000);
  }

  /** Confirms the phone with the code; resolves true on success. */
  async verifyPhone(input: VerifyPhoneDto): Promise<boolean> {
    const form = this.phoneForm;
    form.start();
    try {
      const { verification } = await this.context.services.get();
      const user = await verification.verifyPhone.execute(input);
      runInAction(() => {
        form.succeed();
        this.context.auth.userChanged(user);
      });
      this.context.notifier.success(VERIFICATION_MESSAGES.phoneVerified, NotificationType.PhoneVerified);
      return true;
    } catch (error) {
      // A wrong code keeps what was typed; 429 (too many tries) says how long to wait.
      form.fail(error);
      return false;
    }
  }

  /** Sends a new SMS code (the previous one stops working). */
  async resendPhoneCode(): Promise<void> {
    const form = this.resendForm;
    form.start();
    try {
      const { verification } = await this.context.services.get();
      const sent = await verification.resendVerifyOtp.execute();
      runInAction(() => {
        form.succeed();
        this.phoneCooldown.start(sent.resendAfterSeconds);
        this.phoneCodeNotice = sent.message || VERIFICATION_MESSAGES.codeResent;
      });
    } catch (error) {
      this.phoneCooldown.fromError(error);
      form.fail(error);
    }
  }

  /** E-mails the confirmation link. */
  async sendEmailLink(): Promise<void> {
    const form = this.emailForm;
    form.start();
    try {
      const { verification } = await this.context.services.get();
      const sent = await verification.sendVerificationEmail.execute();
      runInAction(() => {
        form.succeed();
        this.emailCooldown.start(sent.resendAfterSeconds);
        this.emailSentTo = this.context.auth.user?.email ?? null;
      });
    } catch (error) {
      this.emailCooldown.fromError(error);
      form.fail(error);
    }
  }
}
