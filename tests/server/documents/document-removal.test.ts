import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentsRepository } from '../../../src-server/db/documents/documents.repository';
import { pdfFile } from '../../support/document-files';
import { get, registerUser, send } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { filesUnder, upload } from './upload-client';

/**
 * DELETE /api/documents/{id} (ADR 0035): a borrower removes a document the lender has not checked;
 * a checked one stays, another borrower's is not found, and races have one winner.
 */
const REVIEWED = 'We have already checked this document, so it stays on your record and cannot be removed.';

let t: TestApp;
let reviews: DocumentsRepository;
beforeAll(async () => {
  t = await createTestApp();
  reviews = new DocumentsRepository(t.database.db);
});
afterAll(() => t.close());

async function uploadPayslip(token: string, name = 'payslip.pdf'): Promise<number> {
  const response = await upload(t.app, token, { document_type: 'payslip' }, { name, content: pdfFile(name) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

const remove = (token: string, id: number | string, xsrf?: null) => send(t.app, 'DELETE', `/api/documents/${id}`, undefined, { token, ...(xsrf === null ? { xsrf } : {}) });
const listed = async (token: string) => (await get(t.app, '/api/documents', token)).json().data.map((d: { id: number }) => d.id) as number[];
/** The list's total as the paginator states it (kept by the database, migration 0108). */
const total = async (token: string) => (await get(t.app, '/api/documents', token)).json().total as number;

describe('DELETE /api/documents/{id}', () => {
  it('given a pending document, the owner removes it: gone from the list, from the disk, its download 404, its quota freed', async () => {
    const { token } = await registerUser(t.app);
    const kept = await uploadPayslip(token, 'kept.pdf');
    const id = await uploadPayslip(token, 'wrong.pdf');
    const onDisk = filesUnder(t.config.uploadDir).length;

    const response = await remove(token, id);

    expect(response.statusCode).toBe(204);
    expect(await listed(token)).toEqual([kept]);
    expect(await total(token)).toBe(1);
    expect(filesUnder(t.config.uploadDir)).toHaveLength(onDisk - 1);
    expect((await get(t.app, `/api/documents/${id}/file`, token)).statusCode).toBe(404);
    expect((await get(t.app, `/api/documents/${kept}/file`, token)).statusCode).toBe(200);
    expect(await reviews.usage((await reviews.find(kept, t.clock.now()))!.userId)).toEqual({ files: 1, bytes: pdfFile('kept.pdf').length });
  });

  it.each(['approved', 'rejected'] as const)('given an %s document, it is refused with 409 and the reason, and the file stays', async (status) => {
    const { token } = await registerUser(t.app);
    const id = await uploadPayslip(token);
    await reviews.review(id, status, status === 'rejected' ? 'Blurred.' : null, t.clock.now());

    const response = await remove(token, id);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: REVIEWED });
    expect(await listed(token)).toEqual([id]);
    expect((await get(t.app, `/api/documents/${id}/file`, token)).statusCode).toBe(200);
  });

  it('given another borrower’s document, it answers 404 as for one that does not exist, and leaves it', async () => {
    const owner = await registerUser(t.app);
    const id = await uploadPayslip(owner.token);
    const stranger = await registerUser(t.app);

    expect((await remove(stranger.token, id)).statusCode).toBe(404);
    expect((await remove(stranger.token, 999_999)).statusCode).toBe(404);
    expect(await listed(owner.token)).toEqual([id]);
  });

  it('refuses a document sent with a secure message: it belongs to that correspondence', async () => {
    const { token } = await registerUser(t.app);
    const id = await uploadPayslip(token);
    const sent = await send(t.app, 'POST', '/api/v1/messages', { subject: 'My payslip', body: 'Here is my payslip.', document_ids: [id] }, { token });
    expect(sent.statusCode, sent.body).toBe(201);

    const response = await remove(token, id);

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('You sent this document with a message to us, so it stays with that message and cannot be removed.');
  });

  it('never answers 500 to a bad id, needs the XSRF token and a signed-in borrower', async () => {
    const { token } = await registerUser(t.app);
    const id = await uploadPayslip(token);
    for (const bad of ['abc', '-1', '0', '1.5', '99999999999999999999']) expect((await remove(token, bad)).statusCode).toBe(404);
    expect((await remove(token, id, null)).statusCode).toBe(419);
    expect((await send(t.app, 'DELETE', `/api/documents/${id}`)).statusCode).toBe(401);
    expect(await listed(token)).toEqual([id]);
  });

  it('given 20 removals of one document at once, exactly one succeeds and the rest are 404', async () => {
    const { token } = await registerUser(t.app);
    const id = await uploadPayslip(token);
    const onDisk = filesUnder(t.config.uploadDir).length;

    const statuses = (await Promise.all(Array.from({ length: 20 }, () => remove(token, id)))).map((response) => response.statusCode);

    expect(statuses.filter((status) => status === 204)).toHaveLength(1);
    expect(statuses.filter((status) => status === 404 || status === 409)).toHaveLength(19);
    expect(await listed(token)).toEqual([]);
    expect(await total(token)).toBe(0);
    expect(filesUnder(t.config.uploadDir)).toHaveLength(onDisk - 1);
  });

  for (const round of [1, 2, 3, 4, 5]) {
    it(`given a review and a removal at the same moment, exactly one wins (round ${round})`, async () => {
      const { token } = await registerUser(t.app);
      const id = await uploadPayslip(token);

      const [removal, reviewed] = await Promise.all([remove(token, id), reviews.review(id, 'approved', null, t.clock.now())]);

      if (reviewed) {
        expect(removal.statusCode).toBe(409);
        expect(await listed(token)).toEqual([id]);
        expect((await get(t.app, `/api/documents/${id}/file`, token)).statusCode).toBe(200);
      } else {
        expect(removal.statusCode).toBe(204);
        expect(await listed(token)).toEqual([]);
      }
    });
  }

  it('given 20 uploads and then 20 removals at once, the list\'s total counts what is left each time, and another borrower\'s is untouched', async () => {
    const { token } = await registerUser(t.app);
    const other = await registerUser(t.app);
    await uploadPayslip(other.token, 'other.pdf');
    const ids = await Promise.all(Array.from({ length: 20 }, (_, n) => uploadPayslip(token, `payslip-${n}.pdf`)));
    expect(await total(token)).toBe(20);

    const statuses = (await Promise.all(ids.slice(0, 12).map((id) => remove(token, id)))).map((response) => response.statusCode);

    expect(statuses).toEqual(Array(12).fill(204));
    const page = (await get(t.app, '/api/documents', token)).json();
    expect(page).toMatchObject({ total: 8, last_page: 1 });
    expect(page.data).toHaveLength(8);
    // The filtered lists count their rows: they agree with the kept total.
    expect((await get(t.app, '/api/documents?filters[status]=pending', token)).json().total).toBe(8);
    expect(await total(other.token)).toBe(1);
  });
});
