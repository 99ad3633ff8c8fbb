import type { Readable } from 'node:stream';
import { dateVerdict } from '../../../src-domain/shared/validation/date.predicates';
import { DOCUMENT_EXPIRY_WINDOW } from '../../../src-domain/documents/document-upload.dto';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { ValidationFailed } from '../../../src-domain/shared/errors';
import { sentenceList } from '../../../src-domain/shared/sentence-list';
import type { DocumentRecord, DocumentsRepository, DocumentTypeRecord } from '../../db/documents/documents.repository';
import type { Clock } from '../../services/clock.port';
import { FileTooLarge, type DocumentStorage, type StoredFile } from '../../services/document-storage.port';
import { containsMarkup } from './active-content';
import { INFLATE_BUDGET_BYTES, screenPdf, type PdfScreening } from './pdf-actions';

/** The one hard cap while streaming: the largest any type allows (types then check their own). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** What one borrower may keep in all. */
export const QUOTA = { files: 40, bytes: 100 * 1024 * 1024 };
/**
 * The most pixels an image may have, read from its header before anything decodes it: a 40 MP
 * photo is far sharper than any document needs, and a small PNG claiming 60,000 × 60,000 would
 * need gigabytes to open (a decompression bomb for whoever views it).
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
const MEGA = 1024 * 1024;

const MESSAGES = {
  filesQuota: `You can keep up to ${QUOTA.files} documents. Ask us to remove old ones first.`,
  bytesQuota: `Your documents would take more than ${QUOTA.bytes / MEGA} MB. Ask us to remove old ones first.`,
  markup: 'This file contains scripts or web markup, so we cannot accept it.',
  tooManyPixels: `This image has more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels, the most we accept (for example 8,000 × 5,000). Take the photo at a lower resolution or scan the document.`,
  unreadableImage: 'This image could not be read. Take the photo again or scan the document.',
} as const;

/** What a borrower reads for each reason a PDF is refused; all say how to make one we can take. */
const PDF_REFUSALS: Record<Exclude<PdfScreening['verdict'], 'clean'>, string> = {
  active: 'This PDF contains scripts, actions that open other programs or attached files, so we cannot accept it. Print it to a new PDF and upload that.',
  encrypted: 'This PDF is password-protected or encrypted, so we cannot check it. Save a copy without the password and upload that.',
  unreadable: 'We could not read this PDF. Print it to a new PDF and upload that.',
  'too-large': `This PDF unpacks to more than ${INFLATE_BUDGET_BYTES / MEGA} MB, so we cannot check it. Print it to a new PDF and upload that.`,
};

/** Format → the MIME type file-type reports for it and the words a borrower reads. */
const FORMATS: Record<string, { mime: string; label: string; extensions: string[] }> = {
  pdf: { mime: 'application/pdf', label: 'PDF', extensions: ['pdf'] },
  jpg: { mime: 'image/jpeg', label: 'JPEG', extensions: ['jpg', 'jpeg'] },
  png: { mime: 'image/png', label: 'PNG', extensions: ['png'] },
};
/**
 * Characters that reorder the text around them (bidi embeddings, overrides, isolates and marks):
 * `invoice\u202Efdp.exe` would show as `invoiceexe.pdf`, hiding the real extension.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

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
 * The borrower's file name as display text only: the last path segment, control, bidi and markup
 * characters removed, at most 120 characters (keeping the extension).
 */
export function displayName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '').replace(BIDI_CONTROLS, '').replace(/^\.+/, '').trim();
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
 * Uploads (OWASP File Upload Cheat Sheet; ADR 0015, 0027): fields checked before any byte is kept,
 * the stream capped, the format judged by magic bytes (file-type), the whole file searched for
 * markup, a PDF for actions, an image's pixel count read from its header (image-size); the quota
 * is checked again and the record made under the borrower's lock. On any refusal the stored bytes
 * are removed before the 422 leaves.
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
      // The same window as the form's DTO, on the server's clock (ADR 0029): 2030-02-30 is not a date, 9999 is too late.
      const verdict = dateVerdict(fields.expires_on, DOCUMENT_EXPIRY_WINDOW, this.clock.now().toISOString().slice(0, 10));
      if (verdict === 'not_a_date') errors.expires_on = ['Give the expiry date as YYYY-MM-DD.'];
      else if (type && !type.expires) errors.expires_on = [`A ${type.name.toLowerCase()} has no expiry date.`];
      else if (verdict === 'too_early') errors.expires_on = ['This document has already expired.'];
      else if (verdict === 'too_late') errors.expires_on = ['Check the expiry date: it is more than 20 years from today.'];
      else expiresOn = fields.expires_on;
    } else if (type?.expires) errors.expires_on = ['Give the date this document expires.'];
    const usage = await this.documents.usage(userId);
    // A cheap early refusal; the check that counts is made again under the lock when recording.
    if (usage.files >= QUOTA.files) errors.file = [MESSAGES.filesQuota];
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
      if (usage.bytes + stored.size > QUOTA.bytes) fail('file', MESSAGES.bytesQuota);
      const { mime, width, height } = await this.screen(stored, allowed, fileName, type, notAllowed);
      const outcome = await this.documents.createWithinQuota(
        { userId, documentTypeId: type.id, side, fileName, storageKey: stored.key, sha256: stored.sha256, size: stored.size, mime, width, height, expiresOn },
        QUOTA,
        this.clock.now(),
      );
      if ('refused' in outcome) fail('file', outcome.refused === 'files' ? MESSAGES.filesQuota : MESSAGES.bytesQuota);
      return outcome.created;
    } catch (error) {
      await this.storage.remove(stored.key);
      throw error;
    }
  }

  /**
   * Judges the stored bytes: the format by magic bytes, then the whole file for markup, then what
   * each format can hide (a PDF's actions, an image's true size). Nothing here decodes an image.
   */
  private async screen(
    stored: StoredFile,
    allowed: { mime: string; extensions: string[] }[],
    fileName: string,
    type: DocumentTypeRecord,
    notAllowed: string,
  ): Promise<{ mime: string; width: number | null; height: number | null }> {
    const head = await this.storage.head(stored.key, 512 * 1024);
    const sniffed = await fileTypeFromBuffer(head);
    const format = allowed.find((candidate) => candidate.mime === sniffed?.mime);
    if (!format || !format.extensions.includes(extensionOf(fileName))) fail('file', notAllowed);
    if (await containsMarkup(this.storage.open(stored.key))) fail('file', MESSAGES.markup);
    if (format.mime === 'application/pdf') {
      // The whole file, at most the upload cap (10 MB); its streams are inflated a chunk at a time.
      const screening = await screenPdf(await this.storage.head(stored.key, stored.size));
      if (screening.verdict !== 'clean') fail('file', PDF_REFUSALS[screening.verdict]);
      return { mime: format.mime, width: null, height: null };
    }
    let width: number;
    let height: number;
    try {
      ({ width, height } = imageSize(head));
    } catch {
      fail('file', MESSAGES.unreadableImage);
    }
    if (width * height > MAX_IMAGE_PIXELS) fail('file', MESSAGES.tooManyPixels);
    if ((type.minWidth && width < type.minWidth) || (type.minHeight && height < type.minHeight)) {
      fail('file', `The image must be at least ${type.minWidth} × ${type.minHeight} pixels so we can read it.`);
    }
    return { mime: format.mime, width, height };
  }
}
