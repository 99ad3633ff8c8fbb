import Pusher from 'pusher';
import type { Broadcaster, ChannelAuthorization, UserAuthentication } from './broadcaster.port';

/** Where the API publishes: the embedded server, soketi, Reverb or Pusher Channels. */
export interface PusherTarget {
  appId: string;
  key: string;
  secret: string;
  /** Host of a Pusher-compatible server; when empty, `cluster` selects Pusher Channels. */
  host: string;
  port: number;
  scheme: 'http' | 'https';
  cluster: string;
  /** Per-request timeout of the HTTP API calls. */
  timeoutMs: number;
}

/** Broadcaster over the official `pusher` SDK, so any Pusher-compatible server can stand behind it. */
export class PusherBroadcaster implements Broadcaster {
  private readonly pusher: Pusher;

  constructor(target: PusherTarget) {
    const base = { appId: target.appId, key: target.key, secret: target.secret, useTLS: target.scheme === 'https', timeout: target.timeoutMs };
    this.pusher = target.host ? new Pusher({ ...base, host: target.host, port: String(target.port) }) : new Pusher({ ...base, cluster: target.cluster });
  }

  async broadcast(channels: string[], event: string, payload: Record<string, unknown>, options: { exceptSocketId?: string } = {}): Promise<void> {
    const params = options.exceptSocketId ? { socket_id: options.exceptSocketId } : undefined;
    await this.pusher.trigger(channels, event, JSON.stringify(payload), params);
  }

  authorizeChannel(socketId: string, channel: string, presence?: { user_id: string; user_info?: Record<string, unknown> }): ChannelAuthorization {
    return this.pusher.authorizeChannel(socketId, channel, presence);
  }

  authenticateUser(socketId: string, user: { id: string } & Record<string, unknown>): UserAuthentication {
    return this.pusher.authenticateUser(socketId, user);
  }
}
