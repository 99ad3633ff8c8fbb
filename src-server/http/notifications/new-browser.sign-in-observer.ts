import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NotificationType } from '../../../src-domain/notifications/notification-type';
import type { KnownBrowsersRepository } from '../../db/known-browsers.repository';
import type { UserRecord } from '../../db/users.repository';
import type { Clock } from '../../services/clock.port';
import type { SecurityAlerts } from '../account-security/security-alerts';
import { browserLabel } from './browser-label';

/** Told about successful sign-ups and sign-ins, before the answer is sent (so it may set cookies). */
export interface SignInObserver {
  registered(request: FastifyRequest, reply: FastifyReply, user: UserRecord): Promise<void>;
  signedIn(request: FastifyRequest, reply: FastifyReply, user: UserRecord): Promise<void>;
  /** True when `userId` has signed in from the browser sending `request` before (its device cookie). */
  isKnownBrowser?(request: FastifyRequest, userId: number): Promise<boolean>;
}

/** The long-lived, HttpOnly cookie that recognises a browser. */
export const BROWSER_COOKIE = 'kestrel_browser';
const BROWSER_ID = /^[A-Za-z0-9_-]{43}$/;
/** Browsers cap cookie lifetimes at 400 days. */
const BROWSER_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/**
 * Recognises browsers by a random id in an HttpOnly cookie (only its hash is stored) and notifies the
 * user (inbox and e-mail) when they sign in from one not seen before on their account. The browser a user signed up
 * in, and the first one seen for an account with none on record, are remembered without a notice.
 * Never fails the sign-in: a problem here is logged and the person is let in.
 */
export class NewBrowserSignInObserver implements SignInObserver {
  constructor(
    private readonly browsers: KnownBrowsersRepository,
    private readonly alerts: SecurityAlerts,
    private readonly clock: Clock,
    private readonly secureCookies: boolean,
  ) {}

  async registered(request: FastifyRequest, reply: FastifyReply, user: UserRecord): Promise<void> {
    await this.safely(request, async () => {
      await this.browsers.remember(user.id, hash(this.browserId(request, reply)), browserLabel(request.headers['user-agent']), this.clock.now());
    });
  }

  async signedIn(request: FastifyRequest, reply: FastifyReply, user: UserRecord): Promise<void> {
    await this.safely(request, async () => {
      const now = this.clock.now();
      const browserHash = hash(this.browserId(request, reply));
      if (await this.browsers.touch(user.id, browserHash, now)) return;
      const label = browserLabel(request.headers['user-agent']);
      const firstOnRecord = (await this.browsers.countOf(user.id)) === 0;
      await this.browsers.remember(user.id, browserHash, label, now);
      if (firstOnRecord) return;
      await this.alerts.tell(user, NotificationType.NewBrowserSignIn, {
        browser: label,
        ip_address: request.ip,
        signed_in_at: now.toISOString(),
      });
    });
  }

  async isKnownBrowser(request: FastifyRequest, userId: number): Promise<boolean> {
    const current = request.cookies[BROWSER_COOKIE];
    if (!current || !BROWSER_ID.test(current)) return false;
    return this.browsers.isKnown(userId, hash(current));
  }

  /** The browser's id from its cookie, or a new one set on the reply. */
  private browserId(request: FastifyRequest, reply: FastifyReply): string {
    const current = request.cookies[BROWSER_COOKIE];
    if (current && BROWSER_ID.test(current)) return current;
    const fresh = randomBytes(32).toString('base64url');
    reply.setCookie(BROWSER_COOKIE, fresh, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secureCookies,
      maxAge: BROWSER_COOKIE_MAX_AGE_SECONDS,
    });
    return fresh;
  }

  private async safely(request: FastifyRequest, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      request.log.error({ err: error }, 'new-browser check failed; the sign-in goes ahead');
    }
  }
}

function hash(browserId: string): string {
  return createHash('sha256').update(browserId).digest('hex');
}
