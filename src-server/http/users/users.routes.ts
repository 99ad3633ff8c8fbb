import type { FastifyInstance } from 'fastify';
import { authenticated } from '../plugins/bearer-auth.plugin';
import { toUserResource } from './user.resource';

/** GET /api/v1/users/me: the signed-in user. */
export function registerUsersRoutes(app: FastifyInstance): void {
  app.get('/api/v1/users/me', { preHandler: app.requireUser }, async (request) => {
    return { data: toUserResource(authenticated(request).user) };
  });
}
