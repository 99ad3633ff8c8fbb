import { type HttpTransport, TransportFailure, type TransportRequest, type TransportResponse } from './http-transport';

export interface FetchTransportOptions {
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
}

/**
 * Browser transport on fetch, with credentials included so the browser sends and stores the
 * session and XSRF cookies. One attempt: the HttpClient owns retries and statuses.
 */
export class FetchTransport implements HttpTransport {
  private readonly fetch: typeof fetch;

  constructor(options: FetchTransportOptions = {}) {
    // Calling window.fetch detached from window throws "Illegal invocation" in browsers.
    this.fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  async send(request: TransportRequest): Promise<TransportResponse> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), request.timeoutMs);
    try {
      const response = await this.fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        credentials: 'include',
        redirect: 'manual',
        signal: controller.signal,
      });
      const body = await response.text();
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        headers[name.toLowerCase()] = value;
      });
      return { status: response.status, headers, body };
    } catch (error) {
      if (controller.signal.aborted) {
        throw new TransportFailure('timeout', `No answer within ${request.timeoutMs} ms`, { cause: error });
      }
      throw new TransportFailure('network', error instanceof Error ? error.message : 'Network failure', { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }
}
