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
  /** Bytes of the body sent so far (uploads: the transport reports as the body goes out). */
  onUploadProgress?: (sent: number, total: number) => void;
  /** The caller gave up (Cancel pressed): the attempt stops and fails as `cancelled`. */
  signal?: CancelSignal;
  /** Keep the body as bytes (a file download); `body` is then empty unless the answer is an error. */
  binary?: boolean;
}

/** The part of an AbortSignal the transports need (the domain's CancelSignal has the same shape). */
export interface CancelSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void): void;
}

/** Whatever the server answered, whatever the status. */
export interface TransportResponse {
  status: number;
  /** Header names in lower case; repeated headers joined with `, `. */
  headers: Record<string, string>;
  /** The raw body text; empty for 204 and HEAD. */
  body: string;
  /** The body's bytes, for binary requests answered with a 2xx. */
  bytes?: Uint8Array;
}

export type TransportFailureReason = 'network' | 'timeout' | 'cancelled';

/** No HTTP answer at all: the connection failed, the attempt timed out, or the caller cancelled it. */
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
