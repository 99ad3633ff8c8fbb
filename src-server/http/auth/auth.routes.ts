import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RegisterDto } from '../../../src-domain/auth/register.dto';
import { SignInDto } from '../../../src-domain/auth/sign-in.dto';
import { ConfirmSignUpDto } from '../../../src-domain/auth/sign-up/confirm-sign-up.dto';
import type { RateRule } from '../../config/account-security.config';
import type { LoginRateLimit } from '../../config/server-config';
import type { AccountSecurityHooks } from '../account-security/account-security.module';
import type { RateLimitsRepository } from '../../db/rate-limits.repository';
import { normaliseEmail, type UsersRepository } from '../../db/users.repository';
import type { AccessTokenService } from '../../services/access-token.service';
import { authenticated } from '../plugins/bearer-auth.plugin';
import type { SignInObserver } from '../notifications/new-browser.sign-in-observer';
import { limitGuard } from '../plugins/rate-limit.plugin';
import { toUserResource } from '../users/user.resource';
import { validateBody } from '../validate-body';
import type { AuthService, SignedIn } from './auth.service';

export interface AuthRoutesDeps {
  auth: AuthService;
  accessTokens: AccessTokenService;
  rateLimits: RateLimitsRepository;
  loginRateLimit: LoginRateLimit;
  /** Told of each sign-up and sign-in (new-browser notices). */
  signIns?: SignInObserver;
  /** Sign-up links, verification, common-password check, registration limits and the 2FA challenge (account-security feature). */
  accountSecurity: AccountSecurityHooks;
  /**
   * Sign-in attempts per e-mail from any IP, counted only for browsers the account has not signed in
   * from before (ADR 0014): a distributed attacker is slowed, the owner on a known browser never is.
   */
  loginPerAccount?: RateRule;
  /** Finds the account an e-mail names, for the known-browser exemption. */
  users?: Pick<UsersRepository, 'findByEmail'>;
}

/** POST /api/register, POST /api/register/confirm, POST /api/login, POST /api/logout. */
export function registerAuthRoutes(app: FastifyInstance, deps: AuthRoutesDeps): void {
  // Per IP + e-mail against guessing one account's password, per IP against spraying many.
  // Never per e-mail alone: an attacker elsewhere must not be able to lock the real user out.
  // A per-e-mail limit across IPs too, which a browser the account already knows skips (device
  // cookies, OWASP Authentication Cheat Sheet; ADR 0014), so strangers cannot lock the owner out.
  const { perIp, perIpAndEmail, windowMs } = deps.loginRateLimit;
  const fromKnownBrowser = async (request: FastifyRequest): Promise<boolean> => {
    const email = emailOf(request);
    if (email === '' || !deps.users || !deps.signIns?.isKnownBrowser) return false;
    const user = await deps.users.findByEmail(email);
    return user !== null && (await deps.signIns.isKnownBrowser(request, user.id));
  };
  const loginLimit = limitGuard(app, [
    { name: 'login-ip', max: perIp, windowMs, subject: (request) => request.ip },
    { name: 'login-ip-email', max: perIpAndEmail, windowMs, subject: (request) => `${request.ip}|${emailOf(request)}` },
    ...(deps.loginPerAccount ? [{ name: 'login-email', ...deps.loginPerAccount, subject: (request: FastifyRequest) => emailOf(request), skip: fromKnownBrowser }] : []),
  ]);
  const security = deps.accountSecurity;

  // 202 and "we have sent you an e-mail" for a new and a taken address alike: the answer never
  // tells who has an account; the e-mail does, to the address's owner only (ADR 0028).
  app.post('/api/register', { preHandler: security.guards.registrations }, async (request, reply) => {
    const input = await validateBody(RegisterDto, request.body);
    security.passwordPolicy.assertAcceptable(input.password);
    return reply.code(202).send(await security.signUps.request(input));
  });

  // The e-mailed link and the password chosen open the account and sign it in; the phone comes next.
  app.post('/api/register/confirm', { preHandler: security.guards.codeChecks }, async (request, reply) => {
    const input = await validateBody(ConfirmSignUpDto, request.body);
    const signedIn = await security.signUps.confirm(input);
    await deps.signIns?.registered(request, reply, signedIn.user);
    await security.registered(signedIn.user);
    return reply.code(201).send(tokenResponse(signedIn));
  });

  app.post('/api/login', { preHandler: loginLimit }, async (request, reply) => {
    const input = await validateBody(SignInDto, request.body);
    const user = await deps.auth.checkCredentials(input);
    await deps.rateLimits.clear(loginLimit.keyOf('login-ip-email', request));
    // With 2FA on, the password alone opens nothing: a single-use challenge waits for the code.
    const challenge = await security.twoFactorChallenge(user, input.remember === true);
    if (challenge) return { data: { two_factor: true, challenge: challenge.challenge, expires_in: challenge.expiresInSeconds } };
    const signedIn = await deps.auth.issueFor(user, input.remember === true);
    await deps.signIns?.signedIn(request, reply, signedIn.user);
    return tokenResponse(signedIn);
  });

  app.post('/api/logout', { preHandler: app.requireUser }, async (request, reply) => {
    await deps.accessTokens.revoke(authenticated(request).token.id);
    return reply.code(204).send();
  });
}

function tokenResponse(signedIn: SignedIn) {
  return { data: { token: signedIn.token, token_type: 'Bearer', user: toUserResource(signedIn.user) } };
}

/** The e-mail the body names, normalised, or '' when there is none to read. */
function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return body && typeof body === 'object' && typeof body.email === 'string' ? normaliseEmail(body.email) : '';
}
