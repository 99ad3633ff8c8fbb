import { describe, expect, it } from 'vitest';
import { SendFeedback } from '../../../src-domain/feedback/send-feedback.use-case';
import { AddAddress } from '../../../src-domain/profile/add-address.use-case';
import { AddBankAccount } from '../../../src-domain/profile/add-bank-account.use-case';
import { AddEmployment } from '../../../src-domain/profile/add-employment.use-case';
import { LoadProfile } from '../../../src-domain/profile/load-profile.use-case';
import type { ProfileGateway } from '../../../src-domain/profile/profile-gateway.port';
import { profilePolicy } from '../../../src-domain/profile/profile-policy';
import { SaveUserDetails } from '../../../src-domain/profile/save-user-details.use-case';
import { UpdateAddress } from '../../../src-domain/profile/update-address.use-case';
import { UpdateBankAccount } from '../../../src-domain/profile/update-bank-account.use-case';
import { UpdateEmployment } from '../../../src-domain/profile/update-employment.use-case';
import { ValidationFailed } from '../../../src-domain/shared/errors';
import { ADDRESS_DTO, BANK_DTO, DETAILS_DTO, EMPLOYMENT_DTO, aBank, aDetails, anAddress, anEmployment } from './profile-fixtures';

/** A profile gateway that records each call and answers with fixtures. */
class RecordingProfileGateway implements ProfileGateway {
  readonly calls: Array<[string, ...unknown[]]> = [];
  details = async () => (this.calls.push(['details']), aDetails());
  createDetails = async (input: unknown) => (this.calls.push(['createDetails', input]), aDetails());
  updateDetails = async (id: number, input: unknown) => (this.calls.push(['updateDetails', id, input]), aDetails());
  addresses = async () => [anAddress({ id: 1, isPrimary: false }), anAddress({ id: 2, isPrimary: true }), anAddress({ id: 3, isPrimary: false })];
  addAddress = async (input: unknown) => (this.calls.push(['addAddress', input]), anAddress());
  updateAddress = async (id: number, input: unknown) => (this.calls.push(['updateAddress', id, input]), anAddress());
  banks = async () => [aBank()];
  addBank = async (input: unknown) => (this.calls.push(['addBank', input]), aBank());
  updateBank = async (id: number, input: unknown) => (this.calls.push(['updateBank', id, input]), aBank());
  employments = async () => [anEmployment({ id: 1 }), anEmployment({ id: 5 })];
  addEmployment = async (input: unknown) => (this.calls.push(['addEmployment', input]), anEmployment());
  updateEmployment = async (id: number, input: unknown) => (this.calls.push(['updateEmployment', id, input]), anEmployment());
}

async function rejection(promise: Promise<unknown>): Promise<ValidationFailed> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ValidationFailed);
  return error as ValidationFailed;
}

describe('profile use-cases', () => {
  it('LoadProfile fetches the four parts and lists primary first, then newest first', async () => {
    const profile = await new LoadProfile(new RecordingProfileGateway()).execute();
    expect(profile.details?.firstName).toBe('Ada');
    expect(profile.addresses.map((a) => a.id)).toEqual([2, 3, 1]);
    expect(profile.employments.map((e) => e.id)).toEqual([5, 1]);
  });

  it('SaveUserDetails creates without an id and updates with one', async () => {
    const gateway = new RecordingProfileGateway();
    const save = new SaveUserDetails(gateway, profilePolicy());
    await save.execute({ details: DETAILS_DTO });
    await save.execute({ id: 4, details: { ...DETAILS_DTO, national_id: null } });
    expect(gateway.calls.map((c) => c[0])).toEqual(['createDetails', 'updateDetails']);
    expect(gateway.calls[1][1]).toBe(4);
  });

  it('SaveUserDetails applies the lender’s higher minimum age before any call', async () => {
    const gateway = new RecordingProfileGateway();
    const twentyYearsAgo = `${new Date().getUTCFullYear() - 20}-01-01`;
    const error = await rejection(new SaveUserDetails(gateway, profilePolicy(21)).execute({ details: { ...DETAILS_DTO, date_of_birth: twentyYearsAgo } }));
    expect(error.fields).toEqual({ date_of_birth: ['You must be at least 21 to borrow from us.'] });
    expect(gateway.calls).toEqual([]);
    expect(() => profilePolicy(16)).toThrow(RangeError);
  });

  it('the add use-cases validate first and send nothing when a rule fails', async () => {
    const gateway = new RecordingProfileGateway();
    await new AddAddress(gateway).execute(ADDRESS_DTO);
    await new AddBankAccount(gateway).execute(BANK_DTO);
    await new AddEmployment(gateway).execute(EMPLOYMENT_DTO);
    await rejection(new AddAddress(gateway).execute({ ...ADDRESS_DTO, country: 'England' }));
    await rejection(new AddBankAccount(gateway).execute({ ...BANK_DTO, account_number: '12' }));
    await rejection(new AddEmployment(gateway).execute({ ...EMPLOYMENT_DTO, pay_frequency: 'daily' as 'monthly' }));
    expect(gateway.calls.map((c) => c[0])).toEqual(['addAddress', 'addBank', 'addEmployment']);
  });

  it('the update use-cases refuse a malformed id and pass a good one on', async () => {
    const gateway = new RecordingProfileGateway();
    await new UpdateAddress(gateway).execute({ id: 3, address: ADDRESS_DTO });
    await new UpdateBankAccount(gateway).execute({ id: 4, bank: { ...BANK_DTO, account_number: undefined } });
    await new UpdateEmployment(gateway).execute({ id: 5, employment: EMPLOYMENT_DTO });
    expect((await rejection(new UpdateAddress(gateway).execute({ id: 0, address: ADDRESS_DTO }))).fields).toEqual({ id: ['Id is not valid.'] });
    await rejection(new UpdateEmployment(gateway).execute({ id: 1.5, employment: EMPLOYMENT_DTO }));
    expect(gateway.calls.map((c) => [c[0], c[1]])).toEqual([
      ['updateAddress', 3],
      ['updateBank', 4],
      ['updateEmployment', 5],
    ]);
  });

  it('SendFeedback validates, then sends and returns the receipt', async () => {
    const sent: unknown[] = [];
    const send = new SendFeedback({
      send: async (input) => {
        sent.push(input);
        return { id: 42, reference: 'FB-000042', category: input.category, createdAt: '2026-11-22T10:00:00.000Z' };
      },
    });
    await rejection(send.execute({ category: 'general', message: 'hi' }));
    const receipt = await send.execute({ category: 'praise', message: 'The forms are very clear.', rating: 5 });
    expect(receipt.reference).toBe('FB-000042');
    expect(sent).toHaveLength(1);
  });
});
