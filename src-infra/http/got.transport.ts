import got, { RequestError, TimeoutError } from 'got';
import type { CookieJar } from 'tough-cookie';
import { type HttpTransport, TransportFailure, type TransportRequest, type TransportResponse } from './http-transport';

export interface GotTransportOptions {
  /** Shared with FileCookieJar so cookies the server sets (XSRF-TOKEN) are kept and sent back. */
  cookieJar?: CookieJar;
}

/** Node transport (CLI, contract tests) on got. One attempt: the HttpClient owns retries and statuses. */
export class GotTransport implements HttpTransport {
  constructor(private readonly options: GotTransportOptions = {}) {}

  async send(request: TransportRequest): Promise<TransportResponse> {
    const controller = new AbortController();
    request.signal?.addEventListener('abort', () => controller.abort());
    if (request.signal?.aborted) throw new TransportFailure('cancelled', 'Cancelled');
    try {
      const call = got(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        cookieJar: this.options.cookieJar,
        // limit 0 turns got's retry off; its backoff settings are then irrelevant (STACK trap 4).
        retry: { limit: 0 },
        throwHttpErrors: false,
        followRedirect: false,
        timeout: { request: request.timeoutMs },
        responseType: 'buffer',
        signal: controller.signal,
      });
      if (request.onUploadProgress) call.on('uploadProgress', (progress) => request.onUploadProgress!(progress.transferred, progress.total ?? 0));
      const response = await call;
      const headers = flattenHeaders(response.headers);
      const ok = response.statusCode >= 200 && response.statusCode <= 299;
      if (request.binary && ok) return { status: response.statusCode, headers, body: '', bytes: new Uint8Array(response.body) };
      return { status: response.statusCode, headers, body: response.body.toString('utf8') };
    } catch (error) {
      if (controller.signal.aborted) throw new TransportFailure('cancelled', 'Cancelled', { cause: error });
      if (error instanceof TimeoutError) {
        throw new TransportFailure('timeout', `No answer within ${request.timeoutMs} ms`, { cause: error });
      }
      if (error instanceof RequestError) throw new TransportFailure('network', error.message, { cause: error });
      throw error;
    }
  }
}

function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}
