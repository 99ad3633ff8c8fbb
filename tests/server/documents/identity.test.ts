import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentsRepository } from '../../../src-server/db/documents/documents.repository';
import { UsersRepository } from '../../../src-server/db/users.repository';
import { seedDemoDocuments } from '../../../src-server/seed/demo-documents.seed';
import { FilesystemDocumentStorage } from '../../../src-server/services/filesystem-document.storage';
import type { OutboxMessage } from '../../../src-server/services/outbox/outbox.port';
import { jpegFile, multipartBody, pdfFile } from '../../support/document-files';
import { fetchXsrfToken, get, registerUser } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { lenderOn } from '../support/lender-harness';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let documents: DocumentsRepository;
const mail: OutboxMessage[] = [];
let lender: ReturnType<typeof lenderOn>;
beforeAll(async () => {
  t = await createTestApp();
  documents = new DocumentsRepository(t.database.db);
  const broadcaster = { broadcast: async () => undefined };
  lender = lenderOn(t, { mail });
});
afterAll(() => t.close());

/** A signed-up borrower: their token, id and e-mail. */
async function borrower(): Promise<{ token: string; userId: number; email: string }> {
  const { token, email } = await registerUser(t.app);
  const user = await new UsersRepository(t.database.db).findByEmail(email);
  return { token, userId: user!.id, email };
}

async function upload(token: string, fields: Record<string, string>, name: string, content: Buffer): Promise<number> {
  const { payload, contentType } = multipartBody(fields, { name, content });
  const xsrf = await fetchXsrfToken(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { accept: 'application/json', authorization: `Bearer ${token}`, 'content-type': contentType, cookie: `XSRF-TOKEN=${encodeURIComponent(xsrf)}`, 'x-xsrf-token': xsrf },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

const passport = (token: string, expiresOn = '2031-05-01') => upload(token, { document_type: 'passport', expires_on: expiresOn }, 'passport.jpg', jpegFile());

describe('DocumentsRepository.identityStatus', () => {
  it('is neither verified nor pending with no photo ID, whatever else is on file', async () => {
    const { token, userId } = await borrower();
    const payslip = await upload(token, { document_type: 'payslip' }, 'payslip.pdf', pdfFile());
    await documents.review(payslip, 'approved', null, t.clock.now());
    expect(await documents.identityStatus(userId, t.clock.now())).toEqual({ verified: false, pending: false, documentId: null });
  });

  it('is pending while a photo ID waits for review', async () => {
    const { token, userId } = await borrower();
    const id = await upload(token, { document_type: 'driving-licence', side: 'front', expires_on: '2030-01-31' }, 'licence.jpg', jpegFile());
    expect(await documents.identityStatus(userId, t.clock.now())).toEqual({ verified: false, pending: true, documentId: id });
  });

  it('is not verified by an approval without the reviewer confirming the holder', async () => {
    const { token, userId } = await borrower();
    const id = await passport(token);
    expect(await documents.review(id, 'approved', null, t.clock.now())).toBe(true);
    expect(await documents.identityStatus(userId, t.clock.now())).toEqual({ verified: false, pending: false, documentId: null });
  });

  it('is verified by an approved photo ID whose holder the reviewer confirmed, and says which', async () => {
    const { token, userId } = await borrower();
    const id = await passport(token);
    expect(await documents.review(id, 'approved', null, t.clock.now(), { identityConfirmed: true })).toBe(true);
    expect(await documents.identityStatus(userId, t.clock.now())).toEqual({ verified: true, pending: false, documentId: id });
  });

  it('is verified through the last day of the document, and no longer once it has expired', async () => {
    const { token, userId } = await borrower();
    const lastDay = new Date(t.clock.now().getTime() + 30 * DAY).toISOString().slice(0, 10);
    const id = await passport(token, lastDay);
    await documents.review(id, 'approved', null, t.clock.now(), { identityConfirmed: true });
    expect((await documents.identityStatus(userId, new Date(`${lastDay}T23:00:00Z`))).verified).toBe(true);
    expect(await documents.identityStatus(userId, new Date(t.clock.now().getTime() + 31 * DAY))).toEqual({ verified: false, pending: false, documentId: null });
  });

  it('is not confirmed by a rejection, and counts only the borrower’s own documents', async () => {
    const first = await borrower();
    const second = await borrower();
    const rejected = await passport(first.token);
    await documents.review(rejected, 'rejected', 'The photo is blurred', t.clock.now(), { identityConfirmed: true });
    const theirs = await passport(second.token);
    await documents.review(theirs, 'approved', null, t.clock.now(), { identityConfirmed: true });
    expect(await documents.identityStatus(first.userId, t.clock.now())).toEqual({ verified: false, pending: false, documentId: null });
    expect((await documents.identityStatus(second.userId, t.clock.now())).verified).toBe(true);
  });
});

describe('the demo borrower', () => {
  it('has her passport confirmed by the demo’s reviewer on purpose, so she can sign an offer', async () => {
    const { userId } = await borrower();
    await seedDemoDocuments(t.database, new FilesystemDocumentStorage(t.config.uploadDir), userId, new Date(t.clock.now().getTime() - 180 * DAY));
    const status = await documents.identityStatus(userId, t.clock.now());
    expect(status).toMatchObject({ verified: true, pending: false });
    expect((await documents.find(status.documentId!, t.clock.now()))?.typeSlug).toBe('passport');
  });
});

describe('the wire', () => {
  it('groups the three photo-ID types as one of photo-identity, and nothing else', async () => {
    const { token } = await borrower();
    const types = (await get(t.app, '/api/document_type', token)).json().data as Array<{ slug: string; one_of: string | null }>;
    expect(Object.fromEntries(types.map((type) => [type.slug, type.one_of]))).toEqual({
      passport: 'photo-identity',
      'driving-licence': 'photo-identity',
      'national-id': 'photo-identity',
      'proof-of-address': null,
      payslip: null,
      'bank-statement': null,
    });
  });

  it('says on each document whether its holder’s identity is confirmed', async () => {
    const { token } = await borrower();
    const confirmed = await passport(token);
    const payslip = await upload(token, { document_type: 'payslip' }, 'payslip.pdf', pdfFile());
    await documents.review(confirmed, 'approved', null, t.clock.now(), { identityConfirmed: true });
    const listed = (await get(t.app, '/api/documents', token)).json().data as Array<{ id: number; identity_confirmed: boolean }>;
    expect(listed.map(({ id, identity_confirmed }) => ({ id, identity_confirmed }))).toEqual([
      { id: payslip, identity_confirmed: false },
      { id: confirmed, identity_confirmed: true },
    ]);
  });
});

describe('lender approve-document --identity-confirmed', () => {
  it('approves a photo ID with its holder confirmed, tells the borrower, and the list shows it', async () => {
    const { token, userId, email } = await borrower();
    const id = await passport(token);
    expect((await lender('documents')).printed).toMatch(new RegExp(`${id} .*Passport.*not confirmed`));

    const approved = await lender('approve-document', String(id), '--identity-confirmed');
    expect(approved.code).toBe(0);
    expect(approved.printed).toContain(`Document ${id} (Passport, passport.jpg) approved, identity confirmed; the borrower has been told.`);
    expect(await documents.identityStatus(userId, t.clock.now())).toEqual({ verified: true, pending: false, documentId: id });
    expect(mail.filter((m) => m.to === email).at(-1)?.text).toContain('Your identity is confirmed, so you can sign a loan agreement with us.');
    const row = (await lender('documents', '--status', 'approved')).printed.split('\n').find((line) => line.trimStart().startsWith(`${id} `));
    expect(row).toMatch(/Passport.* confirmed /);
    expect(row).not.toContain('not confirmed');
  });

  it('approves without confirming the holder when the flag is left out', async () => {
    const { token, userId } = await borrower();
    const id = await passport(token);
    expect((await lender('approve-document', String(id))).printed).toContain(`Document ${id} (Passport, passport.jpg) approved; the borrower has been told.`);
    expect((await documents.identityStatus(userId, t.clock.now())).verified).toBe(false);
  });

  it('confirms the holder afterwards on a photo ID approved without it, once', async () => {
    const { token, userId } = await borrower();
    const id = await passport(token);
    await lender('approve-document', String(id));
    const confirmed = await lender('approve-document', '--identity-confirmed', String(id));
    expect(confirmed.code).toBe(0);
    expect(confirmed.printed).toContain(`Document ${id} (Passport, passport.jpg): identity confirmed; the borrower has been told.`);
    expect((await documents.identityStatus(userId, t.clock.now())).verified).toBe(true);
    const again = await lender('approve-document', String(id), '--identity-confirmed');
    expect(again.code).toBe(2);
    expect(again.printed).toContain(`Document ${id} already has its holder's identity confirmed.`);
  });

  it('refuses the flag on a document that is not a photo ID, and leaves it pending', async () => {
    const { token } = await borrower();
    const id = await upload(token, { document_type: 'payslip' }, 'payslip.pdf', pdfFile());
    const refused = await lender('approve-document', String(id), '--identity-confirmed');
    expect(refused.code).toBe(2);
    expect(refused.printed).toContain(`Document ${id} is a payslip, not a photo identity document (passport, driving licence or national identity card): there is no identity to confirm on it.`);
    expect((await documents.find(id, t.clock.now()))?.status).toBe('pending');
  });

  it('refuses a rejected photo ID and an unknown option', async () => {
    const { token } = await borrower();
    const id = await passport(token);
    await lender('reject-document', String(id), '--reason', 'The photo is blurred');
    const rejected = await lender('approve-document', String(id), '--identity-confirmed');
    expect(rejected.code).toBe(2);
    expect(rejected.printed).toContain(`Document ${id} is rejected; only a pending document can be reviewed.`);
    const typo = await lender('approve-document', String(id), '--identity');
    expect(typo.code).toBe(2);
    expect(typo.printed).toContain('approve-document takes no --identity; did you mean --identity-confirmed?');
  });

  it('says in the help what the reviewer confirms', async () => {
    const help = await lender('help');
    expect(help.printed).toContain('approve-document <document-id> [--identity-confirmed]');
    expect(help.printed).toContain('holder’s name and date of birth match the profile');
  });
});
