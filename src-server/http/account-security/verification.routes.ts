import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RegistrationTokenDto, VerifyRegistrationPhoneDto } from '../../../src-domain/auth/registration/registration.dtos';
import { VerifyPhoneDto } from '../../../src-domain/auth/verification/verify-phone.dto';
import type { AccessTokenService } from '../../services/access-token.service';
import { authenticated } from '../plugins/bearer-auth.plugin';
import { toUserResource } from '../users/user.resource';
import { validateBody } from '../validate-body';
import type { AccountSecurityGuards } from './account-security.limits';
import type { RegistrationV2Service } from './registration-v2.service';
import type { VerificationService } from './verification.service';

export interface VerificationRoutesDeps {
  verification: VerificationService;
  registration: RegistrationV2Service;
  accessTokens: AccessTokenService;
  guards: AccountSecurityGuards;
}

/**
 * POST /api/resend-verify-otp, POST /api/verify-phone-otp, POST /api/send-verify-email and the
 * e-mail link GET /api/verify-email/{id}/{hash}. The two phone calls serve a signed-in user (bearer
 * token) and a v2 registration (`registration_token` in the body, no bearer).
 */
export function registerVerificationRoutes(app: FastifyInstance, deps: VerificationRoutesDeps): void {
  const { guards } = deps;

  app.post('/api/resend-verify-otp', { preHandler: guards.codeSends }, async (request) => {
    if (hasBearer(request)) {
      await app.requireUser(request);
      return deps.verification.resendPhoneCode(authenticated(request).user);
    }
    const input = await validateBody(RegistrationTokenDto, request.body);
    return deps.registration.resendCode(input.registration_token);
  });

  app.post('/api/verify-phone-otp', { preHandler: guards.codeChecks }, async (request) => {
    if (hasBearer(request)) {
      await app.requireUser(request);
      const input = await validateBody(VerifyPhoneDto, request.body);
      const user = await deps.verification.verifyPhone(authenticated(request).user, input.otp);
      return { data: toUserResource(user) };
    }
    const input = await validateBody(VerifyRegistrationPhoneDto, request.body);
    return { data: await deps.registration.verifyPhone(input.registration_token, input.otp) };
  });

  app.post('/api/send-verify-email', { preHandler: [guards.codeSends, app.requireUser] }, async (request) =>
    deps.verification.sendVerificationEmail(authenticated(request).user),
  );

  app.get<{ Params: { id: string; hash: string }; Querystring: Record<string, unknown> }>('/api/verify-email/:id/:hash', async (request, reply) => {
    const signedIn = await signedInUserId(request, deps.accessTokens);
    const target = await deps.verification.confirmEmailLink(
      { id: request.params.id, hash: request.params.hash, expires: request.query.expires, signature: request.query.signature },
      signedIn,
    );
    // The link is opened from a mail client: no referrer of it (it carries the signature) goes further.
    return reply.header('Referrer-Policy', 'no-referrer').header('Cache-Control', 'no-store').redirect(target, 303);
  });
}

function hasBearer(request: FastifyRequest): boolean {
  return typeof request.headers.authorization === 'string' && request.headers.authorization.trim() !== '';
}

/** The user of the `authToken` cookie the SPA keeps, when it is a live token; null otherwise. */
async function signedInUserId(request: FastifyRequest, accessTokens: AccessTokenService): Promise<number | null> {
  const token = (request.cookies as Record<string, string | undefined> | undefined)?.authToken;
  if (!token) return null;
  return (await accessTokens.authenticate(token))?.user.id ?? null;
}
