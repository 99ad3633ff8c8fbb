import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { Conflict, ValidationFailed } from '../../../src-domain/shared/errors';
import type { DocumentFilters, DocumentsRepository, DocumentStatus } from '../../db/documents/documents.repository';
import type { Clock } from '../../services/clock.port';
import type { DocumentStorage } from '../../services/document-storage.port';
import { notFound } from '../http-error';
import { authenticated } from '../plugins/bearer-auth.plugin';
import { recordIdParam } from '../profile/record-id.param';
import { MAX_UPLOAD_BYTES, type DocumentUploadService, type UploadFields } from './document-upload.service';
import { paginate, pageParam } from '../paginator';
import { toDocumentResource, toDocumentTypeResource } from './documents.resources';
import { UploadParts } from './upload-parts';

const PER_PAGE = 10;
const STATUSES: readonly DocumentStatus[] = ['pending', 'approved', 'rejected', 'expired'];
const UPLOAD_FIELDS = new Set(['document_type', 'side', 'expires_on']);
const REMOVAL_REFUSED = {
  reviewed: 'We have already checked this document, so it stays on your record and cannot be removed.',
  attached: 'You sent this document with a message to us, so it stays with that message and cannot be removed.',
} as const;

export interface DocumentsRoutesDeps {
  documents: DocumentsRepository;
  uploads: DocumentUploadService;
  storage: DocumentStorage;
  clock: Clock;
}

/**
 * Documents (spec §7): the lender's types, the borrower's uploads (multipart, the one non-JSON body:
 * ADR 0015), their paginated list and the owner-only download. The multipart parser is registered in
 * this scope only, so every other route still refuses a multipart body.
 */
export async function registerDocumentsRoutes(app: FastifyInstance, deps: DocumentsRoutesDeps): Promise<void> {
  const { documents, uploads, storage, clock } = deps;
  const auth = { preHandler: app.requireUser };

  app.get('/api/document_type', auth, async () => ({ data: (await documents.types()).map(toDocumentTypeResource) }));

  app.get<{ Querystring: Record<string, string | string[] | undefined> }>('/api/documents', auth, async (request) => {
    const { user } = authenticated(request);
    const { page, filters } = await listQuery(request.query, documents);
    const result = await documents.page(user.id, filters, page, PER_PAGE, clock.now());
    const query = Object.entries(filters).map(([name, value]) => `filters[${name}]=${encodeURIComponent(value)}`).join('&');
    return paginate(result.items.map(toDocumentResource), result.total, page, PER_PAGE, '/api/documents', query);
  });

  app.get<{ Params: { id: string } }>('/api/documents/:id/file', auth, async (request, reply) => {
    const { user } = authenticated(request);
    const document = await documents.findOwned(user.id, recordIdParam(request.params.id), clock.now());
    if (!document) throw notFound();
    const asciiName = document.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return reply
      .header('content-type', document.mime)
      .header('content-length', String(document.size))
      .header('content-disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(document.fileName)}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(storage.open(document.storageKey));
  });

  // Removal of a document not yet reviewed (ADR 0035): reviewed ones are the lender's record and stay.
  app.delete<{ Params: { id: string } }>('/api/documents/:id', auth, async (request, reply) => {
    const { user } = authenticated(request);
    const outcome = await documents.removePending(user.id, recordIdParam(request.params.id), clock.now());
    if ('refused' in outcome) {
      if (outcome.refused === 'missing') throw notFound();
      throw new Conflict(REMOVAL_REFUSED[outcome.refused]);
    }
    // The row is gone first, so nobody can download a file that is being deleted; a failure here leaves only unreachable bytes.
    await storage.remove(outcome.removed.storageKey).catch((error: unknown) => request.log.warn({ err: error, document: outcome.removed.id }, 'removed document bytes stayed on disk'));
    return reply.code(204).send();
  });

  await app.register(async (scope) => {
    // One file per request, a few short fields; the per-type size is enforced while storing.
    await scope.register(multipart, { limits: { files: 1, fields: 5, fieldSize: 200, parts: 6, fileSize: MAX_UPLOAD_BYTES + 1, headerPairs: 50 } });
    scope.post('/api/documents', auth, async (request, reply) => {
      if (!request.isMultipart()) throw new ValidationFailed({ file: ['Send the document as multipart/form-data with a file.'] });
      const { user } = authenticated(request);
      const fields: UploadFields = {};
      let created = null;
      const parts = new UploadParts(request);
      try {
        for await (const part of parts) {
          if (part.type === 'field') {
            if (!UPLOAD_FIELDS.has(part.fieldname)) throw new ValidationFailed({ [part.fieldname]: ['This field is not expected.'] });
            fields[part.fieldname as keyof UploadFields] = String(part.value);
          } else if (part.fieldname !== 'file' || created) {
            part.file.resume();
            throw new ValidationFailed({ file: ['Send one file, in the field named file.'] });
          } else {
            created = await uploads.accept(user.id, fields, { filename: part.filename, stream: part.file });
          }
        }
      } catch (error) {
        throw parts.explain(error);
      }
      if (!created) {
        await uploads.checkFields(user.id, fields);
        throw new ValidationFailed({ file: ['Choose a file to upload.'] });
      }
      return reply.code(201).send({ data: toDocumentResource(created) });
    });
  });
}

async function listQuery(query: Record<string, string | string[] | undefined>, documents: DocumentsRepository): Promise<{ page: number; filters: DocumentFilters }> {
  const errors: Record<string, string[]> = {};
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  // As Laravel reads it: anything but a positive whole number is page 1.
  const page = pageParam(one(query.page));
  const filters: DocumentFilters = {};
  for (const [key, value] of Object.entries(query)) {
    if (key === 'page') continue;
    const match = /^filters\[(\w+)\]$/.exec(key);
    const text = one(value);
    if (!match) errors[key] = ['This filter is not one we know.'];
    else if (match[1] === 'type') {
      if (text && !(await documents.typeBySlug(text))) errors[key] = ['This kind of document is not one we accept.'];
      else if (text) filters.type = text;
    } else if (match[1] === 'status') {
      if (text && !STATUSES.includes(text as DocumentStatus)) errors[key] = ['The status must be pending, approved, rejected or expired.'];
      else if (text) filters.status = text as DocumentStatus;
    } else errors[key] = ['This filter is not one we know.'];
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return { page, filters };
}
