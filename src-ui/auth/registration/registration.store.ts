import { makeAutoObservable, runInAction } from 'mobx';
import type { RegistrationProgress, RegistrationStep } from '../../../src-domain/auth/registration/registration-progress';
import type { RegistrationBasicsDto, StartRegistrationDto } from '../../../src-domain/auth/registration/registration.dtos';
import type { LinkSent } from '../../../src-domain/auth/sign-up/link-sent';
import { VERIFY_PATH } from '../../../src-domain/auth/route-access.policy';
import type { AppServices } from '../../app/app-services';
import type { StoreContext } from '../../app/store-context';
import { Cooldown } from '../../shared/cooldown';
import { SubmissionState } from '../auth.store';
import { REGISTRATION_MESSAGES } from './registration.messages';

/** Where the registration in progress is kept between page loads of this tab (docs/api/issue-3-client-api.md, "Resume"). */
export const REGISTRATION_STORAGE_KEY = 'portal.registration';

/** The page of each step. */
export const REGISTRATION_PATHS: Record<RegistrationStep, string> = {
  'verify-phone': '/auth/sign-up1',
  'set-password': '/auth/set-password',
  basics: '/auth/basics',
};

/** The step indicator's names, in order. */
export const REGISTRATION_STEPS = ['Contact details', 'Password', 'About you'] as const;

type StoredProgress = Omit<RegistrationProgress, 'resendAfterSeconds'>;

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The three-step (v2) registration: contact details and the phone code (/auth/sign-up1), a password
 * (/auth/set-password), names and date of birth (/auth/basics), which opens the account. The
 * registration token is kept in sessionStorage so a reload continues; someone who comes back later
 * starts again with the same e-mail and phone and, after the code, continues where they left off.
 */
export class RegistrationStore {
  readonly startForm = new SubmissionState();
  /** Opening the e-mailed link: 'checking' while the server reads it. */
  linkStatus: 'idle' | 'checking' = 'idle';
  /** Set once step 1 was sent: the page says "check your e-mail" (for a new and a taken address alike). */
  linkSent: LinkSent | null = null;
  readonly verifyForm = new SubmissionState();
  readonly resendForm = new SubmissionState();
  readonly passwordForm = new SubmissionState();
  readonly basicsForm = new SubmissionState();
  readonly cooldown = new Cooldown();
  progress: StoredProgress | null;
  /** True once a code was sent in this visit (the code entry shows on /auth/sign-up1). */
  codeSent = false;
  /** Set after a resend. */
  notice: string | null = null;
  /** The e-mail of a registration that timed out, to fill step 1 again. */
  expiredEmail: string | null = null;

  constructor(
    private readonly context: StoreContext,
    private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = sessionStorageOrNull(),
  ) {
    this.progress = this.restore();
    // A reload between sending the code and typing it: the code still works, so ask for it.
    this.codeSent = this.progress?.nextStep === 'verify-phone';
    makeAutoObservable<RegistrationStore, 'context' | 'storage'>(this, { context: false, storage: false });
  }

  /** The step the person has to do next, or null before the first one. */
  get nextStep(): RegistrationStep | null {
    return this.progress?.nextStep ?? null;
  }

  /** Step 1: e-mail, phone and the terms; a link goes to the e-mail address. Resolves true on success. */
  async start(input: StartRegistrationDto): Promise<boolean> {
    const form = this.startForm;
    form.start();
    try {
      const { registration } = await this.context.services.get();
      const sent = await registration.start.execute(input);
      runInAction(() => {
        form.succeed();
        this.linkSent = sent;
      });
      return true;
    } catch (error) {
      form.fail(error);
      return false;
    }
  }

  /**
   * The e-mailed link was opened (`token` from its fragment): the registration starts, or resumes,
   * and a code goes to the phone. A dead link is said on step 1's form.
   */
  async openLink(token: string): Promise<boolean> {
    // Once only: the link works once, and React's StrictMode runs effects twice.
    if (this.linkStatus === 'checking') return false;
    const form = this.startForm;
    form.start();
    this.linkStatus = 'checking';
    try {
      const { registration } = await this.context.services.get();
      const progress = await registration.confirmEmail.execute({ token });
      runInAction(() => {
        form.succeed();
        this.linkStatus = 'idle';
        this.linkSent = null;
        this.keep(progress);
        this.codeSent = true;
        this.notice = null;
        this.verifyForm.reset();
        this.cooldown.start(progress.resendAfterSeconds);
      });
      return true;
    } catch (error) {
      this.cooldown.fromError(error);
      runInAction(() => (this.linkStatus = 'idle'));
      form.fail(error);
      return false;
    }
  }

  /** Back to the contact details (a typo in the address or number); the typed values stay in the form. */
  changeDetails(): void {
    this.linkSent = null;
    this.codeSent = false;
    this.notice = null;
    this.verifyForm.reset();
  }

  async resendCode(): Promise<void> {
    const form = this.resendForm;
    const token = this.progress?.registrationToken;
    if (!token) return;
    form.start();
    try {
      const { registration } = await this.context.services.get();
      const sent = await registration.resendCode.execute({ registration_token: token });
      runInAction(() => {
        form.succeed();
        this.notice = REGISTRATION_MESSAGES.codeResent(this.progress?.phoneHint ?? '');
        this.cooldown.start(sent.resendAfterSeconds);
      });
    } catch (error) {
      this.cooldown.fromError(error);
      this.expireOn(error);
      form.fail(error);
    }
  }

  /** The phone code; resolves with the page of the next step, or null on failure. */
  async verifyPhone(otp: string): Promise<string | null> {
    return this.step(this.verifyForm, async (registration, token) => registration.verifyPhone.execute({ registration_token: token, otp }));
  }

  /** Step 2; resolves with the page of the next step, or null on failure. */
  async setPassword(password: string, confirmation: string): Promise<string | null> {
    return this.step(this.passwordForm, async (registration, token) =>
      registration.setPassword.execute({ registration_token: token, password, password_confirmation: confirmation }),
    );
  }

  /** Step 3: opens the account and signs the new borrower in; the app then goes to /auth/verify. */
  async completeBasics(input: Omit<RegistrationBasicsDto, 'registration_token'>): Promise<boolean> {
    const form = this.basicsForm;
    const token = this.progress?.registrationToken;
    if (!token) return false;
    form.start();
    try {
      const { registration } = await this.context.services.get();
      const session = await registration.completeBasics.execute({ ...input, registration_token: token });
      runInAction(() => {
        form.succeed();
        this.forget();
        this.context.auth.sessionStarted(session, VERIFY_PATH);
      });
      this.context.notifier.success(REGISTRATION_MESSAGES.welcome(session.user.firstName));
      return true;
    } catch (error) {
      this.expireOn(error);
      form.fail(error);
      return false;
    }
  }

  /** Drops the registration in progress (start again with other details). */
  forget(): void {
    this.progress = null;
    this.linkSent = null;
    this.codeSent = false;
    this.notice = null;
    this.cooldown.reset();
    try {
      this.storage?.removeItem(REGISTRATION_STORAGE_KEY);
    } catch {
      // nothing stored, nothing to remove
    }
  }

  private async step(
    form: SubmissionState,
    call: (registration: AppServices['registration'], token: string) => Promise<RegistrationProgress>,
  ): Promise<string | null> {
    const token = this.progress?.registrationToken;
    if (!token) return null;
    form.start();
    try {
      const { registration } = await this.context.services.get();
      const progress = await call(registration, token);
      runInAction(() => {
        form.succeed();
        this.keep(progress);
      });
      return REGISTRATION_PATHS[progress.nextStep];
    } catch (error) {
      this.expireOn(error);
      form.fail(error);
      return null;
    }
  }

  /** A 422 on the token means it expired: the person starts again (and resumes) from step 1. */
  private expireOn(error: unknown): void {
    const fields = (error as { fields?: Record<string, string[]> } | null)?.fields;
    if (fields?.registration_token?.length) {
      runInAction(() => {
        const email = this.progress?.email;
        this.forget();
        this.expiredEmail = email ?? null;
        this.startForm.error = REGISTRATION_MESSAGES.expired(email);
      });
    }
  }

  private keep(progress: RegistrationProgress): void {
    const { resendAfterSeconds: _sent, ...stored } = progress;
    this.progress = stored;
    try {
      this.storage?.setItem(REGISTRATION_STORAGE_KEY, JSON.stringify(stored));
    } catch {
      // private mode: the registration lasts as long as this page
    }
  }

  private restore(): StoredProgress | null {
    try {
      const raw = this.storage?.getItem(REGISTRATION_STORAGE_KEY);
      if (!raw) return null;
      const stored = JSON.parse(raw) as Partial<StoredProgress>;
      const valid =
        typeof stored.registrationToken === 'string' &&
        typeof stored.nextStep === 'string' &&
        stored.nextStep in REGISTRATION_PATHS &&
        typeof stored.expiresAt === 'string' &&
        Date.parse(stored.expiresAt) > Date.now();
      return valid ? (stored as StoredProgress) : null;
    } catch {
      return null;
    }
  }
}
