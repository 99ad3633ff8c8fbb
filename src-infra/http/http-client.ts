import type { SessionStore } from '../../src-domain/auth/session-store.port';
import { Unavailable, Unexpected } from '../../src-domain/shared/errors';
import { type CookieAccess, decodeCookieValue } from '../session/cookie-access';
import {
  type CancelSignal,
  type HttpMethod,
  type HttpTransport,
  TransportFailure,
  type TransportRequest,
  type TransportResponse,
} from './http-transport';
import { type QueryParams, joinUrl, toQueryString } from './request-url';
import { parseJsonBody } from './response-body';
import {
  MAX_ATTEMPTS,
  MAX_RETRY_AFTER_SECONDS,
  defaultRetryDelay,
  isRetryableStatus,
  isSafeMethod,
  mayRetry,
  parseRetryAfter,
} from './retry-policy';
import { toDomainError } from './status-error.mapper';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_COOKIE_PATH = '/sanctum/csrf-cookie';
const DEFAULT_TIMEOUT_MS = 15_000;
/** 10 MB at 0.5 Mbit/s with room to spare. */
const UPLOAD_TIMEOUT_MS = 300_000;
/** Laravel's answer to a missing or stale XSRF token. */
const XSRF_MISMATCH = 419;

export interface HttpClientOptions {
  /** Origin (and optional prefix) of the API; `''` means the page's own origin. */
  baseUrl: string;
  transport: HttpTransport;
  cookies: CookieAccess;
  sessions: SessionStore;
  /** Called after a 401 has cleared the session: sends the person to /auth/sign-in. */
  onUnauthenticated?: () => void;
  /** Milliseconds to wait before retry `attempt` (1-based); tests inject 0. */
  retryDelay?: (attempt: number, retryAfterSeconds: number | null) => number;
  /** Per-attempt timeout. */
  timeoutMs?: number;
}

export interface RequestOptions {
  json?: unknown;
  query?: QueryParams;
  /** Multipart body, for uploads only. */
  form?: FormData;
  /** Upload progress of the body, as the transport sends it. */
  onUploadProgress?: (sent: number, total: number) => void;
  /** Cancels the call: it fails at once with Unavailable and is never retried. */
  signal?: CancelSignal;
  /** Answer with the body's bytes (file downloads); see {@link HttpClient.download}. */
  binary?: boolean;
  /** Sent as `Idempotency-Key`; lets a write be retried like a read. */
  idempotencyKey?: string;
}

export type WriteOptions = Pick<RequestOptions, 'query' | 'idempotencyKey'>;

/**
 * The one HTTP policy of the client (ARCHITECTURE §5, spec §4/§7/§8): base URL, headers, Sanctum XSRF,
 * the retry rule, the 401 sign-out and the mapping of every failure onto the domain's errors.
 * Resolves with the parsed JSON body (`undefined` when there is none); every failure of the call
 * rejects with a DomainError carrying the HTTP status when there was one.
 */
export class HttpClient {
  private readonly retryDelay: (attempt: number, retryAfterSeconds: number | null) => number;
  private readonly timeoutMs: number;
  /** Shared by concurrent writes so a cold start fetches the XSRF cookie once. */
  private xsrfBootstrap: Promise<void> | null = null;

  constructor(private readonly options: HttpClientOptions) {
    this.retryDelay = options.retryDelay ?? defaultRetryDelay;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  get<T>(path: string, options: Pick<RequestOptions, 'query'> = {}): Promise<T> {
    return this.request<T>('GET', path, options);
  }

  post<T>(path: string, body?: unknown, options: WriteOptions = {}): Promise<T> {
    return this.request<T>('POST', path, { ...options, ...bodyOption(body) });
  }

  put<T>(path: string, body?: unknown, options: WriteOptions = {}): Promise<T> {
    return this.request<T>('PUT', path, { ...options, ...bodyOption(body) });
  }

  patch<T>(path: string, body?: unknown, options: WriteOptions = {}): Promise<T> {
    return this.request<T>('PATCH', path, { ...options, ...bodyOption(body) });
  }

  delete<T>(path: string, options: WriteOptions = {}): Promise<T> {
    return this.request<T>('DELETE', path, options);
  }

  async request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const url = joinUrl(this.options.baseUrl, path) + toQueryString(options.query);
    const stateChanging = !isSafeMethod(method);
    if (stateChanging && !this.options.cookies.get(XSRF_COOKIE)) await this.bootstrapXsrf();

    const response = await this.sendWithPolicy(method, url, options, stateChanging);
    return this.read<T>(method, response);
  }

  /**
   * A GET whose answer is a file: its bytes and type (the caller knows its name). Failures map
   * onto the domain's errors like any other call.
   */
  async download(path: string): Promise<DownloadedFile> {
    const url = joinUrl(this.options.baseUrl, path);
    const response = await this.sendWithPolicy('GET', url, { binary: true }, false);
    if (response.status < 200 || response.status > 299 || !response.bytes) this.read<void>('GET', response);
    return { bytes: response.bytes ?? new Uint8Array(), type: response.headers['content-type'] ?? 'application/octet-stream' };
  }

  private async sendWithPolicy(
    method: HttpMethod,
    url: string,
    options: RequestOptions,
    stateChanging: boolean,
  ): Promise<TransportResponse> {
    const retryable = mayRetry(method, options.idempotencyKey);
    let attempt = 1;
    let xsrfRefreshed = false;
    for (;;) {
      let response: TransportResponse;
      try {
        response = await this.options.transport.send(this.prepare(method, url, options));
      } catch (error) {
        if (!(error instanceof TransportFailure)) throw error;
        if (error.reason === 'cancelled') throw new Unavailable('Cancelled.');
        if (retryable && attempt < MAX_ATTEMPTS) {
          await sleep(this.retryDelay(attempt, null));
          attempt += 1;
          continue;
        }
        throw new Unavailable('The service could not be reached.');
      }

      if (response.status === XSRF_MISMATCH && stateChanging && !xsrfRefreshed) {
        xsrfRefreshed = true;
        await this.fetchXsrfCookie();
        continue;
      }

      if (retryable && attempt < MAX_ATTEMPTS && isRetryableStatus(response.status)) {
        const retryAfter = parseRetryAfter(response.headers['retry-after']);
        if (retryAfter === null || retryAfter <= MAX_RETRY_AFTER_SECONDS) {
          await sleep(this.retryDelay(attempt, retryAfter));
          attempt += 1;
          continue;
        }
      }
      return response;
    }
  }

  private prepare(method: HttpMethod, url: string, options: RequestOptions): TransportRequest {
    const headers: Record<string, string> = { Accept: 'application/json' };
    // Read per attempt: a 419 refresh or a sign-in in between changes them.
    const xsrf = this.options.cookies.get(XSRF_COOKIE);
    if (xsrf) headers['X-XSRF-TOKEN'] = decodeCookieValue(xsrf);
    const token = this.options.sessions.read()?.token;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.idempotencyKey !== undefined) headers['Idempotency-Key'] = options.idempotencyKey;

    let body: string | FormData | undefined;
    if (options.form !== undefined) {
      body = options.form;
    } else if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    // An upload on a slow phone connection may take minutes; an answer to it still comes quickly.
    const timeoutMs = options.form !== undefined ? Math.max(this.timeoutMs, UPLOAD_TIMEOUT_MS) : this.timeoutMs;
    return { method, url, headers, body, timeoutMs, onUploadProgress: options.onUploadProgress, signal: options.signal, binary: options.binary };
  }

  private read<T>(method: HttpMethod, response: TransportResponse): T {
    const { status } = response;
    if (status === 401) {
      this.options.sessions.clear();
      this.options.onUnauthenticated?.();
      throw toDomainError(response);
    }
    if (status < 200 || status > 299) throw toDomainError(response);
    if (status === 204 || method === 'HEAD') return undefined as T;
    try {
      return parseJsonBody(response.body) as T;
    } catch {
      // An SPA fallback page or a proxy's HTML where JSON was due: the call did not reach the API.
      throw new Unexpected('The server sent an answer the portal cannot read.', status);
    }
  }

  private bootstrapXsrf(): Promise<void> {
    this.xsrfBootstrap ??= this.fetchXsrfCookie().finally(() => {
      this.xsrfBootstrap = null;
    });
    return this.xsrfBootstrap;
  }

  /** GET /sanctum/csrf-cookie; the cookie itself is stored by the browser or the shared jar. */
  private async fetchXsrfCookie(): Promise<void> {
    const url = joinUrl(this.options.baseUrl, XSRF_COOKIE_PATH);
    const response = await this.sendWithPolicy('GET', url, {}, false);
    this.read<void>('GET', response);
  }
}

/** A file the server sent. */
export interface DownloadedFile {
  bytes: Uint8Array;
  type: string;
}

function bodyOption(body: unknown): Pick<RequestOptions, 'json' | 'form'> {
  if (body === undefined) return {};
  return typeof FormData !== 'undefined' && body instanceof FormData ? { form: body } : { json: body };
}

function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
