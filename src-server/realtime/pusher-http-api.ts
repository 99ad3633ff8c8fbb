import type { IncomingMessage, ServerResponse } from 'node:http';
import { channelKind, isValidChannelName } from './channel-name';
import type { ChannelRegistry } from './channel-registry';
import { CloseCode } from './close-codes';
import { apiRequestProblem } from './pusher-signatures';
import type { RealtimeOptions } from './realtime-options';

const API_PATH = /^(?:.*?)(\/apps\/([^/]+)(\/.*)?)$/;
const SOCKET_ID = /^\d+\.\d+$/;
const MAX_CHANNELS_PER_EVENT = 100;
const MAX_BATCH = 10;
const MAX_EVENT_NAME = 200;

interface ApiAnswer {
  status: number;
  body: unknown;
}

interface PublishedEvent {
  name: string;
  data: string;
  channels: string[];
  socketId?: string;
  info: string[];
}

class BadRequest extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/**
 * The signed Pusher HTTP API (PUSHER_PROTOCOL.md §3) on the realtime port: publish events and batches,
 * query channels and presence users, terminate a user's connections.
 */
export class PusherHttpApi {
  constructor(
    private readonly options: RealtimeOptions,
    private readonly registry: ChannelRegistry,
    private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
  ) {}

  /** Answers one HTTP request; never throws. */
  async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let answer: ApiAnswer;
    try {
      answer = await this.answer(request);
    } catch (error) {
      answer = error instanceof BadRequest ? { status: error.status, body: { error: error.message } } : { status: 500, body: { error: 'Server error' } };
      if (!(error instanceof BadRequest)) this.options.log.error(`realtime HTTP API: ${(error as Error).stack ?? String(error)}`);
    }
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    response.writeHead(answer.status, {
      'content-type': typeof answer.body === 'string' ? 'text/plain; charset=utf-8' : 'application/json',
      'content-length': Buffer.byteLength(text),
    });
    response.end(text);
  }

  private async answer(request: IncomingMessage): Promise<ApiAnswer> {
    const url = new URL(request.url ?? '/', 'http://realtime.invalid');
    const method = request.method ?? 'GET';
    if (url.pathname === '/' || url.pathname === '/up') return { status: 200, body: 'OK' };
    const match = API_PATH.exec(url.pathname);
    if (!match) return { status: 404, body: { error: 'Not found' } };
    if (method !== 'GET' && method !== 'POST') return { status: 405, body: { error: 'Method not allowed' } };
    const [, signedPath, appId, rest = ''] = match;
    if (decodeURIComponent(appId) !== this.options.app.appId) return { status: 404, body: { error: `Unknown app ${appId}` } };

    const body = await readBody(request, this.options.maxRequestBytes);
    const problem = apiRequestProblem(this.options.app, { method, path: signedPath, query: url.searchParams, body }, this.nowSeconds());
    if (problem) return { status: 401, body: { error: problem } };

    const route = `${method} ${rest}`;
    if (route === 'POST /events') return this.publish(parseEvent(parseJson(body), this.options.maxEventBytes));
    if (route === 'POST /batch_events') return this.publishBatch(parseJson(body));
    if (route === 'GET /channels') return this.listChannels(url.searchParams);
    const channelMatch = /^\/channels\/([^/]+)(\/users)?$/.exec(rest);
    if (method === 'GET' && channelMatch) {
      const channel = decodeURIComponent(channelMatch[1]);
      if (!isValidChannelName(channel)) throw new BadRequest('Invalid channel name.');
      return channelMatch[2] ? this.presenceUsers(channel) : this.channelInfo(channel, infoOf(url.searchParams));
    }
    const terminate = /^\/users\/([^/]+)\/terminate_connections$/.exec(rest);
    if (method === 'POST' && terminate) return this.terminate(decodeURIComponent(terminate[1]));
    return { status: 404, body: { error: 'Not found' } };
  }

  private publish(event: PublishedEvent): ApiAnswer {
    this.deliver(event);
    if (event.info.length === 0) return { status: 200, body: {} };
    return { status: 200, body: { channels: Object.fromEntries(event.channels.map((c) => [c, this.counts(c, event.info)])) } };
  }

  private publishBatch(body: unknown): ApiAnswer {
    const batch = (body as { batch?: unknown } | null)?.batch;
    if (!Array.isArray(batch) || batch.length === 0) throw new BadRequest('batch must be a non-empty array.');
    if (batch.length > MAX_BATCH) throw new BadRequest(`Batch too large; at most ${MAX_BATCH} events.`);
    // Validate all before delivering any, so a bad entry publishes nothing.
    const events = batch.map((entry) => parseEvent(entry, this.options.maxEventBytes));
    for (const event of events) this.deliver(event);
    if (!events.some((e) => e.info.length > 0)) return { status: 200, body: {} };
    return { status: 200, body: { batch: events.map((e) => (e.info.length ? this.counts(e.channels[0], e.info) : {})) } };
  }

  private deliver(event: PublishedEvent): void {
    for (const channel of event.channels) {
      this.registry.broadcast(channel, JSON.stringify({ event: event.name, channel, data: event.data }), event.socketId);
    }
  }

  private listChannels(query: URLSearchParams): ApiAnswer {
    const prefix = query.get('filter_by_prefix') ?? '';
    const info = infoOf(query);
    if (info.some((i) => i !== 'user_count')) throw new BadRequest('Only user_count can be requested for a channel list.');
    if (info.includes('user_count') && !prefix.startsWith('presence-')) throw new BadRequest('user_count needs filter_by_prefix=presence-.');
    const channels = this.registry.occupied(prefix).map((name) => [name, info.length ? { user_count: this.registry.userCount(name) } : {}]);
    return { status: 200, body: { channels: Object.fromEntries(channels) } };
  }

  private channelInfo(channel: string, info: string[]): ApiAnswer {
    if (info.includes('user_count') && channelKind(channel) !== 'presence') throw new BadRequest('user_count is only available for presence channels.');
    return { status: 200, body: { occupied: this.registry.subscriptionCount(channel) > 0, ...this.counts(channel, info) } };
  }

  private presenceUsers(channel: string): ApiAnswer {
    if (channelKind(channel) !== 'presence') throw new BadRequest('Users can only be listed for presence channels.');
    return { status: 200, body: { users: [...this.registry.members(channel).keys()].map((id) => ({ id })) } };
  }

  private terminate(userId: string): ApiAnswer {
    for (const connection of this.registry.socketsOfUser(userId)) connection.fail(CloseCode.UNAUTHORIZED, 'You got disconnected by the app.');
    return { status: 200, body: {} };
  }

  private counts(channel: string, info: string[]): Record<string, number> {
    const counts: Record<string, number> = {};
    if (info.includes('subscription_count')) counts.subscription_count = this.registry.subscriptionCount(channel);
    if (info.includes('user_count') && channelKind(channel) === 'presence') counts.user_count = this.registry.userCount(channel);
    return counts;
  }
}

function parseEvent(value: unknown, maxEventBytes: number): PublishedEvent {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new BadRequest('An event must be a JSON object.');
  const { name, data, channels, channel, socket_id: socketId, info } = value as Record<string, unknown>;
  if (typeof name !== 'string' || name.length === 0 || name.length > MAX_EVENT_NAME) throw new BadRequest('name must be a string of 1 to 200 characters.');
  if (name.startsWith('pusher:') || name.startsWith('pusher_internal:')) throw new BadRequest('Event names starting with pusher: are reserved.');
  if (typeof data !== 'string') throw new BadRequest('data must be a string.');
  if (Buffer.byteLength(data) > maxEventBytes) throw new BadRequest(`data is larger than ${maxEventBytes} bytes.`, 413);
  const list = channels !== undefined ? channels : channel !== undefined ? [channel] : undefined;
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_CHANNELS_PER_EVENT) throw new BadRequest('channels must list 1 to 100 channels.');
  if (!list.every(isValidChannelName)) throw new BadRequest('A channel name is invalid.');
  if (socketId !== undefined && (typeof socketId !== 'string' || !SOCKET_ID.test(socketId))) throw new BadRequest('socket_id is invalid.');
  if (info !== undefined && typeof info !== 'string') throw new BadRequest('info must be a comma-separated string.');
  return { name, data, channels: list, socketId, info: info ? splitInfo(info) : [] };
}

function infoOf(query: URLSearchParams): string[] {
  return splitInfo(query.get('info') ?? '');
}

function splitInfo(info: string): string[] {
  return info
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new BadRequest('The body is not valid JSON.');
  }
}

function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > limit) {
      request.resume();
      reject(new BadRequest('Request body too large.', 413));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        // Stop buffering but drain the rest, so the 413 can still be written on this connection.
        request.removeAllListeners('data');
        request.resume();
        reject(new BadRequest('Request body too large.', 413));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}
