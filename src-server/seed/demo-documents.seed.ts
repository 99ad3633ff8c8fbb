import { Readable } from 'node:stream';
import type { AppDatabase } from '../db/database.factory';
import { DocumentsRepository } from '../db/documents/documents.repository';
import type { DocumentStorage } from '../services/document-storage.port';

/** A one-page PDF whose page says `lines`, so a downloaded demo document opens and reads as what it is. */
export function demoPdf(lines: string[]): Buffer {
  const text = lines.map((line, index) => `BT /F1 14 Tf 72 ${740 - index * 22} Td (${line.replace(/[()\\]/g, '')}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

interface DemoDocument {
  type: string;
  fileName: string;
  lines: string[];
  expiresOn?: string;
  review: { status: 'approved'; identityConfirmed?: true } | { status: 'rejected'; reason: string };
}

/**
 * The demo borrower's documents, uploaded and reviewed at `at`: what every product asks for, all
 * approved, a passport, and an earlier bank statement that was turned down (so the page shows a
 * rejection and its reason). Files go through the same storage port as uploads.
 */
export async function seedDemoDocuments(database: AppDatabase, storage: DocumentStorage, userId: number, at: Date): Promise<void> {
  const documents = new DocumentsRepository(database.db);
  const types = new Map((await documents.types()).map((t) => [t.slug, t]));
  const year = at.getUTCFullYear();
  const seeded: DemoDocument[] = [
    { type: 'bank-statement', fileName: 'statement-screenshot.pdf', lines: ['Northern Bank', 'Statement page 1 of 3'], review: { status: 'rejected', reason: 'Only the first page: we need the full month.' } },
    { type: 'proof-of-address', fileName: 'council-tax-bill.pdf', lines: ['Leeds City Council', 'Council Tax bill', 'Dana Demo, 7 Merlin Close, Leeds LS6 2QT'], review: { status: 'approved' } },
    { type: 'payslip', fileName: 'payslip.pdf', lines: ['Aire Valley Health Trust', 'Payslip: Dana Demo', 'Net pay 2,895.00'], review: { status: 'approved' } },
    { type: 'bank-statement', fileName: 'northern-bank-statement.pdf', lines: ['Northern Bank', 'Statement: Dana Demo, account ending 0736'], review: { status: 'approved' } },
    // The demo's reviewer matched the passport to Dana's profile on purpose, so she can sign her offer.
    { type: 'passport', fileName: 'passport.pdf', lines: ['Passport', 'DEMO, DANA'], expiresOn: `${year + 6}-03-14`, review: { status: 'approved', identityConfirmed: true } },
  ];
  for (const document of seeded) {
    const type = types.get(document.type);
    if (!type) continue;
    const content = demoPdf(document.lines);
    const stored = await storage.put(Readable.from(content), content.length);
    const created = await documents.create(
      {
        userId,
        documentTypeId: type.id,
        side: type.hasBack ? 'front' : null,
        fileName: document.fileName,
        storageKey: stored.key,
        sha256: stored.sha256,
        size: stored.size,
        mime: 'application/pdf',
        width: null,
        height: null,
        expiresOn: document.expiresOn ?? null,
      },
      at,
    );
    const { review } = document;
    await documents.review(created.id, review.status, review.status === 'rejected' ? review.reason : null, at, { identityConfirmed: review.status === 'approved' && review.identityConfirmed === true });
  }
}
