import { NotificationType } from '../../src-domain/notifications/notification-type';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Address } from '../../src-domain/profile/address.entity';
import type { AddressDto } from '../../src-domain/profile/address.dto';
import type { BankAccount } from '../../src-domain/profile/bank-account.entity';
import type { BankAccountDto, BankAccountUpdateDto } from '../../src-domain/profile/bank-account.dto';
import type { Employment } from '../../src-domain/profile/employment.entity';
import type { EmploymentDto } from '../../src-domain/profile/employment.dto';
import { EMPTY_PROFILE, type Profile } from '../../src-domain/profile/profile';
import { profileCompleteness, type ProfileCompleteness } from '../../src-domain/profile/profile-completeness';
import type { UserDetailsDto, UserDetailsUpdateDto } from '../../src-domain/profile/user-details.dto';
import { describeError } from '../../src-domain/shared/messages';
import type { AppServices } from '../app/app-services';
import type { StoreContext } from '../app/store-context';
import { SubmissionState } from '../auth/auth.store';
import { PROFILE_MESSAGES } from './profile.messages';

/** Which dialog is open: the kind of record and its id (null to add one). */
export type ProfileEditor = { kind: 'details' | 'address' | 'bank' | 'employment'; id: number | null };

type ProfileServices = AppServices['profile'];

/**
 * The signed-in borrower's profile: what is saved, how complete it is, the open editor and the
 * state of its save. Forms keep their own values; a failed save leaves them as typed.
 */
export class ProfileStore {
  profile: Profile = EMPTY_PROFILE;
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  error: string | null = null;
  editor: ProfileEditor | null = null;
  readonly submission = new SubmissionState();
  /** The user the profile belongs to: another sign-in in the same tab must never see it. */
  private owner: number | null = null;

  constructor(private readonly context: StoreContext) {
    makeAutoObservable<ProfileStore, 'context' | 'owner'>(this, { context: false, owner: false });
  }

  get completeness(): ProfileCompleteness {
    return profileCompleteness(this.profile);
  }

  get loaded(): boolean {
    return this.status === 'ready' && this.owner === this.context.auth.user?.id;
  }

  /** Loads the profile, unless it is already loaded for this user (`force` reloads). */
  async load(force = false): Promise<void> {
    const userId = this.context.auth.user?.id ?? null;
    if (userId === null) return;
    if (this.owner !== userId) {
      // Another person signed in on this tab: nothing of the previous profile may show.
      this.owner = userId;
      this.profile = EMPTY_PROFILE;
      this.status = 'idle';
      this.editor = null;
    }
    if (!force && (this.status === 'ready' || this.status === 'loading')) return;
    this.status = 'loading';
    this.error = null;
    try {
      const { profile } = await this.context.services.get();
      const loaded = await profile.load.execute();
      runInAction(() => {
        if (this.owner !== userId) return; // signed out or switched while loading
        this.profile = loaded;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        if (this.owner !== userId) return;
        this.status = 'error';
        this.error = describeError(error);
      });
    }
  }

  open(kind: ProfileEditor['kind'], id: number | null = null): void {
    this.submission.reset();
    this.editor = { kind, id };
  }

  close(): void {
    if (this.submission.pending) return;
    this.editor = null;
  }

  saveDetails(input: UserDetailsDto | UserDetailsUpdateDto): Promise<boolean> {
    const id = this.profile.details?.id;
    return this.save(
      (services) => (id === undefined ? services.saveDetails.execute({ details: input as UserDetailsDto }) : services.saveDetails.execute({ id, details: input })),
      (details) => (this.profile = { ...this.profile, details }),
      PROFILE_MESSAGES.detailsSaved,
    );
  }

  saveAddress(id: number | null, input: AddressDto): Promise<boolean> {
    return this.save(
      (services) => (id === null ? services.addAddress.execute(input) : services.updateAddress.execute({ id, address: input })),
      (address) => (this.profile = { ...this.profile, addresses: withRecord(this.profile.addresses, address) }),
      PROFILE_MESSAGES.addressSaved,
    );
  }

  saveBank(id: number | null, input: BankAccountDto | BankAccountUpdateDto): Promise<boolean> {
    return this.save(
      (services) => (id === null ? services.addBank.execute(input as BankAccountDto) : services.updateBank.execute({ id, bank: input })),
      (bank) => (this.profile = { ...this.profile, banks: withRecord(this.profile.banks, bank) }),
      PROFILE_MESSAGES.bankSaved,
    );
  }

  saveEmployment(id: number | null, input: EmploymentDto): Promise<boolean> {
    return this.save(
      (services) => (id === null ? services.addEmployment.execute(input) : services.updateEmployment.execute({ id, employment: input })),
      (employment) => (this.profile = { ...this.profile, employments: withRecord(this.profile.employments, employment) }),
      PROFILE_MESSAGES.employmentSaved,
    );
  }

  /** Runs one save: the submission state, the merge of the answer, a toast, and the dialog closed on success. */
  private async save<T>(call: (services: ProfileServices) => Promise<T>, apply: (saved: T) => void, message: string): Promise<boolean> {
    const wasComplete = this.completeness.complete;
    this.submission.start();
    try {
      const { profile } = await this.context.services.get();
      const saved = await call(profile);
      runInAction(() => {
        apply(saved);
        this.submission.succeed();
        this.editor = null;
      });
      const justCompleted = !wasComplete && this.completeness.complete;
      this.context.notifier.success(justCompleted ? PROFILE_MESSAGES.complete : message, justCompleted ? NotificationType.ProfileCompleted : undefined);
      return true;
    } catch (error) {
      this.submission.fail(error);
      return false;
    }
  }
}

/**
 * The list with `record` added or replaced. A record that became primary takes the flag from the
 * others, as the server does; the list stays primary first, then newest first.
 */
function withRecord<T extends (Address | BankAccount | Employment) & { id: number }>(list: T[], record: T): T[] {
  const primary = 'isPrimary' in record && record.isPrimary;
  const others = list.filter((item) => item.id !== record.id).map((item) => (primary && 'isPrimary' in item ? { ...item, isPrimary: false } : item));
  return [record, ...others].sort((a, b) => {
    const byPrimary = Number('isPrimary' in b && b.isPrimary) - Number('isPrimary' in a && a.isPrimary);
    return byPrimary || b.id - a.id;
  });
}
