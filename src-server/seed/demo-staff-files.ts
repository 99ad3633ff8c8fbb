import { Readable } from 'node:stream';
import { deflateSync } from 'node:zlib';
import { DocumentsRepository, type DocumentRecord } from '../db/documents/documents.repository';
import type { DocumentStorage } from '../services/document-storage.port';

/** CRC-32 (ISO-HDLC), as every PNG chunk carries it. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real greyscale PNG of a scanned page: white paper, a dark border and ruled lines, `width`×`height`
 * (a photographed bill, say). Small, opens in any viewer, carries nothing but pixels.
 */
export function demoPng(width = 800, height = 560): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const stride = width + 1;
  const rows = Buffer.alloc(stride * height, 0xf4);
  for (let y = 0; y < height; y += 1) {
    rows[y * stride] = 0; // filter: none
    const border = y < 12 || y >= height - 12;
    const ruled = y > 80 && y % 36 === 0;
    for (let x = 0; x < width; x += 1) {
      if (border || x < 12 || x >= width - 12) rows[y * stride + 1 + x] = 0x33;
      else if (ruled && x > 60 && x < width - 60) rows[y * stride + 1 + x] = 0x99;
    }
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

export interface DemoUpload {
  type: string;
  fileName: string;
  content: Buffer;
  mime: 'application/pdf' | 'image/png';
  width?: number;
  height?: number;
  expiresOn?: string;
}

/** Stores `upload` through the storage port and records it as the borrower's document, waiting for review. */
export async function storeDemoDocument(documents: DocumentsRepository, storage: DocumentStorage, userId: number, upload: DemoUpload, at: Date): Promise<DocumentRecord> {
  const type = (await documents.typeBySlug(upload.type))!;
  const stored = await storage.put(Readable.from(upload.content), upload.content.length);
  return documents.create(
    {
      userId,
      documentTypeId: type.id,
      side: type.hasBack ? 'front' : null,
      fileName: upload.fileName,
      storageKey: stored.key,
      sha256: stored.sha256,
      size: stored.size,
      mime: upload.mime,
      width: upload.width ?? null,
      height: upload.height ?? null,
      expiresOn: upload.expiresOn ?? null,
    },
    at,
  );
}
