import { describe, expect, it } from 'vitest';
import { groupStatus, oneOfGroups, PHOTO_IDENTITY, requirementSentence } from '../../../src-domain/agreements/identity-requirement';

const TYPES = [
  { slug: 'passport', name: 'Passport', oneOf: PHOTO_IDENTITY },
  { slug: 'proof-of-address', name: 'Proof of address', oneOf: null },
  { slug: 'driving-licence', name: 'Driving licence', oneOf: PHOTO_IDENTITY },
  { slug: 'national-id', name: 'National identity card', oneOf: PHOTO_IDENTITY },
  { slug: 'payslip', name: 'Payslip', oneOf: null },
];

const [photoIdentity, proofOfAddress, payslip] = oneOfGroups(TYPES);

describe('a "one of" document requirement', () => {
  it('puts the alternatives together and leaves every other type on its own, in the order they come', () => {
    expect(oneOfGroups(TYPES).map((group) => [group.key, group.types.map((type) => type.slug)])).toEqual([
      ['photo-identity', ['passport', 'driving-licence', 'national-id']],
      ['proof-of-address', ['proof-of-address']],
      ['payslip', ['payslip']],
    ]);
    expect(photoIdentity.oneOf).toBe(PHOTO_IDENTITY);
    expect(proofOfAddress.oneOf).toBeNull();
  });

  it('reads as one requirement', () => {
    expect(requirementSentence(photoIdentity)).toBe('one of passport, driving licence or national identity card');
    expect(requirementSentence(payslip)).toBe('payslip');
  });

  it('is met by any one approved document whose holder was confirmed', () => {
    expect(groupStatus(photoIdentity, { 'driving-licence': 'approved', passport: 'rejected' }, { identityConfirmed: true })).toBe('approved');
    expect(groupStatus(photoIdentity, { 'national-id': ['expired', 'approved'] }, { identityConfirmed: true })).toBe('approved');
  });

  it('is still being checked while an approved photo ID waits for the holder to be confirmed', () => {
    expect(groupStatus(photoIdentity, { passport: 'approved' }, { identityConfirmed: false })).toBe('pending');
  });

  it('is pending while one awaits review, whatever happened to the others', () => {
    expect(groupStatus(photoIdentity, { passport: 'rejected', 'driving-licence': 'pending' }, { identityConfirmed: false })).toBe('pending');
  });

  it('says rejected before expired, and missing when there is nothing', () => {
    expect(groupStatus(photoIdentity, { passport: 'expired', 'national-id': 'rejected' }, { identityConfirmed: false })).toBe('rejected');
    expect(groupStatus(photoIdentity, { passport: ['expired'] }, { identityConfirmed: false })).toBe('expired');
    expect(groupStatus(photoIdentity, { payslip: 'approved' }, { identityConfirmed: false })).toBe('missing');
    expect(groupStatus(photoIdentity, {}, { identityConfirmed: false })).toBe('missing');
  });

  it('needs no confirmation of the holder for a type that proves something else', () => {
    expect(groupStatus(payslip, { payslip: 'approved' })).toBe('approved');
    expect(groupStatus(proofOfAddress, { payslip: 'approved' })).toBe('missing');
  });
});
