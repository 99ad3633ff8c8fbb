import type { FeedbackDto } from '../../../src-domain/feedback/feedback.dto';
import { feedbackReference, type FeedbackReceipt } from '../../../src-domain/feedback/feedback.entity';
import type { FeedbackGateway } from '../../../src-domain/feedback/feedback-gateway.port';
import { SendFeedback } from '../../../src-domain/feedback/send-feedback.use-case';
import { AddAddress } from '../../../src-domain/profile/add-address.use-case';
import { AddBankAccount } from '../../../src-domain/profile/add-bank-account.use-case';
import { AddEmployment } from '../../../src-domain/profile/add-employment.use-case';
import type { Address } from '../../../src-domain/profile/address.entity';
import type { AddressDto } from '../../../src-domain/profile/address.dto';
import { maskNumber, type BankAccount } from '../../../src-domain/profile/bank-account.entity';
import type { BankAccountDto, BankAccountUpdateDto } from '../../../src-domain/profile/bank-account.dto';
import type { Employment } from '../../../src-domain/profile/employment.entity';
import type { EmploymentDto } from '../../../src-domain/profile/employment.dto';
import { LoadProfile } from '../../../src-domain/profile/load-profile.use-case';
import type { ProfileGateway } from '../../../src-domain/profile/profile-gateway.port';
import { DEFAULT_PROFILE_POLICY } from '../../../src-domain/profile/profile-policy';
import { SaveUserDetails } from '../../../src-domain/profile/save-user-details.use-case';
import { UpdateAddress } from '../../../src-domain/profile/update-address.use-case';
import { UpdateBankAccount } from '../../../src-domain/profile/update-bank-account.use-case';
import { UpdateEmployment } from '../../../src-domain/profile/update-employment.use-case';
import type { UserDetails } from '../../../src-domain/profile/user-details.entity';
import type { UserDetailsDto, UserDetailsUpdateDto } from '../../../src-domain/profile/user-details.dto';
import { NotFound } from '../../../src-domain/shared/errors';
import type { AppServices } from '../../../src-ui/app/app-services';

const AT = '2026-11-22T10:00:00.000Z';

/** The lender's profile API in memory, behaving as the server does (primary flags, masking, 404 for unknown ids). */
export class FakeProfileGateway implements ProfileGateway {
  calls: string[] = [];
  current: { details: UserDetails | null; addresses: Address[]; banks: BankAccount[]; employments: Employment[] } = {
    details: null,
    addresses: [],
    banks: [],
    employments: [],
  };
  /** Set to make the next call of that name fail. */
  failNext: Partial<Record<keyof ProfileGateway, unknown>> = {};
  private nextId = 1;

  private async call<T>(name: keyof ProfileGateway, work: () => T): Promise<T> {
    this.calls.push(name);
    const failure = this.failNext[name];
    if (failure !== undefined) {
      delete this.failNext[name];
      throw failure;
    }
    return work();
  }

  details = () => this.call('details', () => this.current.details);
  createDetails = (input: UserDetailsDto) => this.call('createDetails', () => (this.current.details = this.toDetails(this.nextId++, input, input.national_id)));
  updateDetails = (id: number, input: UserDetailsUpdateDto) =>
    this.call('updateDetails', () => {
      if (this.current.details?.id !== id) throw new NotFound();
      return (this.current.details = this.toDetails(id, input, input.national_id ?? null, this.current.details.nationalIdMasked));
    });
  addresses = () => this.call('addresses', () => [...this.current.addresses]);
  addAddress = (input: AddressDto) => this.call('addAddress', () => this.saveAddress(this.nextId++, input, this.current.addresses.length === 0));
  updateAddress = (id: number, input: AddressDto) =>
    this.call('updateAddress', () => {
      const found = this.current.addresses.find((a) => a.id === id);
      if (!found) throw new NotFound();
      return this.saveAddress(id, input, found.isPrimary);
    });
  banks = () => this.call('banks', () => [...this.current.banks]);
  addBank = (input: BankAccountDto) => this.call('addBank', () => this.saveBank(this.nextId++, input, null, this.current.banks.length === 0));
  updateBank = (id: number, input: BankAccountUpdateDto) =>
    this.call('updateBank', () => {
      const found = this.current.banks.find((b) => b.id === id);
      if (!found) throw new NotFound();
      return this.saveBank(id, input, found.accountNumberMasked, found.isPrimary);
    });
  employments = () => this.call('employments', () => [...this.current.employments]);
  addEmployment = (input: EmploymentDto) => this.call('addEmployment', () => this.saveEmployment(this.nextId++, input));
  updateEmployment = (id: number, input: EmploymentDto) =>
    this.call('updateEmployment', () => {
      if (!this.current.employments.some((e) => e.id === id)) throw new NotFound();
      return this.saveEmployment(id, input);
    });

  private toDetails(id: number, input: UserDetailsUpdateDto, nationalId: string | null | undefined, kept = ''): UserDetails {
    return {
      id,
      firstName: input.first_name,
      middleName: input.middle_name ?? null,
      lastName: input.last_name,
      dateOfBirth: input.date_of_birth,
      nationalIdMasked: nationalId ? maskNumber(nationalId) : kept,
      gender: input.gender ?? null,
      maritalStatus: input.marital_status,
      dependants: input.dependants,
      education: input.education ?? null,
      nationality: input.nationality,
      phone: '+447700900123',
      updatedAt: AT,
    };
  }

  private saveAddress(id: number, input: AddressDto, wasPrimary: boolean): Address {
    const primary = wasPrimary || input.is_primary === true;
    if (primary) this.current.addresses = this.current.addresses.map((a) => ({ ...a, isPrimary: false }));
    const address: Address = {
      id,
      kind: input.kind,
      line1: input.line1,
      line2: input.line2 ?? null,
      city: input.city,
      region: input.region ?? null,
      postalCode: input.postal_code.toUpperCase(),
      country: input.country,
      yearsAtAddress: input.years_at_address ?? 0,
      livedFrom: input.lived_from ?? null,
      livedUntil: input.lived_until ?? null,
      residentialStatus: input.residential_status,
      isPrimary: primary,
      updatedAt: AT,
    };
    this.current.addresses = [...this.current.addresses.filter((a) => a.id !== id), address];
    return address;
  }

  private saveBank(id: number, input: BankAccountUpdateDto, keptMask: string | null, wasPrimary: boolean): BankAccount {
    const primary = wasPrimary || input.is_primary === true;
    if (primary) this.current.banks = this.current.banks.map((b) => ({ ...b, isPrimary: false }));
    const bank: BankAccount = {
      id,
      bankName: input.bank_name,
      accountHolder: input.account_holder,
      accountKind: input.account_number && /^[A-Z]{2}/i.test(input.account_number) ? 'iban' : 'domestic',
      accountNumberMasked: input.account_number ? maskNumber(input.account_number) : (keptMask ?? ''),
      routingCode: input.routing_code ? input.routing_code.replace(/\D/g, '') : null,
      currency: input.currency,
      isPrimary: primary,
      updatedAt: AT,
    };
    this.current.banks = [...this.current.banks.filter((b) => b.id !== id), bank];
    return bank;
  }

  private saveEmployment(id: number, input: EmploymentDto): Employment {
    const employment: Employment = {
      id,
      employmentType: input.employment_type,
      employerName: input.employer_name ?? null,
      position: input.position ?? null,
      startDate: input.start_date ?? null,
      monthlyGrossIncome: { amountMinor: input.monthly_gross_income, currency: input.income_currency },
      monthlyNetIncome: { amountMinor: input.monthly_net_income, currency: input.income_currency },
      monthlyOutgoings: input.monthly_outgoings === undefined || input.monthly_outgoings === null ? null : { amountMinor: input.monthly_outgoings, currency: input.income_currency },
      payFrequency: input.pay_frequency,
      nextPayDate: input.next_pay_date ?? null,
      employerPhone: input.employer_phone ?? null,
      updatedAt: AT,
    };
    this.current.employments = [...this.current.employments.filter((e) => e.id !== id), employment];
    return employment;
  }
}

/** Feedback received, in memory. */
export class FakeFeedbackGateway implements FeedbackGateway {
  sent: FeedbackDto[] = [];
  failNext: unknown = undefined;
  async send(input: FeedbackDto): Promise<FeedbackReceipt> {
    if (this.failNext !== undefined) {
      const failure = this.failNext;
      this.failNext = undefined;
      throw failure;
    }
    this.sent.push(input);
    return { id: this.sent.length, reference: feedbackReference(this.sent.length), category: input.category, createdAt: AT };
  }
}

/** The real profile and feedback use-cases on the fakes. */
export function profileServices(profile: ProfileGateway, feedback: FeedbackGateway): Pick<AppServices, 'profile' | 'feedback'> {
  return {
    profile: {
      load: new LoadProfile(profile),
      saveDetails: new SaveUserDetails(profile, DEFAULT_PROFILE_POLICY),
      addAddress: new AddAddress(profile),
      updateAddress: new UpdateAddress(profile),
      addBank: new AddBankAccount(profile),
      updateBank: new UpdateBankAccount(profile),
      addEmployment: new AddEmployment(profile),
      updateEmployment: new UpdateEmployment(profile),
    },
    feedback: { send: new SendFeedback(feedback) },
  };
}
