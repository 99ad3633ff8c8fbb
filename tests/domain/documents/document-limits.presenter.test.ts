import { describe, expect, it } from 'vitest';
import { documentLimits, sizeLimitText } from '../../../src-domain/documents/document-limits.presenter';
import type { DocumentType } from '../../../src-domain/documents/document.entity';

const LICENCE: DocumentType = {
  id: 2, slug: 'driving-licence', name: 'Driving licence', description: '', accepts: ['pdf', 'jpg', 'png'], maxSizeKb: 10_240,
  hasBack: true, expires: true, minWidth: 1000, minHeight: 700, maxPixels: 40_000_000, requiredBy: [], oneOf: 'photo-identity',
};
const STATEMENT: DocumentType = { ...LICENCE, slug: 'bank-statement', name: 'Bank statement', accepts: ['pdf'], maxSizeKb: 5120, hasBack: false, expires: false, minWidth: null, minHeight: null, maxPixels: null, oneOf: null };

describe('documentLimits', () => {
  it('given a two-sided identity document that takes photos, it states formats, size, pixels, sides and expiry in plain words', () => {
    expect(documentLimits(LICENCE)).toEqual([
      'PDF, JPEG or PNG, up to 10 MB.',
      'Photos at least 1,000 × 700 pixels and no more than 40 megapixels (a 12-megapixel phone photo is fine).',
      'It has two sides: send the front and the back as two files.',
      'It must not have expired: you will give its expiry date.',
    ]);
  });

  it('given a PDF-only type, it says nothing about photos or expiry', () => {
    expect(documentLimits(STATEMENT)).toEqual(['PDF, up to 5 MB.', 'Send it as one file.']);
  });

  it('given photos with no minimum, it still states the 40-megapixel maximum', () => {
    expect(documentLimits({ ...LICENCE, minWidth: null, minHeight: null, hasBack: false, expires: false })).toEqual([
      'PDF, JPEG or PNG, up to 10 MB.',
      'Photos no more than 40 megapixels (a 12-megapixel phone photo is fine).',
      'Send it as one file.',
    ]);
  });

  it('given a lender that does not say its pixel limits, it leaves the photo line out rather than guess', () => {
    expect(documentLimits({ ...LICENCE, minWidth: null, minHeight: null, maxPixels: null })[1]).toBe('It has two sides: send the front and the back as two files.');
  });
});

describe('sizeLimitText', () => {
  it.each([
    [10_240, '10 MB'],
    [2560, '2.5 MB'],
    [512, '512 KB'],
  ])('%i KB reads "%s"', (kb, text) => {
    expect(sizeLimitText(kb)).toBe(text);
  });
});
