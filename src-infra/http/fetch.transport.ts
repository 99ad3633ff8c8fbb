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
    // fetch reports no upload progress: an upload that wants it goes by XMLHttpRequest.
    if (request.onUploadProgress && request.body instanceof FormData && typeof XMLHttpRequest !== 'undefined') return sendWithProgress(request);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), request.timeoutMs);
    let cancelled = false;
    request.signal?.addEventListener('abort', () => {
      cancelled = true;
      controller.abort();
    });
    if (request.signal?.aborted) cancelled = true;
    try {
      if (cancelled) throw new Error('cancelled before sending');
      const response = await this.fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        credentials: 'include',
        redirect: 'manual',
        signal: controller.signal,
      });
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        headers[name.toLowerCase()] = value;
      });
      if (request.binary && response.ok) return { status: response.status, headers, body: '', bytes: new Uint8Array(await response.arrayBuffer()) };
      return { status: response.status, headers, body: await response.text() };
    } catch (error) {
      if (cancelled) throw new TransportFailure('cancelled', 'Cancelled', { cause: error });
      if (controller.signal.aborted) {
        throw new TransportFailure('timeout', `No answer within ${request.timeoutMs} ms`, { cause: error });
      }
      throw new TransportFailure('network', error instanceof Error ? error.message : 'Network failure', { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }
}

/** One attempt by XMLHttpRequest, reporting the body's progress as it goes out; cancellable. */
function sendWithProgress(request: TransportRequest): Promise<TransportResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.withCredentials = true;
    xhr.timeout = request.timeoutMs;
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => request.onUploadProgress?.(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => resolve({ status: xhr.status, headers: parseHeaderBlock(xhr.getAllResponseHeaders()), body: xhr.responseText });
    xhr.onerror = () => reject(new TransportFailure('network', 'Network failure'));
    xhr.ontimeout = () => reject(new TransportFailure('timeout', `No answer within ${request.timeoutMs} ms`));
    xhr.onabort = () => reject(new TransportFailure('cancelled', 'Cancelled'));
    if (request.signal?.aborted) {
      reject(new TransportFailure('cancelled', 'Cancelled'));
      return;
    }
    request.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(request.body as FormData);
  });
}

/** "name: value\r\n…" (getAllResponseHeaders) → lower-case names; repeated ones joined with ", ". */
export function parseHeaderBlock(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  return headers;
}
