import { describe, expect, it } from 'vitest';
import { SignOfferDto } from '../../../src-domain/agreements/sign-offer.dto';
import { ValidationFailed } from '../../../src-domain/shared/errors';
import { fieldErrorsOf, requiredFieldsOf, validateInput } from '../../../src-domain/shared/validation/validate-input';

const SHA = '3f9a'.repeat(16);
const VALID = { full_name: "Seán O'Neil-Brady", agree: true, code: '123456', agreement_sha256: SHA };

async function errorsOf(body: object) {
  return fieldErrorsOf(SignOfferDto, body);
}

describe('the body of a signature', () => {
  it('takes a full name, the agreement, the texted code and the agreement’s fingerprint', async () => {
    await expect(validateInput(SignOfferDto, VALID)).resolves.toMatchObject(VALID);
    await expect(validateInput(SignOfferDto, { ...VALID, full_name: 'Zoë d’Arcy' })).resolves.toBeInstanceOf(SignOfferDto);
  });

  it('keeps the name as typed, without stray spaces, for the signing record', async () => {
    expect((await validateInput(SignOfferDto, { ...VALID, full_name: '  Jane   Smith ' })).full_name).toBe('Jane Smith');
  });

  it('asks for everything when the body is empty, one message a field', async () => {
    expect(await errorsOf({})).toEqual({
      full_name: ['Type your full name to sign.'],
      agree: ['Tick the box to confirm you have read the agreement and agree to be bound by it.'],
      code: ['Enter the 6-digit code we texted you.'],
      agreement_sha256: ['We could not tell which agreement you read. Reload the page, read the agreement and sign again.'],
    });
    expect([...requiredFieldsOf(SignOfferDto)].sort()).toEqual(['agreement_sha256', 'code', 'full_name']);
  });

  it('says what is wrong with a name', async () => {
    expect((await errorsOf({ ...VALID, full_name: '   ' })).full_name).toEqual(['Type your full name to sign.']);
    expect((await errorsOf({ ...VALID, full_name: 'J' })).full_name).toEqual(['Type your full name, as it is on your profile.']);
    expect((await errorsOf({ ...VALID, full_name: 'J'.repeat(121) })).full_name).toEqual(['Type your name in at most 120 characters.']);
    expect((await errorsOf({ ...VALID, full_name: 'Jane Smith 2' })).full_name).toEqual(['Type your name in letters; spaces, hyphens and apostrophes are fine.']);
    expect((await errorsOf({ ...VALID, full_name: '-Jane' })).full_name).toEqual(['Type your name in letters; spaces, hyphens and apostrophes are fine.']);
    expect((await errorsOf({ ...VALID, full_name: 42 })).full_name).toEqual(['Type your full name to sign.']);
  });

  it('needs the box ticked, not just something like it', async () => {
    for (const agree of [false, 'true', 1, null]) {
      expect((await errorsOf({ ...VALID, agree })).agree).toEqual(['Tick the box to confirm you have read the agreement and agree to be bound by it.']);
    }
  });

  it('needs a code of exactly six digits, given as text', async () => {
    for (const code of ['12345', '1234567', '12 456', 'abcdef', 123456]) {
      expect((await errorsOf({ ...VALID, code })).code).toEqual(['Enter the 6-digit code we texted you.']);
    }
  });

  it('needs the fingerprint as 64 lowercase hex characters', async () => {
    for (const agreement_sha256 of [SHA.toUpperCase(), SHA.slice(1), `${SHA}0`, 'z'.repeat(64)]) {
      expect(Object.keys(await errorsOf({ ...VALID, agreement_sha256 }))).toEqual(['agreement_sha256']);
    }
  });

  it('refuses fields nobody declared', async () => {
    const failure = await validateInput(SignOfferDto, { ...VALID, loan_id: 7 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ValidationFailed);
    expect((failure as ValidationFailed).fields).toEqual({ loan_id: ['Loan id is not an accepted field.'] });
  });
});
