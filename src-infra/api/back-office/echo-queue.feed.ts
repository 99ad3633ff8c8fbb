import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import type { QueueFeed } from '../../../src-domain/back-office/back-office-gateway.port';
import type { QueueCounts } from '../../../src-domain/back-office/queue.entities';
import type { HttpClient } from '../../http/http-client';
import { echoOptions, type RealtimeEndpoint } from '../../realtime/echo-options';
import { isRecord } from '../../http/response-body';
import { toQueueCounts } from './queue.mappers';

/** The staff's channel (design §6); Echo adds `private-`. */
export const BACK_OFFICE_CHANNEL = 'back-office';
/** The event's name exactly as the server publishes it (the leading dot keeps Echo from prefixing a namespace). */
const QUEUES_CHANGED = '.QueuesChanged';

/**
 * QueueFeed over laravel-echo + pusher-js: `QueuesChanged` on `private-back-office`. The socket
 * opens with the first follower and closes with the last. A malformed event is ignored: the next
 * one, or the minute's refresh, brings the counts again.
 */
export class EchoQueueFeed implements QueueFeed {
  private echo: Echo<'pusher'> | null = null;
  private followers = 0;

  constructor(
    private readonly endpoint: RealtimeEndpoint,
    private readonly http: HttpClient,
    private readonly PusherClass: typeof Pusher = Pusher,
  ) {}

  follow(onCounts: (counts: QueueCounts) => void, onReconnect?: () => void): { unsubscribe(): void } {
    const echo = this.connect();
    this.followers += 1;
    const listener = (payload: unknown) => {
      const counts = countsOf(payload);
      if (counts) onCounts(counts);
    };
    let connectedBefore = false;
    const stateChange = ({ current }: { current: string }) => {
      if (current !== 'connected') return;
      if (connectedBefore) onReconnect?.();
      connectedBefore = true;
    };
    echo.connector.pusher.connection.bind('state_change', stateChange);
    if (echo.connector.pusher.connection.state === 'connected') connectedBefore = true;
    echo.private(BACK_OFFICE_CHANNEL).listen(QUEUES_CHANGED, listener);
    let done = false;
    return {
      unsubscribe: () => {
        if (done || !this.echo) return;
        done = true;
        this.echo.private(BACK_OFFICE_CHANNEL).stopListening(QUEUES_CHANGED, listener);
        this.echo.connector.pusher.connection.unbind('state_change', stateChange);
        this.followers -= 1;
        if (this.followers === 0) this.disconnect();
      },
    };
  }

  private connect(): Echo<'pusher'> {
    this.echo ??= new Echo<'pusher'>(echoOptions(this.endpoint, this.http, this.PusherClass));
    return this.echo;
  }

  private disconnect(): void {
    this.echo?.leave(BACK_OFFICE_CHANNEL);
    this.echo?.disconnect();
    this.echo = null;
  }
}

function countsOf(payload: unknown): QueueCounts | null {
  try {
    return isRecord(payload) ? toQueueCounts(payload.counts) : null;
  } catch {
    return null;
  }
}
