import { describe, expect, it } from 'vitest';
import { OFFER_LOCK_CODES, OFFER_STATUSES } from '../../../src-domain/agreements/offer.entity';
import { nameMatchesProfile, offerExpiresAt, offerLocks, type OfferLock, type OfferSigningState } from '../../../src-domain/agreements/signing-rules';

const JANE = { firstName: 'Jane', middleName: 'Elizabeth Anne', lastName: 'Smith' };

describe('the name typed to sign', () => {
  it('matches the profile whatever the case and spacing', () => {
    expect(nameMatchesProfile('Jane Elizabeth Anne Smith', JANE)).toBe(true);
    expect(nameMatchesProfile('  jane   SMITH ', JANE)).toBe(true);
  });

  it('may leave out any middle name, but keeps them in order', () => {
    expect(nameMatchesProfile('Jane Smith', JANE)).toBe(true);
    expect(nameMatchesProfile('Jane Anne Smith', JANE)).toBe(true);
    expect(nameMatchesProfile('Jane Anne Elizabeth Smith', JANE)).toBe(false);
    expect(nameMatchesProfile('Jane Mary Smith', JANE)).toBe(false);
  });

  it('forgives accents, apostrophes and hyphens', () => {
    const sean = { firstName: 'Seán', lastName: "O'Neil-Brady" };
    expect(nameMatchesProfile('Sean ONeil Brady', sean)).toBe(true);
    expect(nameMatchesProfile('sean o’neil-brady', sean)).toBe(true);
    expect(nameMatchesProfile('Zoe Lopez', { firstName: 'Zoë', middleName: null, lastName: 'López' })).toBe(true);
    expect(nameMatchesProfile('Anne Marie Dubois', { firstName: 'Anne-Marie', lastName: 'Dubois' })).toBe(true);
  });

  it('refuses another surname, another first name, or half a name', () => {
    expect(nameMatchesProfile('Jane Jones', JANE)).toBe(false);
    expect(nameMatchesProfile('Joan Smith', JANE)).toBe(false);
    expect(nameMatchesProfile('Smith Jane', JANE)).toBe(false);
    expect(nameMatchesProfile('Jane', JANE)).toBe(false);
    expect(nameMatchesProfile('Smith', JANE)).toBe(false);
    expect(nameMatchesProfile('', JANE)).toBe(false);
    expect(nameMatchesProfile('Jane Smithson', JANE)).toBe(false);
  });
});

describe('the words of an offer shared with the entity', () => {
  it('are the same statuses and lock codes (the type check holds them equal)', () => {
    const codes: readonly OfferLock['code'][] = OFFER_LOCK_CODES;
    const statuses: readonly OfferSigningState['status'][] = OFFER_STATUSES;
    expect([...codes].sort()).toEqual(['closed', 'expired', 'identity', 'phone', 'pre_contract']);
    expect([...statuses].sort()).toEqual(['declined', 'lapsed', 'open', 'signed']);
  });
});

describe('when an offer stops being open', () => {
  it('is a whole number of days from the moment it is made', () => {
    expect(offerExpiresAt(new Date('2026-12-26T10:15:00Z'), 14)).toEqual(new Date('2027-01-09T10:15:00Z'));
    expect(() => offerExpiresAt(new Date('2026-12-26T10:15:00Z'), 0)).toThrow(RangeError);
    expect(() => offerExpiresAt(new Date('2026-12-26T10:15:00Z'), 1.5)).toThrow(RangeError);
  });
});

const READY: OfferSigningState = {
  status: 'open',
  expiresAt: new Date('2027-01-09T10:15:00Z'),
  now: new Date('2026-12-28T09:00:00Z'),
  identity: { verified: true, pending: false },
  phoneVerified: true,
  preContractOpenedAt: new Date('2026-12-28T08:55:00Z'),
};

describe('what keeps a borrower from signing', () => {
  it('is nothing when everything is in place', () => {
    expect(offerLocks(READY)).toEqual([]);
  });

  it('asks for proof of identity and says where to upload it', () => {
    expect(offerLocks({ ...READY, identity: { verified: false, pending: false } })).toEqual([
      {
        code: 'identity',
        message: 'We need to confirm who you are before you sign: upload a passport, driving licence or national identity card.',
        action: { label: 'Upload proof of identity', path: '/dashboard/documents' },
      },
    ]);
  });

  it('says a photo ID is being checked, with nothing to do but wait', () => {
    expect(offerLocks({ ...READY, identity: { verified: false, pending: true } })).toEqual([
      { code: 'identity', message: 'We are checking your proof of identity, usually within one working day. You can read everything now and sign once it is confirmed.', action: null },
    ]);
  });

  it('asks for a verified mobile number, where it is set', () => {
    const [lock] = offerLocks({ ...READY, phoneVerified: false });
    expect(lock.code).toBe('phone');
    expect(lock.message).toMatch(/mobile number/);
    expect(lock.action).toEqual({ label: 'Verify your mobile number', path: '/dashboard/account-settings/settings' });
  });

  it('asks for the pre-contract information to be opened first', () => {
    expect(offerLocks({ ...READY, preContractOpenedAt: null })).toEqual([
      { code: 'pre_contract', message: 'Open the pre-contract credit information first: it is the summary the law asks us to give you before you sign.', action: null },
    ]);
  });

  it('lists every lock at once, identity first', () => {
    const locks = offerLocks({ ...READY, identity: { verified: false, pending: false }, phoneVerified: false, preContractOpenedAt: null });
    expect(locks.map((lock) => lock.code)).toEqual(['identity', 'phone', 'pre_contract']);
  });

  it('says the day an open offer lapsed once its time is up, and nothing else', () => {
    const locks = offerLocks({ ...READY, now: new Date('2027-01-09T10:15:00Z'), phoneVerified: false });
    expect(locks).toEqual([
      { code: 'expired', message: 'This offer lapsed on 9 January 2027 and can no longer be signed. You are welcome to apply again for a new offer.', action: { label: 'Apply for a loan', path: '/dashboard/loan-request' } },
    ]);
    expect(offerLocks({ ...READY, now: new Date('2027-01-09T10:14:59Z') })).toEqual([]);
  });

  it('closes a signed, declined or lapsed offer for good', () => {
    const signed = offerLocks({ ...READY, status: 'signed' });
    expect(signed).toHaveLength(1);
    expect(signed[0]).toMatchObject({ code: 'closed', action: { path: '/dashboard/user-loans' } });
    expect(signed[0].message).toMatch(/You have signed this agreement/);

    expect(offerLocks({ ...READY, status: 'declined' })).toEqual([
      { code: 'closed', message: 'You declined this offer, so it can no longer be signed. You are welcome to apply again whenever you like.', action: { label: 'Apply for a loan', path: '/dashboard/loan-request' } },
    ]);
    expect(offerLocks({ ...READY, status: 'lapsed', now: new Date('2027-02-01T09:00:00Z') })[0]).toMatchObject({ code: 'closed', message: expect.stringMatching(/^This offer lapsed on 9 January 2027/) });
  });

  it('dates a lapse by the UK day, in summer time too', () => {
    const [lock] = offerLocks({ ...READY, expiresAt: new Date('2027-06-30T23:30:00Z'), now: new Date('2027-07-02T09:00:00Z') });
    expect(lock.message).toMatch(/lapsed on 1 July 2027/);
  });
});
