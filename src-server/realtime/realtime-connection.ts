import type { WebSocket } from 'ws';

/** A presence member as `channel_data` declared it. */
export interface PresenceMember {
  userId: string;
  userInfo: unknown;
}

/** One client socket and what the protocol remembers about it. */
export class RealtimeConnection {
  /** Channels this socket is subscribed to, with its presence identity where there is one. */
  readonly channels = new Map<string, PresenceMember | null>();
  /** The id from a verified `pusher:signin`, or null. */
  userId: string | null = null;
  lastSeenAt: number;
  /** When the server pinged a silent socket; null while the socket is active. */
  pingSentAt: number | null = null;
  private clientEventWindow = { startedAt: 0, count: 0 };

  constructor(
    readonly socket: WebSocket,
    readonly socketId: string,
    now: number,
  ) {
    this.lastSeenAt = now;
  }

  /** Any sign of life (a message or a control-frame pong) resets the inactivity timer. */
  touch(now: number): void {
    this.lastSeenAt = now;
    this.pingSentAt = null;
  }

  /** Sends an already serialised frame if the socket is still open. */
  sendRaw(frame: string): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(frame);
  }

  /** Sends `{event, channel?, data}`; `data` is sent as given (strings stay strings). */
  send(event: string, data: unknown, channel?: string): void {
    this.sendRaw(JSON.stringify(channel === undefined ? { event, data } : { event, channel, data }));
  }

  /** `pusher:error` without closing. */
  error(code: number | null, message: string): void {
    this.send('pusher:error', { code, message });
  }

  /** `pusher:error`, then a close with the same code, so pusher-js knows whether to reconnect. */
  fail(code: number, message: string): void {
    this.error(code, message);
    if (this.socket.readyState === this.socket.OPEN || this.socket.readyState === this.socket.CONNECTING) {
      this.socket.close(code, message);
    }
  }

  /** Counts one client event; false once `perSecond` is exceeded in the current second. */
  allowClientEvent(now: number, perSecond: number): boolean {
    if (now - this.clientEventWindow.startedAt >= 1000) this.clientEventWindow = { startedAt: now, count: 0 };
    this.clientEventWindow.count += 1;
    return this.clientEventWindow.count <= perSecond;
  }
}
