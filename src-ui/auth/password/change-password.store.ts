import { NotificationType } from '../../../src-domain/notifications/notification-type';
import { makeAutoObservable } from 'mobx';
import type { ChangePasswordDto } from '../../../src-domain/auth/password/change-password.dto';
import type { StoreContext } from '../../app/store-context';
import { SubmissionState } from '../auth.store';
import { PASSWORD_MESSAGES } from './password.messages';

/** Changing a known password while signed in; every other session of the account ends. */
export class ChangePasswordStore {
  readonly form = new SubmissionState();
  /** Set after a change, until the person leaves the page: the confirmation stays on screen. */
  changedAt: number | null = null;

  constructor(private readonly context: StoreContext) {
    makeAutoObservable<ChangePasswordStore, 'context'>(this, { context: false });
  }

  /** Resolves true on success. */
  async change(input: ChangePasswordDto): Promise<boolean> {
    this.form.start();
    this.changedAt = null;
    try {
      const { password } = await this.context.services.get();
      await password.changePassword.execute(input);
      this.succeeded();
      this.context.notifier.success(PASSWORD_MESSAGES.passwordChanged, NotificationType.PasswordChanged);
      return true;
    } catch (error) {
      this.form.fail(error);
      return false;
    }
  }

  /** The page was left: the next visit starts clean. */
  leave(): void {
    this.changedAt = null;
    this.form.reset();
  }

  private succeeded(): void {
    this.form.succeed();
    this.changedAt = Date.now();
  }
}
