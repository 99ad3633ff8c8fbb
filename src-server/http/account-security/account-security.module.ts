import { DailyCodeCeiling } from '../../services/account-security/daily-code-ceiling';
import { codeCeilingMail } from './account-messages';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AccountSecuritySettings } from '../../config/account-security.config';
import { AccountUsersRepository } from '../../db/account-security/account-users.repository';
import { OneTimeCodesRepository } from '../../db/account-security/one-time-codes.repository';
import { TwoFactorRepository } from '../../db/account-security/two-factor.repository';
import type { DatabaseSchema } from '../../db/database.types';
import type { RateLimitsRepository } from '../../db/rate-limits.repository';
import type { UserRecord, UsersRepository } from '../../db/users.repository';
import type { AccessTokenService } from '../../services/access-token.service';
import { AccountLimiter } from '../../services/account-security/account-limiter';
import { OneTimeCodeService } from '../../services/account-security/one-time-code.service';
import { SecretBox } from '../../services/account-security/secret-box.service';
import { SecretHasher } from '../../services/account-security/secret-hasher';
import { SignedUrlService } from '../../services/account-security/signed-url.service';
import { TotpService } from '../../services/account-security/totp.service';
import { deriveKey } from '../../services/app-key.service';
import type { Clock } from '../../services/clock.port';
import type { NotificationService } from '../../services/notification.service';
import type { Outbox } from '../../services/outbox/outbox.port';
import type { PasswordService } from '../../services/password.service';
import type { SignInObserver } from '../notifications/new-browser.sign-in-observer';
import type { AccountSecurityContext } from './account-security.context';
import { accountSecurityGuards, type AccountSecurityGuards } from './account-security.limits';
import { registerPasswordRoutes } from './password.routes';
import { PasswordPolicy } from './password-policy';
import { PasswordRecoveryService } from './password-recovery.service';
import { registerRegistrationV2Routes } from './registration-v2.routes';
import { RegistrationV2Service } from './registration-v2.service';
import type { SecurityAlerts } from './security-alerts';
import { SignUpService } from './sign-up.service';
import { registerContactChangeRoutes } from './contact-change/contact-change.routes';
import { ContactChangeService } from './contact-change/contact-change.service';
import { registerTwoFactorRoutes } from './two-factor.routes';
import { TwoFactorService, type TwoFactorChallengeIssued } from './two-factor.service';
import { registerVerificationRoutes } from './verification.routes';
import { VerificationService } from './verification.service';

export interface AccountSecurityDeps {
  db: Kysely<DatabaseSchema>;
  users: UsersRepository;
  rateLimits: RateLimitsRepository;
  passwords: PasswordService;
  accessTokens: AccessTokenService;
  notifications: NotificationService;
  outbox: Outbox;
  clock: Clock;
  /** The decoded APP_KEY; every secret here uses a key derived from it for one purpose. */
  appKey: Buffer;
  appUrl: string;
  settings: AccountSecuritySettings;
  signIns?: SignInObserver;
  alerts: SecurityAlerts;
}

/** What the sign-up and sign-in routes need from this feature. */
export interface AccountSecurityHooks {
  passwordPolicy: PasswordPolicy;
  guards: AccountSecurityGuards;
  /** The e-mailed link of POST /api/register and the account it opens. */
  signUps: SignUpService;
  /** Once a sign-up's account is open: texts the first phone code. */
  registered(user: UserRecord): Promise<void>;
  /** For a correct password: a 2FA challenge when the account has 2FA on, else null. */
  twoFactorChallenge(user: UserRecord, remember: boolean): Promise<TwoFactorChallengeIssued | null>;
}

const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Verification, password recovery and change, two-factor authentication and the v2 registration:
 * builds the services, registers the routes and a housekeeping timer, and answers the hooks the
 * auth routes call.
 */
export function registerAccountSecurity(app: FastifyInstance, deps: AccountSecurityDeps): AccountSecurityHooks {
  const hasher = new SecretHasher(deriveKey(deps.appKey, 'one-time-codes'));
  const codes = new OneTimeCodesRepository(deps.db);
  // The owner hears when strangers have spent the day's wrong codes on their account.
  const tellOwner = async (email: string | null, until: Date) => {
    if (email) await deps.outbox.send(codeCeilingMail(email, until)).catch((error: unknown) => app.log.error({ err: error }, 'code ceiling e-mail not sent'));
  };
  const context: AccountSecurityContext = {
    db: deps.db,
    users: deps.users,
    accountUsers: new AccountUsersRepository(deps.db),
    codes: new OneTimeCodeService(codes, hasher, deps.clock, deps.settings, new DailyCodeCeiling(deps.rateLimits, deps.clock, undefined, tellOwner)),
    hasher,
    outbox: deps.outbox,
    passwords: deps.passwords,
    passwordPolicy: new PasswordPolicy(),
    accessTokens: deps.accessTokens,
    limiter: new AccountLimiter(deps.rateLimits, deps.clock),
    notifications: deps.notifications,
    alerts: deps.alerts,
    clock: deps.clock,
    settings: deps.settings,
    appUrl: deps.appUrl,
    log: app.log,
  };
  const guards = accountSecurityGuards(app, deps.settings);
  const verification = new VerificationService(context, new SignedUrlService(deriveKey(deps.appKey, 'signed-urls')));
  const registration = new RegistrationV2Service(context);
  const twoFactor = new TwoFactorService(
    context,
    new TwoFactorRepository(deps.db),
    new TotpService(deps.clock, deps.settings.totpIssuer),
    new SecretBox(deriveKey(deps.appKey, 'two-factor-secrets')),
  );

  registerVerificationRoutes(app, { verification, registration, accessTokens: deps.accessTokens, guards });
  registerPasswordRoutes(app, { passwords: new PasswordRecoveryService(context), guards });
  registerTwoFactorRoutes(app, { twoFactor, users: deps.users, accessTokens: deps.accessTokens, guards, signIns: deps.signIns });
  registerRegistrationV2Routes(app, { registration, guards, signIns: deps.signIns });
  registerContactChangeRoutes(app, { contacts: new ContactChangeService(context), guards });
  installCleanup(app, deps.clock, codes, registration, deps.settings);

  return {
    passwordPolicy: context.passwordPolicy,
    guards,
    signUps: new SignUpService(context),
    registered: (user) => verification.sendInitialPhoneCode(user),
    twoFactorChallenge: async (user, remember) => (user.twoFactorEnabled ? twoFactor.issueChallenge(user.id, remember) : null),
  };
}

/** Deletes expired codes (an hour after expiry, past any cooldown) and abandoned registrations. */
function installCleanup(app: FastifyInstance, clock: Clock, codes: OneTimeCodesRepository, registration: RegistrationV2Service, settings: AccountSecuritySettings): void {
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      const now = clock.now();
      const cutoff = new Date(now.getTime() - Math.max(settings.resendCooldownMs, 60 * 60 * 1000));
      Promise.all([codes.deleteExpired(cutoff), registration.purgeExpired(now)]).catch((error: unknown) =>
        app.log.warn({ err: error }, 'account-security housekeeping failed'),
      );
    }, HOUSEKEEPING_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
