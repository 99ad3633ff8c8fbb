import { constants, createDeflate } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegFile, pdfFile, pngFile } from '../../support/document-files';
import { get, registerUser } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { embeddedFile, hexEscapedJavaScript, javaScriptInObjectStream, jpegWithScriptAt, launchAction, openActionJavaScript, pdfOf, pdfWithObjectStream, pdfWithScriptFarIn, pngClaiming } from './hostile-files';
import { filesUnder, upload, uploadHeaders } from './upload-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PAYSLIP = { document_type: 'payslip' };
const PASSPORT = { document_type: 'passport', expires_on: '2031-05-01' };
const PDF_ACTIONS = 'This PDF contains scripts, actions that open other programs or attached files, so we cannot accept it. Print it to a new PDF and upload that.';
const MARKUP = 'This file contains scripts or web markup, so we cannot accept it.';

/** Deflated zeros: `megabytes` MB once inflated, a thousandth of that on the wire. */
async function deflatedZeros(megabytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: constants.Z_BEST_COMPRESSION });
  const output: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => output.push(chunk));
  const megabyte = Buffer.alloc(1024 * 1024);
  for (let n = 0; n < megabytes; n += 1) if (!deflate.write(megabyte)) await new Promise((resume) => deflate.once('drain', resume));
  await new Promise((done) => deflate.end(done));
  return Buffer.concat(output);
}

async function zipBombPdf(): Promise<Buffer> {
  const zeros = await deflatedZeros(300);
  const head = pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>', `<< /Filter /FlateDecode /Length ${zeros.length} >>\nstream\n`]);
  // pdfOf writes `endobj` after each object: put the stream's bytes before the third one's.
  const cut = head.lastIndexOf('\nendobj\nxref');
  return Buffer.concat([head.subarray(0, cut), zeros, Buffer.from('\nendstream'), head.subarray(cut)]);
}

describe('POST /api/documents: what a file may not carry', () => {
  it.each([
    ['a PDF with <script> 80 KB in', 'statement.pdf', pdfWithScriptFarIn, PAYSLIP, MARKUP],
    ['a JPEG with <script> 70 KB in', 'licence.jpg', () => jpegWithScriptAt(70 * 1024), PASSPORT, MARKUP],
    ['a JPEG with <script> across the 64 KiB read boundary', 'licence.jpg', () => jpegWithScriptAt(64 * 1024 - 4), PASSPORT, MARKUP],
    ['a PDF that runs JavaScript when opened', 'payslip.pdf', openActionJavaScript, PAYSLIP, PDF_ACTIONS],
    ['a PDF whose names hide as #xx escapes (/J#61vaScript)', 'payslip.pdf', hexEscapedJavaScript, PAYSLIP, PDF_ACTIONS],
    ['a PDF that launches a program', 'payslip.pdf', launchAction, PAYSLIP, PDF_ACTIONS],
    ['a PDF carrying an embedded file', 'payslip.pdf', embeddedFile, PAYSLIP, PDF_ACTIONS],
    ['a PDF with JavaScript inside a compressed object stream', 'payslip.pdf', javaScriptInObjectStream, PAYSLIP, PDF_ACTIONS],
    ['a PDF cut off half-way', 'payslip.pdf', () => pdfFile().subarray(0, 200), PAYSLIP, 'We could not read this PDF. Print it to a new PDF and upload that.'],
    ['a PDF whose compressed stream is corrupt', 'payslip.pdf', () => pdfOf(['<< /Type /Catalog >>', '<< /Filter /FlateDecode /Length 8 >>\nstream\nx\x9cgarbage\nendstream']), PAYSLIP, 'We could not read this PDF. Print it to a new PDF and upload that.'],
    ['an encrypted PDF', 'payslip.pdf', () => pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>', '<< /Filter /Standard /V 2 /R 3 /O <00> /U <00> /P -4 >>']).toString('latin1').replace('/Root 1 0 R', '/Root 1 0 R /Encrypt 3 0 R'), PAYSLIP, 'This PDF is password-protected or encrypted, so we cannot check it. Save a copy without the password and upload that.'],
    ['a PNG whose header claims 60,000 × 60,000 pixels', 'passport.png', () => pngClaiming(60_000, 60_000), PASSPORT, 'This image has more than 40 megapixels, the most we accept (for example 8,000 × 5,000). Take the photo at a lower resolution or scan the document.'],
  ])('refuses %s with a 422 naming the problem, and keeps nothing', async (_what, name, make, fields, message) => {
    const made = make();
    const content = typeof made === 'string' ? Buffer.from(made, 'latin1') : made;
    const { token } = await registerUser(t.app);
    const before = filesUnder(t.config.uploadDir);
    const response = await upload(t.app, token, fields, { name, content });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({ message, errors: { file: [message] } });
    expect(filesUnder(t.config.uploadDir)).toEqual(before);
  });

  it('refuses a PDF whose streams inflate past the 256 MB budget (a deflate bomb), without holding them', async () => {
    const { token } = await registerUser(t.app);
    const response = await upload(t.app, token, PAYSLIP, { name: 'payslip.pdf', content: await zipBombPdf() });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors.file).toEqual(['This PDF unpacks to more than 256 MB, so we cannot check it. Print it to a new PDF and upload that.']);
  });

  it.each([
    ['a plain PDF with a long page of text', 'statement.pdf', pdfFile(Array.from({ length: 400 }, (_, n) => `Line ${n}`).join(' ')), PAYSLIP],
    ['a PDF whose compressed object stream holds only named destinations', 'payslip.pdf', pdfWithObjectStream('<< /Dests << /Names [(page-1) [3 0 R /Fit]] >> >>'), PAYSLIP],
    ['an image of exactly 40 megapixels', 'passport.png', pngClaiming(8000, 5000), PASSPORT],
    ['a large JPEG photo', 'licence.jpg', Buffer.concat([jpegFile(4000, 3000).subarray(0, -2), Buffer.alloc(2 * 1024 * 1024, 0x3c), Buffer.from([0xff, 0xd9])]), PASSPORT],
  ])('still accepts %s', async (_what, name, content, fields) => {
    const { token } = await registerUser(t.app);
    const bytes = typeof content === 'string' ? Buffer.from(content, 'latin1') : content;
    const response = await upload(t.app, token, fields, { name, content: bytes });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('POST /api/documents: the file name', () => {
  it.each([
    ['a right-to-left override that shows "exe.pdf" as "fdp.exe"', 'invoice\u202Efdp.pdf', 'invoicefdp.pdf'],
    ['isolates and marks', '\u2067pay\u200Fslip\u2069\u200E\u061C.pdf', 'payslip.pdf'],
    ['embeddings and pops', '\u202Apay\u202Bslip\u202C\u202D.pdf', 'payslip.pdf'],
  ])('strips %s from the stored name', async (_what, name, stored) => {
    const { token } = await registerUser(t.app);
    const response = await upload(t.app, token, PAYSLIP, { name, content: pdfFile() });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.file_name).toBe(stored);
    expect((await get(t.app, '/api/documents', token)).json().data[0].file_name).toBe(stored);
  });

  it('judges the extension after stripping, so a disguised executable is refused', async () => {
    const { token } = await registerUser(t.app);
    const response = await upload(t.app, token, PAYSLIP, { name: 'payslip\u202Efdp.exe', content: pdfFile() });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file).toEqual(['This file is not a PDF, JPEG or PNG.']);
  });
});

describe('POST /api/documents: a body that is not multipart', () => {
  const MALFORMED = { message: 'This upload could not be read: the multipart/form-data body is incomplete or malformed.' };
  const fileHeader = '--abc\r\nContent-Disposition: form-data; name="document_type"\r\n\r\npayslip\r\n--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n';

  it.each([
    ['plain text under a multipart content type', 'multipart/form-data; boundary=abc', 'hello, this is not multipart at all'],
    ['no boundary at all', 'multipart/form-data', 'hello'],
    ['a boundary longer than the parser takes', `multipart/form-data; boundary=${'b'.repeat(300)}`, `--${'b'.repeat(300)}\r\n`],
    ['a file part that never ends', 'multipart/form-data; boundary=abc', `${fileHeader}%PDF-1.7 and then nothing`],
    ['a large file part that never ends', 'multipart/form-data; boundary=abc', `${fileHeader}${'%PDF-1.7 '.repeat(50_000)}`],
  ])('answers %s with a 400 and a message, never a 500', async (_what, contentType, body) => {
    const { token } = await registerUser(t.app);
    const before = filesUnder(t.config.uploadDir);
    const response = await t.app.inject({ method: 'POST', url: '/api/documents', headers: { ...(await uploadHeaders(t.app, token)), 'content-type': contentType }, payload: body });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual(MALFORMED);
    expect(filesUnder(t.config.uploadDir)).toEqual(before);
  });
});
