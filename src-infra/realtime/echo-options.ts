import type Pusher from 'pusher-js';
import type { HttpClient } from '../http/http-client';

/** The container's token for the page's {@link RealtimeEndpoint}, bound only when the page has a realtime server. */
export const RealtimeEndpoint = Symbol.for('RealtimeEndpoint');

/** Where the realtime server is and what it is called; everything else is fixed by spec §9. */
export interface RealtimeEndpoint {
  /** The Pusher app key (PUSHER_APP_KEY). */
  key: string;
  /** Host of the websocket server, e.g. the page's host name. */
  wsHost: string;
  /** 6001 unless a proxy says otherwise; used for both ws and wss. */
  port?: number;
}

export const REALTIME_PORT = 6001;
export const CHANNEL_AUTH_PATH = '/broadcasting/auth';
export const USER_AUTH_PATH = '/broadcasting/user-auth';

type AuthCallback<T> = (error: Error | null, data: T | null) => void;

/**
 * The options Echo hands to pusher-js, exactly as spec §9 sets them. Channel and user authorisation go
 * through the HttpClient, so the XSRF token, the bearer token and `Accept: application/json` are read
 * afresh for every authorisation, and a 401 signs the person out as any other call would.
 */
export function echoOptions(endpoint: RealtimeEndpoint, http: HttpClient, PusherClass: typeof Pusher) {
  const port = endpoint.port ?? REALTIME_PORT;
  const post = <T>(path: string, body: Record<string, string>, callback: AuthCallback<T>) => {
    http.post<T>(path, body).then(
      (answer) => callback(null, answer),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  };
  return {
    broadcaster: 'pusher' as const,
    Pusher: PusherClass,
    key: endpoint.key,
    // pusher-js 8 throws without a cluster even when wsHost is set (STACK trap 7).
    cluster: 'mt1',
    wsHost: endpoint.wsHost,
    wsPort: port,
    wssPort: port,
    forceTLS: false,
    enabledTransports: ['ws', 'wss'] as Array<'ws' | 'wss'>,
    activityTimeout: 120_000,
    pongTimeout: 30_000,
    unavailableTimeout: 10_000,
    authEndpoint: CHANNEL_AUTH_PATH,
    // No X-Socket-Id hooks on global axios/jQuery: the portal has neither.
    withoutInterceptors: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }: { socketId: string; channelName: string }, callback: AuthCallback<{ auth: string; channel_data?: string }>) =>
        post(CHANNEL_AUTH_PATH, { socket_id: socketId, channel_name: channelName }, callback),
    },
    userAuthentication: {
      // Echo's types ask for endpoint and headers; pusher-js uses customHandler when it is present.
      endpoint: USER_AUTH_PATH,
      headers: {},
      customHandler: ({ socketId }: { socketId: string }, callback: AuthCallback<{ auth: string; user_data: string }>) =>
        post(USER_AUTH_PATH, { socket_id: socketId }, callback),
    },
  };
}
