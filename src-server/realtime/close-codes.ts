/** The Pusher close and error codes this server uses (PUSHER_PROTOCOL.md §1.8). */
export const CloseCode = {
  /** The app key is unknown: pusher-js stops. */
  APP_NOT_FOUND: 4001,
  /** The URL is not `/app/{key}`. */
  PATH_NOT_FOUND: 4005,
  UNSUPPORTED_PROTOCOL: 4007,
  NO_PROTOCOL_VERSION: 4008,
  /** Origin refused, bad sign-in, or the app terminated the user's connections. */
  UNAUTHORIZED: 4009,
  /** Too many open sockets from the client's address: pusher-js backs off (≥ 1 s) and tries again. */
  OVER_CAPACITY: 4100,
  /** Graceful shutdown: pusher-js reconnects at once. */
  GOING_AWAY: 4200,
  PONG_NOT_RECEIVED: 4201,
  /** A rejected client event (an error event only; the socket stays open). */
  CLIENT_EVENT_REJECTED: 4301,
} as const;
