/** What an auth endpoint answers for a channel: `{auth}`, plus `channel_data` for presence. */
export interface ChannelAuthorization {
  auth: string;
  channel_data?: string;
}

/** What the user-auth endpoint answers for `pusher:signin`. */
export interface UserAuthentication {
  auth: string;
  user_data: string;
}

/**
 * The realtime back end as the API needs it, after Laravel's Broadcaster contract: publish events
 * and sign channel and user authorisations with the app's secret.
 */
export interface Broadcaster {
  /** Publishes `event` on `channels`; `payload` is JSON-encoded once. `exceptSocketId` skips that one connection ("toOthers"). */
  broadcast(channels: string[], event: string, payload: Record<string, unknown>, options?: { exceptSocketId?: string }): Promise<void>;
  /** Signs a private channel subscription, or a presence one when `presence` is given. */
  authorizeChannel(socketId: string, channel: string, presence?: { user_id: string; user_info?: Record<string, unknown> }): ChannelAuthorization;
  /** Signs a user sign-in; `user.id` must be a non-empty string. */
  authenticateUser(socketId: string, user: { id: string } & Record<string, unknown>): UserAuthentication;
}
