import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListDocuments, ListDocumentTypes, UploadDocument } from '../../src-domain/documents/documents.use-cases';
import { Unavailable, ValidationFailed } from '../../src-domain/shared/errors';
import { startServer, type RunningServer } from '../../src-server/server';
import { signUpThroughEmail } from './support/sign-up';
import { nodePlatform } from '../../src/cli/node-platform';
import { buildContainer } from '../../src/container';
import { executableFile, pdfFile, pngFile } from '../support/document-files';

/** The documents use-cases, through the real HTTP policy and got, against the real server. */
let server: RunningServer;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kestrel-documents-contract-'));
  server = await startServer({ port: 0, host: '127.0.0.1', databaseUrl: `sqlite:${join(dir, 'lender.sqlite')}`, uploadDir: join(dir, 'uploads'), outbox: { dir: join(dir, 'outbox'), print: false } });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function aBorrower(name: string) {
  const container = buildContainer(nodePlatform(server.url, join(dir, `${name}.cookies.json`), () => undefined));
  await signUpThroughEmail(container, {
    first_name: 'Grace', last_name: 'Hopper', email: `${name}@example.com`, phone: '+15555550123',
    password: 'cobol-compiler-1959', password_confirmation: 'cobol-compiler-1959', terms: true,
  }, join(dir, 'outbox'));
  return container;
}

const file = (name: string, bytes: Buffer) => ({ name, size: bytes.length, blob: new Blob([new Uint8Array(bytes)]) });

// Sign-up hashes with the production scrypt cost; on a shared two-core machine that alone can take seconds.
describe('documents over the wire', { timeout: 30_000 }, () => {
  it('lists the types, uploads a PDF and a PNG with progress, and pages them back', async () => {
    const grace = await aBorrower('grace');
    const types = await grace.get(ListDocumentTypes).execute();
    expect(types.map((t) => t.slug)).toEqual(['passport', 'driving-licence', 'national-id', 'proof-of-address', 'payslip', 'bank-statement']);
    const payslipType = types.find((t) => t.slug === 'payslip')!;
    const passportType = types.find((t) => t.slug === 'passport')!;

    const progress: Array<[number, number]> = [];
    const payslip = await grace.get(UploadDocument).execute({ type: payslipType, fields: {}, file: file('payslip.pdf', pdfFile()), onProgress: (sent, total) => progress.push([sent, total]) });
    expect(payslip).toMatchObject({ typeSlug: 'payslip', typeName: 'Payslip', fileName: 'payslip.pdf', mime: 'application/pdf', status: 'pending' });
    expect(progress.at(-1)).toEqual([pdfFile().length, pdfFile().length]);
    await grace.get(UploadDocument).execute({ type: passportType, fields: { expires_on: '2031-01-01' }, file: file('passport.png', pngFile()) });

    const page = await grace.get(ListDocuments).execute({ page: 1, filters: {} });
    expect(page).toMatchObject({ page: 1, lastPage: 1, total: 2 });
    expect(page.items.map((d) => d.fileName)).toEqual(['passport.png', 'payslip.pdf']);
    expect((await grace.get(ListDocuments).execute({ page: 1, filters: { type: 'payslip' } })).total).toBe(1);
  });

  it('refuses a 30 MB photo before sending, and carries the server’s 422 for a renamed executable', async () => {
    const ada = await aBorrower('ada');
    const passportType = (await ada.get(ListDocumentTypes).execute()).find((t) => t.slug === 'passport')!;
    const huge = { name: 'photo.jpg', size: 30 * 1024 * 1024, blob: new Blob([]) };
    const local = await ada.get(UploadDocument).execute({ type: passportType, fields: { expires_on: '2031-01-01' }, file: huge }).catch((e: unknown) => e);
    expect(local).toBeInstanceOf(ValidationFailed);
    expect((local as ValidationFailed).fields.file).toEqual(['Larger than 10 MB.']);

    const payslipType = (await ada.get(ListDocumentTypes).execute()).find((t) => t.slug === 'payslip')!;
    const remote = await ada.get(UploadDocument).execute({ type: payslipType, fields: {}, file: file('payslip.pdf', executableFile()) }).catch((e: unknown) => e);
    expect(remote).toBeInstanceOf(ValidationFailed);
    expect((remote as ValidationFailed).status).toBe(422);
    expect((remote as ValidationFailed).fields.file).toEqual(['This file is not a PDF, JPEG or PNG.']);
    expect((await ada.get(ListDocuments).execute({ page: 1, filters: {} })).total).toBe(0);
  });

  it('reports an upload’s progress as the bytes go out, and a cancelled upload leaves nothing behind', async () => {
    const lin = await aBorrower('lin');
    const payslipType = (await lin.get(ListDocumentTypes).execute()).find((t) => t.slug === 'payslip')!;
    // A real PDF padded to 6 MB: big enough that got reports it in many steps.
    const big = Buffer.concat([pdfFile(), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const progress: number[] = [];
    await lin.get(UploadDocument).execute({ type: payslipType, fields: {}, file: file('payslip.pdf', big), onProgress: (sent) => progress.push(sent) });
    const between = progress.filter((sent) => sent > 0 && sent < big.length);
    expect(between.length).toBeGreaterThan(2);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(big.length);

    const controller = new AbortController();
    const cancelled = await lin
      .get(UploadDocument)
      .execute({ type: payslipType, fields: {}, file: file('payslip-2.pdf', big), signal: controller.signal, onProgress: (sent) => sent > 0 && controller.abort() })
      .catch((e: unknown) => e);
    expect(cancelled).toBeInstanceOf(Unavailable);
    expect((cancelled as Unavailable).message).toBe('The upload was cancelled.');
    // Only the first upload is kept, on the list and on disk (the partial one was removed, its temp file too).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await lin.get(ListDocuments).execute({ page: 1, filters: {} })).items.map((d) => d.fileName)).toEqual(['payslip.pdf']);
    const stored = readdirSync(join(dir, 'uploads'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(stored.map((entry) => entry.parentPath.endsWith('tmp'))).toEqual([false, false, false]); // grace's two, lin's one; no partial left
  });
});
