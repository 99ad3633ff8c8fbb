import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { ValidationFailed } from '../../../src-domain/shared/errors';
import { sentenceList } from '../../../src-domain/shared/sentence-list';
import type { DocumentRecord, DocumentsRepository, DocumentTypeRecord } from '../../db/documents/documents.repository';
import type { Clock } from '../../services/clock.port';
import { FileTooLarge, type DocumentStorage } from '../../services/document-storage.port';

/** The one hard cap while streaming: the largest any type allows (types then check their own). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** What one borrower may keep in all. */
export const QUOTA = { files: 40, bytes: 100 * 1024 * 1024 };

/** Format → the MIME type file-type reports for it and the words a borrower reads. */
const FORMATS: Record<string, { mime: string; label: string; extensions: string[] }> = {
  pdf: { mime: 'application/pdf', label: 'PDF', extensions: ['pdf'] },
  jpg: { mime: 'image/jpeg', label: 'JPEG', extensions: ['jpg', 'jpeg'] },
  png: { mime: 'image/png', label: 'PNG', extensions: ['png'] },
};
// Markup or script inside an allowed format: the signature of a polyglot meant to run somewhere.
const ACTIVE_CONTENT = /<script|<html|<\?php|<svg|<iframe|javascript:/i;

export interface UploadFields {
  document_type?: string;
  side?: string;
  expires_on?: string;
}

/** "PDF, JPEG or PNG". */
export function formatList(accepts: readonly string[]): string {
  return sentenceList(accepts.map((format) => FORMATS[format]?.label ?? format.toUpperCase()), 'or');
}

/**
 * The borrower's file name as display text only: the last path segment, control and markup
 * characters removed, at most 120 characters (keeping the extension).
 */
export function displayName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '').replace(/^\.+/, '').trim();
  if (clean === '') return 'document';
  if (clean.length <= 120) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 6 ? clean.slice(dot) : '';
  return clean.slice(0, 120 - extension.length) + extension;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

function fail(field: string, message: string): never {
  throw new ValidationFailed({ [field]: [message] }, message);
}

/**
 * Uploads (OWASP File Upload Cheat Sheet): fields checked before any byte is kept, the stream capped,
 * the format judged by magic bytes (file-type) and, for images, by readable dimensions (image-size);
 * on any refusal the stored bytes are removed before the 422 leaves.
 */
export class DocumentUploadService {
  constructor(
    private readonly documents: DocumentsRepository,
    private readonly storage: DocumentStorage,
    private readonly clock: Clock,
  ) {}

  /** Checks the text fields; returns the type they name. */
  async checkFields(userId: number, fields: UploadFields): Promise<{ type: DocumentTypeRecord; side: 'front' | 'back' | null; expiresOn: string | null }> {
    const errors: Record<string, string[]> = {};
    const type = fields.document_type ? await this.documents.typeBySlug(fields.document_type) : undefined;
    if (!fields.document_type) errors.document_type = ['Choose the kind of document.'];
    else if (!type) errors.document_type = ['This kind of document is not one we accept.'];
    let side: 'front' | 'back' | null = null;
    if (fields.side !== undefined && fields.side !== '') {
      if (fields.side !== 'front' && fields.side !== 'back') errors.side = ['The side must be front or back.'];
      else if (type && !type.hasBack) errors.side = [`A ${type.name.toLowerCase()} has only one side.`];
      else side = fields.side;
    } else if (type?.hasBack) side = 'front';
    let expiresOn: string | null = null;
    if (fields.expires_on !== undefined && fields.expires_on !== '') {
      const valid = /^\d{4}-\d{2}-\d{2}$/.test(fields.expires_on) && !Number.isNaN(Date.parse(`${fields.expires_on}T00:00:00Z`));
      if (!valid) errors.expires_on = ['Give the expiry date as YYYY-MM-DD.'];
      else if (type && !type.expires) errors.expires_on = [`A ${type.name.toLowerCase()} has no expiry date.`];
      else if (fields.expires_on < this.clock.now().toISOString().slice(0, 10)) errors.expires_on = ['This document has already expired.'];
      else expiresOn = fields.expires_on;
    } else if (type?.expires) errors.expires_on = ['Give the date this document expires.'];
    const usage = await this.documents.usage(userId);
    if (usage.files >= QUOTA.files) errors.file = [`You can keep up to ${QUOTA.files} documents. Ask us to remove old ones first.`];
    if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
    return { type: type!, side, expiresOn };
  }

  /** Stores, checks and records one file; nothing stays on disk when it is refused. */
  async accept(userId: number, fields: UploadFields, file: { filename: string; stream: Readable }): Promise<DocumentRecord> {
    const { type, side, expiresOn } = await this.checkFields(userId, fields);
    const allowed = type.accepts.map((format) => FORMATS[format]).filter(Boolean);
    const notAllowed = `This file is not a ${formatList(type.accepts)}.`;
    const fileName = displayName(file.filename);
    if (!allowed.some((format) => format.extensions.includes(extensionOf(fileName)))) {
      file.stream.resume();
      fail('file', notAllowed);
    }
    const limit = Math.min(type.maxSizeKb * 1024, MAX_UPLOAD_BYTES);
    const tooLarge = `Larger than ${Math.round(limit / (1024 * 1024))} MB.`;
    let stored;
    try {
      stored = await this.storage.put(file.stream, limit);
    } catch (error) {
      if (error instanceof FileTooLarge) fail('file', tooLarge);
      throw error;
    }
    try {
      if (stored.size === 0) fail('file', 'This file is empty.');
      const usage = await this.documents.usage(userId);
      if (usage.bytes + stored.size > QUOTA.bytes) fail('file', `Your documents would take more than ${QUOTA.bytes / (1024 * 1024)} MB. Ask us to remove old ones first.`);
      const head = await this.storage.head(stored.key, 512 * 1024);
      const sniffed = await fileTypeFromBuffer(head);
      const format = allowed.find((candidate) => candidate.mime === sniffed?.mime);
      if (!format || !format.extensions.includes(extensionOf(fileName))) fail('file', notAllowed);
      if (ACTIVE_CONTENT.test(head.subarray(0, 64 * 1024).toString('latin1'))) fail('file', 'This file contains scripts or web markup, so we cannot accept it.');
      let width: number | null = null;
      let height: number | null = null;
      if (format.mime.startsWith('image/')) {
        try {
          ({ width, height } = imageSize(head));
        } catch {
          fail('file', 'This image could not be read. Take the photo again or scan the document.');
        }
        if ((type.minWidth && width < type.minWidth) || (type.minHeight && height < type.minHeight)) {
          fail('file', `The image must be at least ${type.minWidth} × ${type.minHeight} pixels so we can read it.`);
        }
      }
      return await this.documents.create(
        { userId, documentTypeId: type.id, side, fileName, storageKey: stored.key, sha256: stored.sha256, size: stored.size, mime: format.mime, width, height, expiresOn },
        this.clock.now(),
      );
    } catch (error) {
      await this.storage.remove(stored.key);
      throw error;
    }
  }
}
