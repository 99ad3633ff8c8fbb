import { makeAutoObservable, runInAction } from 'mobx';
import type { ConfirmPhoneChangeDto, RequestEmailChangeDto, RequestPhoneChangeDto } from '../../src-domain/auth/contact-change/contact-change.dtos';
import type { AppServices } from '../app/app-services';
import type { StoreContext } from '../app/store-context';
import { SubmissionState } from '../auth/auth.store';

/** Where a change stands: nothing asked yet, a link or code sent, or done. */
export type ChangeStep = 'ask' | 'sent' | 'done';

/** Changing the e-mail address (a link to the new one) and the mobile number (a code to the new one). */
export class ContactChangeStore {
  readonly email = new SubmissionState();
  readonly phone = new SubmissionState();
  emailStep: ChangeStep = 'ask';
  phoneStep: ChangeStep = 'ask';
  /** Where the link or the code went, as the server answered. */
  emailSentTo = '';
  phoneSentMessage = '';
  /** The new number as E.164, sent again with its code. */
  pendingPhone = '';

  constructor(private readonly context: StoreContext) {
    makeAutoObservable<ContactChangeStore, 'context'>(this, { context: false });
  }

  async requestEmail(input: RequestEmailChangeDto): Promise<boolean> {
    return this.run(this.email, async (services) => {
      await services.requestEmail.execute(input);
      runInAction(() => {
        this.emailSentTo = input.email.trim().toLowerCase();
        this.emailStep = 'sent';
      });
    });
  }

  /** The token from the e-mailed link (the settings page reads it from the address bar). */
  async confirmEmail(token: string): Promise<boolean> {
    return this.run(this.email, async (services) => {
      await services.confirmEmail.execute({ token });
      runInAction(() => (this.emailStep = 'done'));
      await this.context.auth.refreshUser();
    });
  }

  async requestPhone(input: RequestPhoneChangeDto): Promise<boolean> {
    return this.run(this.phone, async (services) => {
      const sent = await services.requestPhone.execute(input);
      runInAction(() => {
        this.phoneSentMessage = sent.message;
        this.pendingPhone = input.phone;
        this.phoneStep = 'sent';
      });
    });
  }

  async confirmPhone(input: Pick<ConfirmPhoneChangeDto, 'code'>): Promise<boolean> {
    return this.run(this.phone, async (services) => {
      await services.confirmPhone.execute({ phone: this.pendingPhone, code: input.code });
      runInAction(() => (this.phoneStep = 'done'));
      await this.context.auth.refreshUser();
    });
  }

  /** Back to the first step (a new address or number, or after done). */
  restart(which: 'email' | 'phone'): void {
    if (which === 'email') this.emailStep = 'ask';
    else this.phoneStep = 'ask';
    this[which].reset();
  }

  private async run(state: SubmissionState, work: (services: AppServices['contactChange']) => Promise<void>): Promise<boolean> {
    state.start();
    try {
      await work((await this.context.services.get()).contactChange);
      state.succeed();
      return true;
    } catch (error) {
      state.fail(error);
      return false;
    }
  }
}
