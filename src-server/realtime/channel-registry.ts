import type { PresenceMember, RealtimeConnection } from './realtime-connection';

interface ChannelState {
  sockets: Set<RealtimeConnection>;
  /** Presence channels only: user id → that user's info and sockets. */
  members: Map<string, { info: unknown; sockets: Set<RealtimeConnection> }> | null;
}

/** Who is subscribed where, presence members included; the single source the protocol and the HTTP API read. */
export class ChannelRegistry {
  private readonly channels = new Map<string, ChannelState>();
  private readonly usersSockets = new Map<string, Set<RealtimeConnection>>();

  /**
   * Adds `connection` to `channel`. Returns true when `member` is a user new to the channel, which is
   * when the other members hear `member_added`.
   */
  subscribe(connection: RealtimeConnection, channel: string, member: PresenceMember | null): boolean {
    let state = this.channels.get(channel);
    if (!state) {
      state = { sockets: new Set(), members: member ? new Map() : null };
      this.channels.set(channel, state);
    }
    state.sockets.add(connection);
    connection.channels.set(channel, member);
    if (!member || !state.members) return false;
    const existing = state.members.get(member.userId);
    if (existing) {
      existing.sockets.add(connection);
      return false;
    }
    state.members.set(member.userId, { info: member.userInfo, sockets: new Set([connection]) });
    return true;
  }

  /** Removes `connection` from `channel`; returns the user id whose last socket left, for `member_removed`. */
  unsubscribe(connection: RealtimeConnection, channel: string): string | null {
    const member = connection.channels.get(channel);
    connection.channels.delete(channel);
    const state = this.channels.get(channel);
    if (!state) return null;
    state.sockets.delete(connection);
    let departed: string | null = null;
    if (member && state.members) {
      const entry = state.members.get(member.userId);
      entry?.sockets.delete(connection);
      if (entry && entry.sockets.size === 0) {
        state.members.delete(member.userId);
        departed = member.userId;
      }
    }
    if (state.sockets.size === 0) this.channels.delete(channel);
    return departed;
  }

  /** Sends `frame` to every subscriber of `channel` but `except`; returns how many received it. */
  broadcast(channel: string, frame: string, except?: RealtimeConnection | string): number {
    const state = this.channels.get(channel);
    if (!state) return 0;
    let sent = 0;
    for (const socket of state.sockets) {
      if (socket === except || socket.socketId === except) continue;
      socket.sendRaw(frame);
      sent += 1;
    }
    return sent;
  }

  isSubscribed(connection: RealtimeConnection, channel: string): boolean {
    return connection.channels.has(channel);
  }

  subscriptionCount(channel: string): number {
    return this.channels.get(channel)?.sockets.size ?? 0;
  }

  /** Distinct presence users on `channel`. */
  userCount(channel: string): number {
    return this.channels.get(channel)?.members?.size ?? 0;
  }

  /** Presence members: id → user_info. */
  members(channel: string): Map<string, unknown> {
    const members = this.channels.get(channel)?.members;
    return new Map([...(members ?? new Map())].map(([id, entry]) => [id, entry.info]));
  }

  /** Names of channels with at least one subscriber, optionally only those starting with `prefix`. */
  occupied(prefix = ''): string[] {
    return [...this.channels.keys()].filter((name) => name.startsWith(prefix));
  }

  /** Records a verified sign-in, so the HTTP API can reach (or terminate) that user's sockets. */
  signIn(connection: RealtimeConnection, userId: string): void {
    if (connection.userId !== null) this.usersSockets.get(connection.userId)?.delete(connection);
    connection.userId = userId;
    let sockets = this.usersSockets.get(userId);
    if (!sockets) this.usersSockets.set(userId, (sockets = new Set()));
    sockets.add(connection);
  }

  /** The sockets signed in as `userId`. */
  socketsOfUser(userId: string): RealtimeConnection[] {
    return [...(this.usersSockets.get(userId) ?? [])];
  }

  /**
   * Forgets a closed socket everywhere; returns, per presence channel it left as its user's last
   * socket, the departed user id.
   */
  remove(connection: RealtimeConnection): Array<{ channel: string; userId: string }> {
    const departures: Array<{ channel: string; userId: string }> = [];
    for (const channel of [...connection.channels.keys()]) {
      const departed = this.unsubscribe(connection, channel);
      if (departed !== null) departures.push({ channel, userId: departed });
    }
    if (connection.userId !== null) {
      const sockets = this.usersSockets.get(connection.userId);
      sockets?.delete(connection);
      if (sockets?.size === 0) this.usersSockets.delete(connection.userId);
    }
    return departures;
  }
}
