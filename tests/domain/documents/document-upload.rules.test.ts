import { describe, expect, it } from 'vitest';
import { fileProblems, formatList } from '../../../src-domain/documents/document-upload.dto';
import type { DocumentType } from '../../../src-domain/documents/document.entity';

const passport: DocumentType = {
  id: 1, slug: 'passport', name: 'Passport', description: '', accepts: ['pdf', 'jpg', 'png'], maxSizeKb: 10_240, maxPixels: 40_000_000,
  hasBack: false, expires: true, minWidth: 600, minHeight: 400, requiredBy: [], oneOf: 'photo-identity',
};

describe('the upload rules a browser checks before sending', () => {
  it('words the formats as the server does', () => {
    expect(formatList(['pdf', 'jpg', 'png'])).toBe('PDF, JPEG or PNG');
    expect(formatList(['pdf'])).toBe('PDF');
  });

  it('refuses a 30 MB photo, an empty file and an extension the type does not take', () => {
    expect(fileProblems(passport, { name: 'photo.jpg', size: 30 * 1024 * 1024 })).toEqual(['Larger than 10 MB.']);
    expect(fileProblems(passport, { name: 'scan.pdf', size: 0 })).toEqual(['This file is empty.']);
    expect(fileProblems(passport, { name: 'passport.heic', size: 1000 })).toEqual(['This file is not a PDF, JPEG or PNG.']);
  });

  it('accepts any case of an allowed extension at exactly the limit', () => {
    expect(fileProblems(passport, { name: 'PHOTO.JPEG', size: 10_240 * 1024 })).toEqual([]);
  });
});
