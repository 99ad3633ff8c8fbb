/** The HTTP methods the portal uses. */
export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request, fully prepared by the policy: absolute (or same-origin) URL, final headers, encoded body. */
export interface TransportRequest {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  /** A JSON string, or FormData for uploads (the transport sets the multipart boundary). */
  body?: string | FormData;
  /** Abort the attempt after this many milliseconds. */
  timeoutMs: number;
}

/** Whatever the server answered, whatever the status. */
export interface TransportResponse {
  status: number;
  /** Header names in lower case; repeated headers joined with `, `. */
  headers: Record<string, string>;
  /** The raw body text; empty for 204 and HEAD. */
  body: string;
}

export type TransportFailureReason = 'network' | 'timeout';

/** No HTTP answer at all: the connection failed or the attempt timed out. */
export class TransportFailure extends Error {
  constructor(
    readonly reason: TransportFailureReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'TransportFailure';
  }
}

/**
 * Sends exactly one attempt of a request. It neither retries nor interprets the status:
 * every answer is returned; only a missing answer throws a {@link TransportFailure}.
 */
export interface HttpTransport {
  send(request: TransportRequest): Promise<TransportResponse>;
}
