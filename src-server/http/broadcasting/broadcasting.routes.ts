import type { FastifyInstance } from 'fastify';
import { Forbidden, ValidationFailed } from '../../../src-domain/shared/errors';
import { channelKind, isValidChannelName } from '../../realtime/channel-name';
import type { Broadcaster } from '../../realtime/broadcaster.port';
import { authenticated } from '../plugins/bearer-auth.plugin';
import { authorizeChannel } from './channel-rules';
import { installFormBodyParser } from './form-body.parser';

export interface BroadcastingRoutesDeps {
  broadcaster: Broadcaster;
  bodyLimit: number;
}

const SOCKET_ID = /^\d+\.\d+$/;

/**
 * POST /broadcasting/auth (channel authorisation) and POST /broadcasting/user-auth (user sign-in),
 * as Laravel's BroadcastController answers them; form-encoded or JSON bodies; bearer token and XSRF as for any write.
 */
export async function registerBroadcastingRoutes(app: FastifyInstance, deps: BroadcastingRoutesDeps): Promise<void> {
  await app.register(async (scope) => {
    installFormBodyParser(scope, deps.bodyLimit);

    scope.post('/broadcasting/auth', { preHandler: app.requireUser }, async (request) => {
      const { user } = authenticated(request);
      const fields = fieldsOf(request.body);
      const socketId = socketIdOf(fields);
      const channel = fields.channel_name;
      if (!isValidChannelName(channel)) throw new ValidationFailed({ channel_name: ['channel_name is not valid.'] }, 'channel_name is not valid.');
      const kind = channelKind(channel);
      // Encrypted channels would need a master key this deployment does not have.
      if (kind !== 'private' && kind !== 'presence') throw new Forbidden();
      const verdict = authorizeChannel(user, channel.slice(kind === 'private' ? 'private-'.length : 'presence-'.length));
      if (verdict === false) throw new Forbidden();
      if (kind === 'private') return deps.broadcaster.authorizeChannel(socketId, channel);
      if (verdict === true) throw new Forbidden();
      return deps.broadcaster.authorizeChannel(socketId, channel, { user_id: String(user.id), user_info: verdict });
    });

    scope.post('/broadcasting/user-auth', { preHandler: app.requireUser }, async (request) => {
      const { user } = authenticated(request);
      return deps.broadcaster.authenticateUser(socketIdOf(fieldsOf(request.body)), { id: String(user.id) });
    });
  });
}

function fieldsOf(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

function socketIdOf(fields: Record<string, unknown>): string {
  const socketId = fields.socket_id;
  if (typeof socketId !== 'string' || !SOCKET_ID.test(socketId)) {
    throw new ValidationFailed({ socket_id: ['socket_id is not valid.'] }, 'socket_id is not valid.');
  }
  return socketId;
}
