import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Unauthenticated } from '../../../src-domain/shared/errors';
import type { TokenRecord } from '../../db/tokens.repository';
import type { UserRecord } from '../../db/users.repository';
import type { AccessTokenService } from '../../services/access-token.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user: 401 {"message":"Unauthenticated."} otherwise. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: UserRecord | null;
    accessToken: TokenRecord | null;
  }
}

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/** Bearer-token authentication: `Authorization: Bearer id|secret`. */
export function installBearerAuth(app: FastifyInstance, accessTokens: AccessTokenService): void {
  app.decorateRequest('user', null);
  app.decorateRequest('accessToken', null);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    const authenticated = match ? await accessTokens.authenticate(match[1]) : null;
    if (!authenticated) throw new Unauthenticated();
    request.user = authenticated.user;
    request.accessToken = authenticated.token;
  });
}

/** The signed-in user and token of a request that passed `requireUser`. */
export function authenticated(request: FastifyRequest): { user: UserRecord; token: TokenRecord } {
  if (!request.user || !request.accessToken) throw new Unauthenticated();
  return { user: request.user, token: request.accessToken };
}
