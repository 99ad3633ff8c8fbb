import type { FastifyInstance } from 'fastify';
import { ConfirmTwoFactorDto } from '../../../src-domain/auth/two-factor/confirm-two-factor.dto';
import { DisableTwoFactorDto } from '../../../src-domain/auth/two-factor/disable-two-factor.dto';
import { ValidateTwoFactorDto } from '../../../src-domain/auth/two-factor/validate-two-factor.dto';
import type { UsersRepository } from '../../db/users.repository';
import type { AccessTokenService } from '../../services/access-token.service';
import { browserOf } from './security-alerts';
import type { SignInObserver } from '../notifications/new-browser.sign-in-observer';
import { authenticated } from '../plugins/bearer-auth.plugin';
import { toUserResource } from '../users/user.resource';
import { validateBody } from '../validate-body';
import type { AccountSecurityGuards } from './account-security.limits';
import type { TwoFactorService } from './two-factor.service';

export interface TwoFactorRoutesDeps {
  twoFactor: TwoFactorService;
  users: UsersRepository;
  accessTokens: AccessTokenService;
  guards: AccountSecurityGuards;
  /** Told of the completed sign-in (new-browser notices). */
  signIns?: SignInObserver;
}

/** POST /api/v1/2fa/enable, /verify, /disable (signed in) and /validate (the sign-in's second step). */
export function registerTwoFactorRoutes(app: FastifyInstance, deps: TwoFactorRoutesDeps): void {
  const { guards, twoFactor } = deps;

  app.post('/api/v1/2fa/enable', { preHandler: app.requireUser }, async (request) => ({
    data: await twoFactor.enable(authenticated(request).user),
  }));

  app.post('/api/v1/2fa/verify', { preHandler: [guards.codeChecks, app.requireUser] }, async (request) => {
    const input = await validateBody(ConfirmTwoFactorDto, request.body);
    const { user, token } = authenticated(request);
    const recoveryCodes = await twoFactor.confirm(user, token.id, input.code, browserOf(request.headers['user-agent']));
    return { data: { recovery_codes: recoveryCodes, user: toUserResource((await deps.users.findById(user.id)) ?? user) } };
  });

  app.post('/api/v1/2fa/disable', { preHandler: [guards.codeChecks, app.requireUser] }, async (request) => {
    const input = await validateBody(DisableTwoFactorDto, request.body);
    const { user, token } = authenticated(request);
    await twoFactor.disable(user, token.id, input.code, browserOf(request.headers['user-agent']));
    return { data: toUserResource((await deps.users.findById(user.id)) ?? user) };
  });

  app.post('/api/v1/2fa/validate', { preHandler: guards.codeChecks }, async (request, reply) => {
    const input = await validateBody(ValidateTwoFactorDto, request.body);
    const { user, remember } = await twoFactor.completeSignIn(input.challenge, input.code);
    const issued = await deps.accessTokens.issue(user.id, { remember });
    await deps.signIns?.signedIn(request, reply, user);
    return { data: { token: issued.plainText, token_type: 'Bearer', user: toUserResource(user) } };
  });
}
