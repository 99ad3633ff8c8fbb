import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DocumentsRepository } from '../../../src-server/db/documents/documents.repository';
import { jpegFile, multipartBody, pdfFile } from '../../support/document-files';
import { FakeClock } from './fake-clock';
import { fetchXsrfToken, get, registerUser, send } from './http-client';
import type { AppDatabase } from '../../../src-server/db/database.factory';

const openApi = JSON.parse(readFileSync(new URL('../../../docs/api/openapi.json', import.meta.url), 'utf8'));
/** The request example the API reference gives for a POST: the profile a borrower would fill in. */
export const example = (path: string) => openApi.paths[path].post.requestBody.content['application/json'].example;

/** What every seeded product asks for (the document types' `required_by`). */
export const LOAN_DOCUMENTS = ['proof-of-address', 'payslip', 'bank-statement'] as const;

/** Eight years after the test clock starts: in date however far a suite moves its clock through a loan. */
const PASSPORT_EXPIRES_ON = `${new FakeClock().now().getUTCFullYear() + 8}-06-30`;

/** Uploads a PDF of `type` through the API, as the documents page does; returns the document's id. */
export async function uploadDocument(app: FastifyInstance, token: string, type: string): Promise<number> {
  const { payload, contentType } = multipartBody({ document_type: type }, { name: `${type}.pdf`, content: pdfFile(`${type}: test borrower`), type: 'application/pdf' });
  return postDocument(app, token, payload, contentType);
}

/** Uploads a passport photo (a JPEG the screening accepts) with its expiry date; returns the document's id. */
export async function uploadPassport(app: FastifyInstance, token: string, expiresOn = PASSPORT_EXPIRES_ON): Promise<number> {
  const { payload, contentType } = multipartBody({ document_type: 'passport', expires_on: expiresOn }, { name: 'passport.jpg', content: jpegFile(), type: 'image/jpeg' });
  return postDocument(app, token, payload, contentType);
}

async function postDocument(app: FastifyInstance, token: string, payload: Buffer, contentType: string): Promise<number> {
  const xsrf = await fetchXsrfToken(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { accept: 'application/json', authorization: `Bearer ${token}`, 'content-type': contentType, cookie: `XSRF-TOKEN=${encodeURIComponent(xsrf)}`, 'x-xsrf-token': xsrf },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

export interface Borrower {
  token: string;
  bankId: number;
  email: string;
  password: string;
  /** The ids of the documents uploaded, by type. */
  documents: Record<string, number>;
}

/**
 * The documented employment without its declared outgoings (£950 a month): £1,820.50 take-home
 * leaves room for a request above the automatic-decision limit (£20,000 over 60 months), which
 * waits for a person.
 */
export const NO_OUTGOINGS = { monthly_outgoings: null } as const;

/**
 * A borrower with a complete profile (details, address, bank, employment) through the API and the
 * documents loans need: uploaded and approved (the lender's review), only uploaded, or none. The
 * employment is the documented example with `employment` laid over it. An `approved` borrower also
 * has a passport approved with the identity confirmed (docs/design/agreements.md §2), so they can sign
 * an agreement; its id is `documents.passport`.
 */
export async function completeBorrower(
  app: FastifyInstance,
  database: AppDatabase,
  documents: 'approved' | 'pending' | 'none' = 'approved',
  employment: Record<string, unknown> = {},
): Promise<Borrower> {
  const { token, email, password } = await registerUser(app);
  for (const path of ['/api/user_details', '/api/addresses', '/api/user_employments']) {
    const body = path === '/api/user_employments' ? { ...example(path), ...employment } : example(path);
    expect((await send(app, 'POST', path, body, { token })).statusCode).toBe(201);
  }
  const bank = await send(app, 'POST', '/api/banks', { ...example('/api/banks'), account_number: String(10_000_000 + Math.floor(Math.random() * 89_999_999)) }, { token });
  expect(bank.statusCode).toBe(201);
  const uploaded: Record<string, number> = {};
  if (documents !== 'none') {
    for (const type of LOAN_DOCUMENTS) uploaded[type] = await uploadDocument(app, token, type);
    if (documents === 'approved') {
      const repository = new DocumentsRepository(database.db);
      for (const id of Object.values(uploaded)) expect(await repository.review(id, 'approved', null, new Date())).toBe(true);
      uploaded.passport = await uploadPassport(app, token);
      expect(await repository.review(uploaded.passport, 'approved', null, new Date(), { identityConfirmed: true })).toBe(true);
    }
  }
  expect((await get(app, '/api/documents', token)).json().total).toBe(Object.keys(uploaded).length);
  return { token, bankId: bank.json().data.id, email, password, documents: uploaded };
}
