import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileTooLarge, type DocumentStorage, type StoredFile } from './document-storage.port';

const KEY = /^[a-f0-9]{40}$/;

/**
 * Documents on local disk under one folder, each under a random 40-hex name (the borrower's file
 * name never reaches the file system). A file is written to `tmp/` first and renamed into place
 * only when complete, so a refused or broken upload leaves nothing behind.
 */
export class FilesystemDocumentStorage implements DocumentStorage {
  constructor(private readonly root: string) {}

  async put(source: Readable, maxBytes: number): Promise<StoredFile> {
    const key = randomBytes(20).toString('hex');
    await mkdir(join(this.root, 'tmp'), { recursive: true });
    const temporary = join(this.root, 'tmp', `${key}.part`);
    const hash = createHash('sha256');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > maxBytes) return done(new FileTooLarge(`Larger than ${maxBytes} bytes`));
        hash.update(chunk);
        done(null, chunk);
      },
    });
    // Opened before anything flows: a write stream destroyed before its own open completes still
    // creates the file afterwards, which a removal on failure would then miss.
    const file = await open(temporary, 'wx', 0o600);
    try {
      await pipeline(source, meter, file.createWriteStream());
      // @fastify/multipart ends the stream early (no error) when its own fileSize limit is hit.
      if ((source as Readable & { truncated?: boolean }).truncated) throw new FileTooLarge('Truncated by the multipart limit');
      await rename(temporary, this.pathOf(key));
    } catch (error) {
      await file.close().catch(() => undefined); // the stream may have closed it already
      await rm(temporary, { force: true });
      throw error;
    }
    return { key, size, sha256: hash.digest('hex') };
  }

  async head(key: string, bytes: number): Promise<Buffer> {
    const handle = await open(this.pathOf(key), 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  open(key: string): Readable {
    return createReadStream(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    // Keys are only ever the random names this class makes; anything else is a bug, never a path.
    if (!KEY.test(key)) throw new Error('Not a document storage key');
    return join(this.root, key);
  }
}
