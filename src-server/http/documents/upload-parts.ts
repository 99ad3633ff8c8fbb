import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';

const MALFORMED = 'This upload could not be read: the multipart/form-data body is incomplete or malformed.';

/**
 * The parts of a multipart request, telling a broken body (400) from a fault of ours (500). The
 * parser (busboy) reports a body that ends early, lacks its boundary or has a bad part header as a
 * plain Error with no status and no code, thrown by the iterator or failing the file's stream (often
 * before anyone listens, as the whole body may be parsed already); @fastify/multipart's own limits
 * carry a status (413), and the disk's errors a code (ENOSPC).
 */
export class UploadParts implements AsyncIterable<Multipart> {
  private readonly fromParser = new WeakSet<object>();
  private readonly files: Readable[] = [];

  constructor(private readonly request: FastifyRequest) {}

  async *[Symbol.asyncIterator](): AsyncIterator<Multipart> {
    const parts = this.parserCall(() => this.request.parts()[Symbol.asyncIterator]());
    for (;;) {
      const next = await this.parserCall(() => parts.next());
      if (next.done) return;
      if (next.value.type === 'file') {
        this.files.push(next.value.file);
        next.value.file.once('error', (error: unknown) => this.remember(error));
      }
      yield next.value;
    }
  }

  /** The 400 a malformed body deserves when `error` came from the parser; otherwise `error` itself. */
  explain(error: unknown): unknown {
    if (typeof error !== 'object' || error === null || !isBodyComplaint(error)) return error;
    const fromParser = this.fromParser.has(error) || this.files.some((file) => file.errored === error);
    return fromParser ? new HttpError(400, MALFORMED) : error;
  }

  private parserCall<T>(call: () => T): T {
    try {
      const result = call();
      if (result instanceof Promise) return result.catch((error: unknown) => this.rethrow(error)) as T;
      return result;
    } catch (error) {
      return this.rethrow(error);
    }
  }

  private rethrow(error: unknown): never {
    this.remember(error);
    throw this.explain(error);
  }

  private remember(error: unknown): void {
    if (typeof error === 'object' && error !== null) this.fromParser.add(error);
  }
}

function isBodyComplaint(error: object): boolean {
  return error.constructor === Error && !('statusCode' in error) && !('code' in error);
}
