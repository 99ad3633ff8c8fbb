import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buffer } from 'node:stream/consumers';
import type { DatabaseSchema } from '../../db/database.types';
import { DocumentsRepository } from '../../db/documents/documents.repository';
import type { Clock } from '../../services/clock.port';
import type { DocumentStorage } from '../../services/document-storage.port';
import { notFound } from '../http-error';
import { recordIdParam } from '../profile/record-id.param';
import { auditedRead } from './audited-read';
import { staffActorOf, staffRoute } from './staff-guard';

/**
 * Shown in the page, never run: a sandbox without scripts, forms or same origin, and no fetches, so
 * whatever a PDF or image carries stays inert (docs/design/back-office.md §4).
 */
export const PREVIEW_CSP = "sandbox; default-src 'none'";

/** A borrower's document's bytes for the reviewer's preview; each view is audited `document.view`. */
export function registerDocumentPreviewRoute(app: FastifyInstance, deps: { db: Kysely<DatabaseSchema>; clock: Clock; storage: DocumentStorage }): void {
  app.get<{ Params: { id: string } }>('/api/v1/back-office/documents/:id/file', staffRoute(app, 'queues.read'), async (request, reply) => {
    const id = recordIdParam(request.params.id);
    const now = deps.clock.now();
    const found = await auditedRead(
      deps.db,
      staffActorOf(request),
      now,
      async (trx) => {
        const document = await new DocumentsRepository(trx).find(id, now);
        // The bytes are read before the entry commits: a file gone from storage records no view.
        return document ? { document, bytes: await buffer(deps.storage.open(document.storageKey)) } : null;
      },
      ({ document }) => ({ action: 'document.view', subjectType: 'document', subjectId: document.id, borrowerId: document.userId, detail: `${document.typeName}: ${document.fileName}` }),
    );
    if (!found) throw notFound();
    const { document, bytes } = found;
    const asciiName = document.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return reply
      .header('content-type', document.mime)
      .header('content-disposition', `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(document.fileName)}`)
      .header('content-security-policy', PREVIEW_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });
}
