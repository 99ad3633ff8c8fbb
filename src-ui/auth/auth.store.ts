import { makeAutoObservable, runInAction } from 'mobx';
import type { RegisterDto } from '../../src-domain/auth/register.dto';
import type { ConfirmSignUpDto } from '../../src-domain/auth/sign-up/confirm-sign-up.dto';
import type { LinkSent } from '../../src-domain/auth/sign-up/link-sent';
import type { Session, TwoFactorChallenge } from '../../src-domain/auth/session';
import type { SessionStore } from '../../src-domain/auth/session-store.port';
import type { SignInDto } from '../../src-domain/auth/sign-in.dto';
import type { Viewer } from '../../src-domain/auth/route-access.policy';
import { pendingVerification, type User } from '../../src-domain/auth/user.entity';
import { ValidationFailed, isDomainError, type FieldErrors } from '../../src-domain/shared/errors';
import { describeError } from '../../src-domain/shared/messages';
import type { Notifier } from '../app/notifier';
import type { ServicesLoader } from '../app/services-loader';
import { ActivityRecord } from './activity-record';
import { AUTH_MESSAGES } from './auth.messages';

/** The state of one form's submission: what the server said about it. */
export class SubmissionState {
  pending = false;
  /** A sentence for the whole form (shown above the fields), or null. */
  error: string | null = null;
  /** Field → messages from the server's 422 (or the use-case's own validation). */
  fieldErrors: FieldErrors = {};

  constructor() {
    makeAutoObservable(this);
  }

  start(): void {
    this.pending = true;
    this.error = null;
    this.fieldErrors = {};
  }

  succeed(): void {
    this.pending = false;
  }

  fail(error: unknown): void {
    this.pending = false;
    this.error = describeError(error);
    this.fieldErrors = error instanceof ValidationFailed ? error.fields : {};
  }

  /** The person edited `field`: the server's old verdict on it no longer applies. */
  clearField(field: string): void {
    if (!(field in this.fieldErrors)) return;
    const { [field]: _dropped, ...rest } = this.fieldErrors;
    this.fieldErrors = rest;
    // A 422's summary sentence is about its fields; once they are all being fixed it is stale too.
    if (Object.keys(rest).length === 0) this.error = null;
  }

  reset(): void {
    this.pending = false;
    this.error = null;
    this.fieldErrors = {};
  }
}

/**
 * Why the last session ended: the guard sends a person who chose to leave to sign-in without
 * `returnTo`; one signed out for being idle is told so there, and comes back to where they were.
 */
export type SessionExit = 'signed-out' | 'idle' | 'session-ended' | null;

/** The signed-in session and the auth actions (sign in, register, sign out, refresh the user). */
export class AuthStore {
  session: Session | null;
  exit: SessionExit = null;
  readonly signInForm = new SubmissionState();
  readonly registerForm = new SubmissionState();
  readonly confirmSignUpForm = new SubmissionState();
  /** Set once a sign-up was sent: the page says "check your e-mail" (for a new and a taken address alike). */
  signUpSent: LinkSent | null = null;
  /** Set when the password was right but the account asks for a second factor (POST /api/v1/2fa/validate). */
  twoFactorChallenge: TwoFactorChallenge | null = null;
  /**
   * Where a guest page sends the person once their session has started, instead of the dashboard
   * (after sign-up: /auth/verify). The route guard still checks it against the route policy.
   */
  nextPath: string | null = null;
  signingOut = false;
  /** 'loading' while the user is fetched afresh; 'error' when that failed (the stored user is still shown). */
  userStatus: 'idle' | 'loading' | 'error' = 'idle';
  userError: string | null = null;

  /** "Keep me signed in" of a sign-in waiting for its second factor. */
  keepSignedInAsked = false;

  constructor(
    private readonly sessions: SessionStore,
    private readonly services: ServicesLoader,
    private readonly notifier: Notifier,
    /** The session's last activity, shared by the browser's tabs (idle sign-out). */
    readonly activity: ActivityRecord = new ActivityRecord(),
  ) {
    this.session = sessions.read();
    makeAutoObservable<AuthStore, 'sessions' | 'services' | 'notifier'>(this, {
      sessions: false,
      services: false,
      notifier: false,
      activity: false,
    });
  }

  get signedIn(): boolean {
    return this.session !== null;
  }

  /** The person asked to stay signed in on this device: no idle sign-out. */
  get keptSignedIn(): boolean {
    return this.session?.keepUntil !== undefined;
  }

  get user(): User | null {
    return this.session?.user ?? null;
  }

  /** Who is looking, as the route policy needs to know it. */
  get viewer(): Viewer {
    const user = this.user;
    // Staff have no phone to confirm (docs/design/back-office.md §1): verification is a borrower's step.
    const role = user === null ? null : user.role;
    return { signedIn: user !== null, verificationPending: role === 'borrower' && user !== null && pendingVerification(user).length > 0, role };
  }

  /**
   * Signs in; resolves true when a session exists. With 2FA on it resolves false and sets
   * `twoFactorChallenge` instead (the code step follows). Failures land in `signInForm`, never thrown.
   */
  async signIn(credentials: SignInDto): Promise<boolean> {
    const form = this.signInForm;
    form.start();
    this.twoFactorChallenge = null;
    try {
      const { auth } = await this.services.get();
      const result = await auth.signIn.execute(credentials);
      if (result.kind === 'two-factor-required') {
        runInAction(() => {
          this.keepSignedInAsked = result.keepSignedIn;
          this.twoFactorChallenge = result.challenge;
          form.succeed();
        });
        return false;
      }
      const { session } = result;
      this.activity.started();
      runInAction(() => {
        this.exit = null;
        this.nextPath = null;
        this.session = session;
        form.succeed();
      });
      this.notifier.success(AUTH_MESSAGES.signedIn(session.user.firstName));
      return true;
    } catch (error) {
      form.fail(error);
      return false;
    }
  }

  /**
   * The code step of a sign-in with 2FA is over without a session (given up, or the challenge
   * expired): back to e-mail and password, with the reason when there is one.
   */
  twoFactorAbandoned(reason: string | null = null): void {
    this.twoFactorChallenge = null;
    this.signInForm.reset();
    this.signInForm.error = reason;
  }

  /**
   * Sends the sign-up; resolves true when an e-mail is on its way ({@link AuthStore.signUpSent}).
   * Nobody is signed in: the e-mailed link does that. Failures land in `registerForm`.
   */
  async register(application: RegisterDto): Promise<boolean> {
    const form = this.registerForm;
    form.start();
    try {
      const { auth } = await this.services.get();
      const sent = await auth.register.execute(application);
      runInAction(() => {
        this.signUpSent = sent;
        form.succeed();
      });
      return true;
    } catch (error) {
      form.fail(error);
      return false;
    }
  }

  /** Back to the sign-up form (a mistyped address); what was typed is still there. */
  editSignUp(): void {
    this.signUpSent = null;
    this.registerForm.reset();
  }

  /**
   * The e-mailed link and the password chosen open the account and sign it in; resolves true on
   * success. `next` is where the new borrower goes (see {@link AuthStore.nextPath}).
   */
  async confirmSignUp(input: ConfirmSignUpDto, next: string | null = null): Promise<boolean> {
    const form = this.confirmSignUpForm;
    form.start();
    try {
      const { auth } = await this.services.get();
      const session = await auth.confirmSignUp.execute(input);
      this.activity.started();
      runInAction(() => {
        this.exit = null;
        this.nextPath = next;
        this.signUpSent = null;
        this.session = session;
        form.succeed();
      });
      this.notifier.success(AUTH_MESSAGES.registered(session.user.firstName));
      return true;
    } catch (error) {
      form.fail(error);
      return false;
    }
  }

  /**
   * Signs out. The local session is forgotten even when the server cannot be reached. `idle`: the
   * portal did it after a time without activity, and the sign-in page says so instead of a toast.
   */
  async signOut(reason: 'signed-out' | 'idle' = 'signed-out'): Promise<void> {
    this.signingOut = true;
    try {
      const { auth } = await this.services.get();
      await auth.signOut.execute();
    } catch (error) {
      // SignOut clears the stored session in every case; we only tell the person what happened.
      this.sessions.clear();
      if (!isDomainError(error) || error.code !== 'UNAUTHENTICATED') this.notifier.error(AUTH_MESSAGES.signOutOffline);
    } finally {
      runInAction(() => {
        this.signingOut = false;
        this.forget(reason);
      });
    }
    if (reason === 'signed-out') this.notifier.info(AUTH_MESSAGES.signedOut);
  }

  /** Fetches the user afresh (verification state may have changed elsewhere). */
  async refreshUser(): Promise<void> {
    if (!this.session) return;
    this.userStatus = 'loading';
    this.userError = null;
    try {
      const { auth } = await this.services.get();
      const user = await auth.loadCurrentUser.execute();
      runInAction(() => {
        if (this.session) this.session = { ...this.session, user, role: user.role };
        this.userStatus = 'idle';
      });
    } catch (error) {
      runInAction(() => {
        this.userStatus = 'error';
        this.userError = describeError(error);
      });
    }
  }

  /** A use-case answered with a fresher user (phone verified, 2FA switched): show it everywhere. */
  userChanged(user: User): void {
    if (this.session) this.session = { ...this.session, user, role: user.role };
  }

  /** The person arrived where {@link AuthStore.nextPath} pointed: later redirects use `returnTo` or the dashboard again. */
  nextPathReached(): void {
    this.nextPath = null;
  }

  /** A flow other than `signIn`/`register` created the session (2FA sign-in, v2 registration). */
  sessionStarted(session: Session, next: string | null = null): void {
    this.activity.started();
    this.keepSignedInAsked = false;
    this.exit = null;
    this.twoFactorChallenge = null;
    this.nextPath = next;
    this.session = session;
  }

  /** The HTTP policy met a 401 and cleared the cookies: forget the session here too. */
  sessionEnded(): void {
    if (!this.session) return;
    this.forget('session-ended');
    this.notifier.info(AUTH_MESSAGES.sessionEnded);
  }

  private forget(reason: Exclude<SessionExit, null>): void {
    this.activity.clear();
    this.session = null;
    this.nextPath = null;
    this.exit = reason;
    this.userStatus = 'idle';
    this.userError = null;
  }
}
