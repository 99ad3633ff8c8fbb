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
    try {
      const response = await got(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        cookieJar: this.options.cookieJar,
        // limit 0 turns got's retry off; its backoff settings are then irrelevant (STACK trap 4).
        retry: { limit: 0 },
        throwHttpErrors: false,
        followRedirect: false,
        timeout: { request: request.timeoutMs },
        responseType: 'text',
      });
      return { status: response.statusCode, headers: flattenHeaders(response.headers), body: response.body };
    } catch (error) {
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
