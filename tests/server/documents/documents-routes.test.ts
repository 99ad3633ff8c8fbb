import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentsRepository } from '../../../src-server/db/documents/documents.repository';
import { executableFile, jpegFile, multipartBody, pdfFile, pngFile } from '../../support/document-files';
import { fetchXsrfToken, get, registerUser, send } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function upload(token: string, fields: Record<string, string>, file?: Parameters<typeof multipartBody>[1], xsrf = true) {
  const { payload, contentType } = multipartBody(fields, file);
  const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${token}`, 'content-type': contentType };
  if (xsrf) {
    const value = await fetchXsrfToken(t.app);
    headers.cookie = `XSRF-TOKEN=${encodeURIComponent(value)}`;
    headers['x-xsrf-token'] = value;
  }
  return t.app.inject({ method: 'POST', url: '/api/documents', headers, payload });
}

/** Every stored file (tmp included): what a refused upload must not grow. */
function filesOnDisk(): string[] {
  const root = join(t.dir, 'uploads');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

const PASSPORT = { document_type: 'passport', expires_on: '2031-05-01' };

describe('GET /api/document_type', () => {
  it('lists the six seeded types with their formats, limits and sides', async () => {
    const { token } = await registerUser(t.app);
    const response = await get(t.app, '/api/document_type', token);
    expect(response.statusCode).toBe(200);
    const types = response.json().data;
    expect(types.map((type: { slug: string }) => type.slug)).toEqual(['passport', 'driving-licence', 'national-id', 'proof-of-address', 'payslip', 'bank-statement']);
    expect(types[1]).toMatchObject({ name: 'Driving licence', accepts: ['pdf', 'jpg', 'png'], max_size_kb: 10240, has_back: true, expires: true, min_width: 600 });
    expect(types[4]).toMatchObject({ slug: 'payslip', has_back: false, expires: false, required_by: ['personal-loan', 'debt-consolidation-loan'] });
  });

  it('needs a signed-in borrower', async () => {
    expect((await get(t.app, '/api/document_type')).statusCode).toBe(401);
  });
});

describe('POST /api/documents', () => {
  it.each([
    ['payslip.pdf', pdfFile(), 'application/pdf', { document_type: 'payslip' }],
    ['passport.png', pngFile(), 'image/png', PASSPORT],
    ['licence-front.JPG', jpegFile(), 'image/jpeg', { document_type: 'driving-licence', side: 'front', expires_on: '2030-01-31' }],
  ])('accepts %s as pending', async (name, content, mime, fields) => {
    const { token } = await registerUser(t.app);
    const response = await upload(token, fields, { name, content });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ file_name: name, size: content.length, mime, status: 'pending', review_reason: null, document_type: fields.document_type });
  });

  it.each([
    ['a renamed executable', 'payslip.pdf', executableFile(), { document_type: 'payslip' }, 'This file is not a PDF, JPEG or PNG.'],
    ['a PDF named as a PNG', 'payslip.png', pdfFile(), { document_type: 'payslip' }, 'This file is not a PDF, JPEG or PNG.'],
    ['an extension the type refuses', 'statement.png', pngFile(), { document_type: 'bank-statement' }, 'This file is not a PDF.'],
    ['a polyglot (PNG header, HTML inside)', 'photo.png', Buffer.concat([pngFile(700, 500).subarray(0, 33), Buffer.from('<html><script>alert(1)</script></html>')]), PASSPORT, 'This file contains scripts or web markup, so we cannot accept it.'],
    ['an oversize file', 'big.pdf', Buffer.concat([pdfFile(), Buffer.alloc(10 * 1024 * 1024)]), { document_type: 'payslip' }, 'Larger than 10 MB.'],
    ['an empty file', 'empty.pdf', Buffer.alloc(0), { document_type: 'payslip' }, 'This file is empty.'],
    ['a photo too small to read', 'tiny.png', pngFile(120, 90), PASSPORT, 'The image must be at least 600 × 400 pixels so we can read it.'],
  ])('refuses %s with a 422 naming the problem, and keeps nothing', async (_what, name, content, fields, message) => {
    const { token } = await registerUser(t.app);
    const before = filesOnDisk();
    const response = await upload(token, fields, { name, content });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors.file).toEqual([message]);
    expect(filesOnDisk()).toEqual(before);
    expect((await get(t.app, '/api/documents', token)).json().total).toBe(0);
  });

  it('keeps a ../ file name only as display text, never as a path', async () => {
    const { token } = await registerUser(t.app);
    const response = await upload(token, { document_type: 'payslip' }, { name: '../../etc/pay<slip>.pdf', content: pdfFile() });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.file_name).toBe('payslip.pdf');
    expect(filesOnDisk().every((path) => /[a-f0-9]{40}$/.test(path))).toBe(true);
  });

  it('checks the fields: type, side, expiry, and a file at all', async () => {
    const { token } = await registerUser(t.app);
    const unknownType = await upload(token, { document_type: 'tax-return' }, { name: 'a.pdf', content: pdfFile() });
    expect(unknownType.statusCode).toBe(422);
    expect(unknownType.json().errors.document_type).toEqual(['This kind of document is not one we accept.']);
    const noExpiry = await upload(token, { document_type: 'passport', side: 'back' }, { name: 'a.png', content: pngFile() });
    expect(noExpiry.json().errors).toEqual({ side: ['A passport has only one side.'], expires_on: ['Give the date this document expires.'] });
    const noFile = await upload(token, { document_type: 'payslip' });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors.file).toEqual(['Choose a file to upload.']);
  });

  it('refuses a JSON body and an upload without the XSRF token', async () => {
    const { token } = await registerUser(t.app);
    const json = await send(t.app, 'POST', '/api/documents', { document_type: 'payslip' }, { token });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors.file).toEqual(['Send the document as multipart/form-data with a file.']);
    const withoutXsrf = await upload(token, { document_type: 'payslip' }, { name: 'a.pdf', content: pdfFile() }, false);
    expect(withoutXsrf.statusCode).toBe(419);
  });

  it('stops at the per-borrower quota', async () => {
    const { token } = await registerUser(t.app);
    for (let n = 0; n < 40; n += 1) expect((await upload(token, { document_type: 'payslip' }, { name: `p${n}.pdf`, content: pdfFile(`Payslip ${n}`) })).statusCode).toBe(201);
    const refused = await upload(token, { document_type: 'payslip' }, { name: 'one-more.pdf', content: pdfFile() });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.file).toEqual(['You can keep up to 40 documents. Ask us to remove old ones first.']);
  });
});

describe('GET /api/documents and the file', () => {
  it('pages newest first, filters by type and status, and refuses unknown filters', async () => {
    const { token } = await registerUser(t.app);
    for (let n = 0; n < 12; n += 1) {
      await upload(token, { document_type: n % 2 ? 'payslip' : 'proof-of-address' }, { name: `doc-${n}.pdf`, content: pdfFile(`Doc ${n}`) });
      t.clock.advance(1000);
    }
    const first = (await get(t.app, '/api/documents', token)).json();
    expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, total: 12, from: 1, to: 10, next_page_url: '/api/documents?page=2' });
    expect(first.data[0].file_name).toBe('doc-11.pdf');
    const second = (await get(t.app, '/api/documents?page=2', token)).json();
    expect(second.data.map((d: { file_name: string }) => d.file_name)).toEqual(['doc-1.pdf', 'doc-0.pdf']);
    const payslips = (await get(t.app, '/api/documents?filters[type]=payslip', token)).json();
    expect(payslips.total).toBe(6);
    expect((await get(t.app, '/api/documents?filters[status]=approved', token)).json().total).toBe(0);
    const unknown = await get(t.app, '/api/documents?filters[colour]=red', token);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'filters[colour]': ['This filter is not one we know.'] });
    expect((await get(t.app, '/api/documents?filters[status]=lost', token)).statusCode).toBe(422);
    expect(payslips.next_page_url).toBeNull();
    expect(payslips.first_page_url).toBe('/api/documents?filters[type]=payslip&page=1');
  });

  it('downloads the owner’s file as an attachment with nosniff; another borrower gets a 404', async () => {
    const owner = await registerUser(t.app);
    const content = pdfFile('Council tax bill');
    const { id } = (await upload(owner.token, { document_type: 'proof-of-address' }, { name: 'council tax.pdf', content })).json().data;
    const response = await get(t.app, `/api/documents/${id}/file`, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="council tax.pdf"; filename*=UTF-8''council%20tax.pdf`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.equals(content)).toBe(true);

    const stranger = await registerUser(t.app);
    const refused = await get(t.app, `/api/documents/${id}/file`, stranger.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Not Found.' });
    expect((await get(t.app, '/api/documents/99999999/file', owner.token)).statusCode).toBe(404);
    expect((await get(t.app, '/api/documents', stranger.token)).json().total).toBe(0);
  });
});

describe('reviews and statusesFor', () => {
  it('shows a rejection with its reason, turns past-expiry documents expired, and ranks statuses per type', async () => {
    const { token } = await registerUser(t.app);
    const userId = (await get(t.app, '/api/v1/users/me', token)).json().data.id;
    const repository = new DocumentsRepository(t.database.db);
    const payslip = (await upload(token, { document_type: 'payslip' }, { name: 'p.pdf', content: pdfFile() })).json().data;
    const address = (await upload(token, { document_type: 'proof-of-address' }, { name: 'bill.pdf', content: pdfFile() })).json().data;
    await upload(token, { document_type: 'proof-of-address' }, { name: 'bill-2.pdf', content: pdfFile('again') });
    const passport = (await upload(token, { document_type: 'passport', expires_on: '2027-01-01' }, { name: 'pp.png', content: pngFile() })).json().data;
    expect(await repository.review(payslip.id, 'approved', null, t.clock.now())).toBe(true);
    expect(await repository.review(address.id, 'rejected', 'Older than 3 months', t.clock.now())).toBe(true);
    expect(await repository.review(address.id, 'approved', null, t.clock.now())).toBe(false);
    await repository.review(passport.id, 'approved', null, t.clock.now());

    const rejected = (await get(t.app, '/api/documents?filters[status]=rejected', token)).json().data;
    expect(rejected).toEqual([expect.objectContaining({ id: address.id, status: 'rejected', review_reason: 'Older than 3 months' })]);
    expect(await repository.statusesFor(userId, t.clock.now())).toEqual({ payslip: 'approved', 'proof-of-address': 'pending', passport: 'approved' });
    expect(await repository.statusesFor(userId, new Date('2027-02-01T00:00:00Z'))).toMatchObject({ passport: 'expired' });
  });
});
