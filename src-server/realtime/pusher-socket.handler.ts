import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RawData, WebSocket } from 'ws';
import { channelKind, isValidChannelName, requiresAuth, USER_CHANNEL_PREFIX } from './channel-name';
import type { ChannelRegistry } from './channel-registry';
import { clientAddressReader } from './client-address';
import { CloseCode } from './close-codes';
import { ConnectionsPerAddress } from './connections-per-address';
import { channelAuthString, verifyAuth } from './pusher-signatures';
import { RealtimeConnection, type PresenceMember } from './realtime-connection';
import type { RealtimeOptions } from './realtime-options';

const APP_PATH = /\/app\/([^/?#]+)\/?$/;
const SUPPORTED_PROTOCOL = '7';

interface Envelope {
  event: string;
  channel?: unknown;
  data: unknown;
}

/**
 * The websocket side of Pusher protocol 7 (PUSHER_PROTOCOL.md §1): handshake, ping/pong,
 * subscriptions with signature checks, presence, sign-in, client events and the inactivity sweep.
 */
export class PusherSocketHandler {
  private readonly connections = new Set<RealtimeConnection>();
  private readonly allowedOrigins: Set<string>;
  private readonly perAddress: ConnectionsPerAddress;
  private readonly addressOf: (request: IncomingMessage) => string;

  constructor(
    private readonly options: RealtimeOptions,
    private readonly registry: ChannelRegistry,
    private readonly now: () => number = Date.now,
  ) {
    this.allowedOrigins = new Set(options.allowedOrigins.map(normaliseOrigin).filter((o): o is string => o !== null));
    this.perAddress = new ConnectionsPerAddress(options.maxConnectionsPerAddress);
    this.addressOf = clientAddressReader(options.trustProxy);
  }

  /** Number of open sockets. */
  get size(): number {
    return this.connections.size;
  }

  /** Takes over a freshly upgraded socket: checks path, key, protocol and origin, then greets it. */
  open(socket: WebSocket, request: IncomingMessage): void {
    const connection = new RealtimeConnection(socket, newSocketId(), this.now());
    socket.on('error', (error) => this.options.log.warn(`realtime socket ${connection.socketId}: ${error.message}`));
    const refusal = this.refusalOf(request);
    if (refusal) {
      connection.fail(refusal.code, refusal.message);
      return;
    }
    const address = this.addressOf(request);
    if (!this.perAddress.take(address)) {
      this.options.log.warn(`realtime: refused a socket from ${address}, which already holds ${this.options.maxConnectionsPerAddress}`);
      connection.fail(CloseCode.OVER_CAPACITY, 'Over capacity');
      return;
    }
    socket.once('close', () => this.perAddress.release(address));
    this.connections.add(connection);
    socket.on('message', (data, isBinary) => this.receive(connection, data, isBinary));
    socket.on('pong', () => connection.touch(this.now()));
    socket.on('close', () => this.closed(connection));
    connection.send(
      'pusher:connection_established',
      JSON.stringify({ socket_id: connection.socketId, activity_timeout: this.options.activityTimeoutSeconds }),
    );
  }

  /** Pings sockets silent for longer than the activity timeout and closes those that never answered. */
  sweep(): void {
    const now = this.now();
    const idleLimit = this.options.activityTimeoutSeconds * 1000;
    for (const connection of this.connections) {
      if (connection.pingSentAt !== null) {
        if (now - connection.pingSentAt >= this.options.pongTimeoutMs) connection.fail(CloseCode.PONG_NOT_RECEIVED, 'Pong reply not received');
      } else if (now - connection.lastSeenAt >= idleLimit) {
        connection.pingSentAt = now;
        connection.send('pusher:ping', '{}');
        // Browsers answer control pings without the page's help, so a backgrounded tab stays alive.
        if (connection.socket.readyState === connection.socket.OPEN) connection.socket.ping();
      }
    }
  }

  /** Closes every socket with `code` (4200 on shutdown: clients reconnect at once). */
  closeAll(code: number, message: string): void {
    for (const connection of this.connections) connection.fail(code, message);
  }

  /** Drops sockets that did not finish the closing handshake. */
  terminateAll(): void {
    for (const connection of this.connections) connection.socket.terminate();
  }

  private refusalOf(request: IncomingMessage): { code: number; message: string } | null {
    const url = new URL(request.url ?? '/', 'http://realtime.invalid');
    const match = APP_PATH.exec(url.pathname);
    if (!match) return { code: CloseCode.PATH_NOT_FOUND, message: 'Path not found' };
    if (decodeURIComponent(match[1]) !== this.options.app.key) return { code: CloseCode.APP_NOT_FOUND, message: 'App key does not exist' };
    const protocol = url.searchParams.get('protocol');
    if (protocol === null) return { code: CloseCode.NO_PROTOCOL_VERSION, message: 'No protocol version supplied' };
    if (protocol !== SUPPORTED_PROTOCOL) return { code: CloseCode.UNSUPPORTED_PROTOCOL, message: `Unsupported protocol version ${protocol}` };
    const origin = request.headers.origin;
    if (origin !== undefined && !this.allowedOrigins.has(normaliseOrigin(origin) ?? '')) {
      return { code: CloseCode.UNAUTHORIZED, message: 'Origin not allowed' };
    }
    return null;
  }

  private receive(connection: RealtimeConnection, raw: RawData, isBinary: boolean): void {
    connection.touch(this.now());
    const envelope = isBinary ? null : parseEnvelope(raw);
    if (!envelope) {
      connection.error(CloseCode.GOING_AWAY, 'Invalid message format');
      return;
    }
    switch (envelope.event) {
      case 'pusher:ping':
        connection.send('pusher:pong', '{}');
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        this.subscribe(connection, dataObject(envelope.data));
        return;
      case 'pusher:unsubscribe':
        this.unsubscribe(connection, dataObject(envelope.data).channel);
        return;
      case 'pusher:signin':
        this.signIn(connection, dataObject(envelope.data));
        return;
      default:
        if (envelope.event.startsWith('pusher:')) return;
        this.clientEvent(connection, envelope);
    }
  }

  private subscribe(connection: RealtimeConnection, data: Record<string, unknown>): void {
    const channel = data.channel;
    if (!isValidChannelName(channel)) {
      connection.error(null, 'Invalid channel name');
      return;
    }
    const refuse = (type: string, error: string, status: number) =>
      connection.send('pusher:subscription_error', { type, error, status }, channel);
    const kind = channelKind(channel);
    if (kind === 'user' && channel !== `${USER_CHANNEL_PREFIX}${connection.userId ?? ''}`) {
      return refuse('AuthError', 'Sign in as this user before subscribing to their channel.', 403);
    }
    const channelData = kind === 'presence' ? data.channel_data : undefined;
    if (kind === 'presence' && typeof channelData !== 'string') return refuse('AuthError', 'Presence channels need channel_data.', 401);
    if (requiresAuth(kind) && !verifyAuth(this.options.app, data.auth, channelAuthString(connection.socketId, channel, channelData as string | undefined))) {
      return refuse('AuthError', 'Invalid signature.', 401);
    }

    let member: PresenceMember | null = null;
    if (kind === 'presence') {
      member = parsePresenceMember(channelData as string);
      if (!member) return refuse('AuthError', 'channel_data must carry a user_id.', 400);
      if (Buffer.byteLength(JSON.stringify(member.userInfo ?? null)) > this.options.maxPresenceUserInfoBytes) {
        return refuse('LimitReached', 'user_info is too large.', 413);
      }
      const members = this.registry.members(channel);
      if (!members.has(member.userId) && members.size >= this.options.maxPresenceMembers) {
        return refuse('LimitReached', 'The presence channel is full.', 4100);
      }
    }

    if (this.registry.isSubscribed(connection, channel)) {
      this.confirmSubscription(connection, channel, kind === 'presence');
      return;
    }
    const joined = this.registry.subscribe(connection, channel, member);
    this.confirmSubscription(connection, channel, kind === 'presence');
    if (joined && member) {
      const frame = JSON.stringify({
        event: 'pusher_internal:member_added',
        channel,
        data: JSON.stringify({ user_id: member.userId, user_info: member.userInfo }),
      });
      this.registry.broadcast(channel, frame, connection);
    }
  }

  private confirmSubscription(connection: RealtimeConnection, channel: string, presence: boolean): void {
    if (!presence) {
      connection.send('pusher_internal:subscription_succeeded', '{}', channel);
      return;
    }
    const members = this.registry.members(channel);
    const payload = { presence: { ids: [...members.keys()], hash: Object.fromEntries(members), count: members.size } };
    connection.send('pusher_internal:subscription_succeeded', JSON.stringify(payload), channel);
  }

  private unsubscribe(connection: RealtimeConnection, channel: unknown): void {
    if (typeof channel !== 'string' || !this.registry.isSubscribed(connection, channel)) return;
    const departed = this.registry.unsubscribe(connection, channel);
    if (departed !== null) this.announceDeparture(channel, departed);
  }

  private signIn(connection: RealtimeConnection, data: Record<string, unknown>): void {
    const userData = data.user_data;
    const valid = typeof userData === 'string' && verifyAuth(this.options.app, data.auth, `${connection.socketId}::user::${userData}`);
    const id = valid ? userIdOf(userData) : null;
    if (!id) {
      connection.fail(CloseCode.UNAUTHORIZED, 'Invalid user authentication');
      return;
    }
    this.registry.signIn(connection, id);
    connection.send('pusher:signin_success', { user_data: userData });
  }

  private clientEvent(connection: RealtimeConnection, envelope: Envelope): void {
    const channel = envelope.channel;
    const reject = (message: string) => connection.error(CloseCode.CLIENT_EVENT_REJECTED, message);
    if (!this.options.clientEvents) return reject('Client events are not enabled for this app.');
    if (!envelope.event.startsWith('client-')) return reject('Client event names must start with client-.');
    if (typeof channel !== 'string' || !this.registry.isSubscribed(connection, channel)) return reject('Subscribe to the channel before sending to it.');
    const kind = channelKind(channel);
    if (kind !== 'private' && kind !== 'presence' && kind !== 'encrypted') return reject('Client events need a private or presence channel.');
    if (!connection.allowClientEvent(this.now(), this.options.clientEventsPerSecond)) return reject('Too many client events; at most 10 a second.');
    const member = connection.channels.get(channel);
    const frame: Record<string, unknown> = { event: envelope.event, channel, data: envelope.data };
    if (kind === 'presence' && member) frame.user_id = member.userId;
    this.registry.broadcast(channel, JSON.stringify(frame), connection);
  }

  private closed(connection: RealtimeConnection): void {
    this.connections.delete(connection);
    for (const { channel, userId } of this.registry.remove(connection)) this.announceDeparture(channel, userId);
  }

  private announceDeparture(channel: string, userId: string): void {
    const frame = JSON.stringify({ event: 'pusher_internal:member_removed', channel, data: JSON.stringify({ user_id: userId }) });
    this.registry.broadcast(channel, frame);
  }
}

/** `digits.digits`, the only format the server SDKs accept (§1.3). */
export function newSocketId(): string {
  return `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`;
}

/** `scheme://host[:port]` in canonical form, or null for something that is not an origin. */
export function normaliseOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

function parseEnvelope(raw: RawData): Envelope | null {
  try {
    const bytes = Array.isArray(raw) ? Buffer.concat(raw) : Buffer.isBuffer(raw) ? raw : Buffer.from(raw);
    const text = bytes.toString('utf8');
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const { event, channel, data } = value as Record<string, unknown>;
    return typeof event === 'string' ? { event, channel, data } : null;
  } catch {
    return null;
  }
}

/** pusher-js sends `data` as an object; other clients double-encode it as a string (§1.2). */
function dataObject(data: unknown): Record<string, unknown> {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function parsePresenceMember(channelData: string): PresenceMember | null {
  const data = dataObject(channelData);
  const id = data.user_id;
  if ((typeof id !== 'string' || id === '') && (typeof id !== 'number' || !Number.isFinite(id))) return null;
  return { userId: String(id), userInfo: data.user_info };
}

function userIdOf(userData: string): string | null {
  const id = dataObject(userData).id;
  return typeof id === 'string' && id !== '' ? id : null;
}
