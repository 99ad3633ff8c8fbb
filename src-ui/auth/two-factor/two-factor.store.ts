import { NotificationType } from '../../../src-domain/notifications/notification-type';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { TwoFactorEnrolment } from '../../../src-domain/auth/two-factor/two-factor-enrolment';
import type { StoreContext } from '../../app/store-context';
import { SubmissionState } from '../auth.store';
import { TWO_FACTOR_MESSAGES } from './two-factor.messages';

/**
 * Two-factor authentication in the settings: switching it on (secret → first code → recovery
 * codes shown once) and off (a code or a recovery code).
 */
export class TwoFactorStore {
  readonly enableForm = new SubmissionState();
  readonly confirmForm = new SubmissionState();
  readonly disableForm = new SubmissionState();
  /** The secret being set up; null when no enrolment is under way. */
  enrolment: TwoFactorEnrolment | null = null;
  /** The recovery codes, held only until the person says they have kept them. */
  recoveryCodes: string[] | null = null;

  constructor(private readonly context: StoreContext) {
    makeAutoObservable<TwoFactorStore, 'context'>(this, { context: false });
    // A secret or recovery codes must never be shown to the next person on this device.
    reaction(
      () => context.auth.user?.id ?? null,
      () => this.forget(),
    );
  }

  /** Drops the secret, the recovery codes and every message (sign-out, leaving the page). */
  forget(): void {
    this.enrolment = null;
    this.recoveryCodes = null;
    this.enableForm.reset();
    this.confirmForm.reset();
    this.disableForm.reset();
  }

  get enabled(): boolean {
    return this.context.auth.user?.twoFactorEnabled ?? false;
  }

  /** Asks the server for a new secret (2FA is not on until `confirm`). */
  async start(): Promise<void> {
    const form = this.enableForm;
    form.start();
    this.confirmForm.reset();
    try {
      const { twoFactor } = await this.context.services.get();
      const enrolment = await twoFactor.enable.execute();
      runInAction(() => {
        form.succeed();
        this.enrolment = enrolment;
      });
    } catch (error) {
      form.fail(error);
    }
  }

  /** Switches 2FA on with a first code from the app; resolves true on success. */
  async confirm(code: string): Promise<boolean> {
    const form = this.confirmForm;
    form.start();
    try {
      const { twoFactor } = await this.context.services.get();
      const confirmation = await twoFactor.confirm.execute({ code });
      runInAction(() => {
        form.succeed();
        this.enrolment = null;
        this.recoveryCodes = confirmation.recoveryCodes;
        this.context.auth.userChanged(confirmation.user);
      });
      this.context.notifier.success(TWO_FACTOR_MESSAGES.enabled, NotificationType.TwoFactorEnabled);
      return true;
    } catch (error) {
      form.fail(error);
      return false;
    }
  }

  /** Stops an enrolment before it was confirmed; nothing changes on the account. */
  cancel(): void {
    this.enrolment = null;
    this.enableForm.reset();
    this.confirmForm.reset();
  }

  /** The person has kept the recovery codes: they are dropped and never shown again. */
  acknowledgeRecoveryCodes(): void {
    this.recoveryCodes = null;
  }

  /** Switches 2FA off; resolves true on success. */
  async disable(code: string): Promise<boolean> {
    const form = this.disableForm;
    form.start();
    try {
      const { twoFactor } = await this.context.services.get();
      const user = await twoFactor.disable.execute({ code });
      runInAction(() => {
        form.succeed();
        this.context.auth.userChanged(user);
      });
      this.context.notifier.success(TWO_FACTOR_MESSAGES.disabled, NotificationType.TwoFactorDisabled);
      return true;
    } catch (error) {
      form.fail(error);
      return false;
    }
  }
}
