import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type AppDatabase } from '../../../src-server/db/database.factory';
import { buildApp } from '../../../src-server/http/app';
import { multipartBody, pdfFile } from '../../support/document-files';
import { get, registerUser } from '../support/http-client';
import { FakeClock } from '../support/fake-clock';
import { createTestApp, type TestApp } from '../support/test-app';
import { filesUnder, uploadHeaders } from './upload-client';

/**
 * The quota under parallel uploads (issue 22): every upload of one borrower is sent at once, to one
 * instance and to two instances sharing the database and the upload folder, as behind a load
 * balancer. The borrower's lock must let exactly the quota through.
 */
const FILES_MESSAGE = 'You can keep up to 40 documents. Ask us to remove old ones first.';
const BYTES_MESSAGE = 'Your documents would take more than 100 MB. Ask us to remove old ones first.';
const MB = 1024 * 1024;

let t: TestApp;
let second: { app: FastifyInstance; database: AppDatabase };
beforeAll(async () => {
  t = await createTestApp();
  // A second instance on the same database file or PostgreSQL database: its own connection or pool.
  const database = createDatabase(t.config.databaseUrl);
  const app = await buildApp(t.config, { database, clock: new FakeClock() });
  await app.ready();
  second = { app, database };
});
afterAll(async () => {
  await second.app.close();
  await second.database.destroy();
  await t.close();
});

/** Sends every upload at once, alternating between `apps`; returns each answer. */
async function uploadAllAtOnce(apps: FastifyInstance[], token: string, files: { name: string; content: Buffer }[]) {
  const headers = await Promise.all(apps.map((app) => uploadHeaders(app, token)));
  return Promise.all(
    files.map((file, n) => {
      const { payload, contentType } = multipartBody({ document_type: 'payslip' }, file);
      return apps[n % apps.length].inject({ method: 'POST', url: '/api/documents', headers: { ...headers[n % apps.length], 'content-type': contentType }, payload });
    }),
  );
}

function smallPdfs(count: number) {
  return Array.from({ length: count }, (_, n) => ({ name: `payslip-${n}.pdf`, content: pdfFile(`Payslip ${n}`) }));
}

/** What the borrower keeps, as they see it, and how many files are on disk in all. */
async function kept(token: string) {
  const first = (await get(t.app, '/api/documents', token)).json();
  return { total: first.total as number, onDisk: filesUnder(t.config.uploadDir).length };
}

describe('the upload quota under parallel uploads', () => {
  for (const round of [1, 2, 3, 4, 5]) {
    it(`keeps exactly 40 of 60 small PDFs sent at once to one instance (round ${round}, a fresh borrower)`, async () => {
      const { token } = await registerUser(t.app);
      const before = filesUnder(t.config.uploadDir).length;
      const answers = await uploadAllAtOnce([t.app], token, smallPdfs(60));
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(40);
      expect(statuses.filter((status) => status === 422)).toHaveLength(20);
      for (const refused of answers.filter((answer) => answer.statusCode === 422)) expect(refused.json().errors.file).toEqual([FILES_MESSAGE]);
      const { total, onDisk } = await kept(token);
      expect(total).toBe(40);
      expect(onDisk - before).toBe(40);
    });
  }

  it('keeps exactly 40 of 60 small PDFs sent at once across two instances', async () => {
    const { token } = await registerUser(t.app);
    const before = filesUnder(t.config.uploadDir).length;
    const answers = await uploadAllAtOnce([t.app, second.app], token, smallPdfs(60));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(40);
    expect(answers.filter((answer) => answer.statusCode === 422).map((answer) => answer.json().errors.file[0])).toEqual(Array(20).fill(FILES_MESSAGE));
    const { total, onDisk } = await kept(token);
    expect(total).toBe(40);
    expect(onDisk - before).toBe(40);
  });

  it('never lets twelve 9.5 MB PDFs sent at once past the 100 MB quota', async () => {
    const { token } = await registerUser(t.app);
    const large = Array.from({ length: 12 }, (_, n) => {
      const pdf = pdfFile(`Bank statement ${n}`);
      return { name: `statement-${n}.pdf`, content: Buffer.concat([pdf, Buffer.alloc(Math.round(9.5 * MB) - pdf.length, 0x20)]) };
    });
    const answers = await uploadAllAtOnce([t.app, second.app], token, large);
    const stored = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode === 422);
    // Ten make 95 MB; an eleventh would make 104.5 MB.
    expect(stored).toHaveLength(10);
    expect(refused.map((answer) => answer.json().errors.file[0])).toEqual([BYTES_MESSAGE, BYTES_MESSAGE]);
    const listed = [(await get(t.app, '/api/documents', token)).json(), (await get(t.app, '/api/documents?page=2', token)).json()].flatMap((page) => page.data);
    expect(listed.reduce((sum: number, document: { size: number }) => sum + document.size, 0)).toBeLessThanOrEqual(100 * MB);
  });
});
