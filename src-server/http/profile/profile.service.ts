import type { Kysely } from 'kysely';
import type { AddressDto } from '../../../src-domain/profile/address.dto';
import type { BankAccountDto, BankAccountUpdateDto } from '../../../src-domain/profile/bank-account.dto';
import type { EmploymentDto } from '../../../src-domain/profile/employment.dto';
import { PROFILE_LIMITS } from '../../../src-domain/profile/profile-options';
import { assertLenderCurrency, assertMinimumAge, assertRequiredAnswers, type ProfilePolicy } from '../../../src-domain/profile/profile-policy';
import { profileCompleteness } from '../../../src-domain/profile/profile-completeness';
import { isRoutingCodeFor } from '../../../src-domain/profile/profile.rules';
import type { UserDetailsDto, UserDetailsUpdateDto } from '../../../src-domain/profile/user-details.dto';
import { Conflict, ValidationFailed } from '../../../src-domain/shared/errors';
import type { DatabaseSchema } from '../../db/database.types';
import { isUniqueViolation } from '../../db/db-errors';
import { AddressesRepository, type AddressRecord } from '../../db/profile/addresses.repository';
import { BanksRepository, type BankRecord } from '../../db/profile/banks.repository';
import { EmploymentsRepository, type EmploymentRecord } from '../../db/profile/employments.repository';
import { countOf } from '../../db/profile/owned-records';
import { ProfileAuditRepository, type AuditedEntity } from '../../db/profile/profile-audit.repository';
import { UserDetailsRepository, type UserDetailsRecord } from '../../db/profile/user-details.repository';
import type { Clock } from '../../services/clock.port';
import { notFound } from '../http-error';
import { changesBetween } from './profile-audit';
import { addressFields, bankFields, detailsFields, employmentFields } from './profile-input';

/** Told once per borrower, the first time the profile is complete (the "profile completed" notice). */
export type ProfileCompletedListener = (userId: number) => Promise<void>;

/** Who is writing: the borrower themselves today; staff acting for them later. */
export interface Actor {
  userId: number;
}

type Tx = Kysely<DatabaseSchema>;

/**
 * The profile's writes. Each runs in one transaction with its audit row; every `{id}` is looked up
 * within the owner's records, so another user's id is a 404 before anything is read or written.
 */
export class ProfileService {
  /** Kept for the life of the service, so the queries a repository compiles once stay compiled. */
  private readonly readers: { details: UserDetailsRepository; addresses: AddressesRepository; banks: BanksRepository; employments: EmploymentsRepository };

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly clock: Clock,
    private readonly policy: ProfilePolicy,
    private readonly onCompleted?: ProfileCompletedListener,
    private readonly log?: { error(details: object, message: string): void },
  ) {
    this.readers = { details: new UserDetailsRepository(db), addresses: new AddressesRepository(db), banks: new BanksRepository(db), employments: new EmploymentsRepository(db) };
  }

  details(userId: number): Promise<UserDetailsRecord | null> {
    return this.readers.details.ofUser(userId);
  }

  addresses(userId: number): Promise<AddressRecord[]> {
    return this.readers.addresses.listOf(userId);
  }

  banks(userId: number): Promise<BankRecord[]> {
    return this.readers.banks.listOf(userId);
  }

  employments(userId: number): Promise<EmploymentRecord[]> {
    return this.readers.employments.listOf(userId);
  }

  async createDetails(actor: Actor, dto: UserDetailsDto): Promise<UserDetailsRecord> {
    assertMinimumAge(dto.date_of_birth, this.policy);
    assertRequiredAnswers(dto, this.policy);
    const created = await this.write(async (trx) => {
      const repository = new UserDetailsRepository(trx);
      if (await repository.ofUser(actor.userId)) throw detailsExist();
      const record = await repository.create(actor.userId, detailsFields(dto, null), this.clock.now());
      await this.audit(trx, actor, 'user_details', record.id, null, record);
      return record;
    });
    return this.afterWrite(actor.userId, created);
  }

  async updateDetails(actor: Actor, id: number, dto: UserDetailsUpdateDto): Promise<UserDetailsRecord> {
    const updated = await this.write(async (trx) => {
      const repository = new UserDetailsRepository(trx);
      const before = await repository.ofUser(actor.userId);
      if (!before || before.id !== id) throw notFound();
      assertMinimumAge(dto.date_of_birth, this.policy);
      assertRequiredAnswers(dto, this.policy);
      const after = (await repository.update(actor.userId, id, detailsFields(dto, before.nationalId), this.clock.now()))!;
      await this.audit(trx, actor, 'user_details', id, before, after);
      return after;
    });
    return this.afterWrite(actor.userId, updated);
  }

  async addAddress(actor: Actor, dto: AddressDto): Promise<AddressRecord> {
    const created = await this.write(async (trx) => {
      const count = await countOf(trx, 'addresses', actor.userId);
      if (count >= PROFILE_LIMITS.addresses) throw limitReached('addresses', PROFILE_LIMITS.addresses);
      const record = await new AddressesRepository(trx).create(actor.userId, addressFields(dto, this.today()), dto.is_primary === true || count === 0, this.clock.now());
      await this.audit(trx, actor, 'address', record.id, null, record);
      return record;
    });
    return this.afterWrite(actor.userId, created);
  }

  async updateAddress(actor: Actor, id: number, dto: AddressDto): Promise<AddressRecord> {
    const updated = await this.write(async (trx) => {
      const repository = new AddressesRepository(trx);
      const before = await repository.findOfUser(actor.userId, id);
      if (!before) throw notFound();
      const primary = keepsOrTakesPrimary(before.isPrimary, dto.is_primary, 'address');
      const after = await repository.update(actor.userId, id, addressFields(dto, this.today()), primary, this.clock.now());
      await this.audit(trx, actor, 'address', id, before, after);
      return after;
    });
    return this.afterWrite(actor.userId, updated);
  }

  async addBank(actor: Actor, dto: BankAccountDto): Promise<BankRecord> {
    const created = await this.write(async (trx) => {
      const repository = new BanksRepository(trx);
      const count = await countOf(trx, 'banks', actor.userId);
      if (count >= PROFILE_LIMITS.banks) throw limitReached('banks', PROFILE_LIMITS.banks);
      const fields = bankFields(dto, null);
      if (await repository.findByNumber(actor.userId, fields.accountNumber, null)) throw accountSaved();
      const record = await repository.create(actor.userId, fields, dto.is_primary === true || count === 0, this.clock.now());
      await this.audit(trx, actor, 'bank', record.id, null, record);
      return record;
    });
    return this.afterWrite(actor.userId, created);
  }

  async updateBank(actor: Actor, id: number, dto: BankAccountUpdateDto): Promise<BankRecord> {
    const updated = await this.write(async (trx) => {
      const repository = new BanksRepository(trx);
      const before = await repository.findOfUser(actor.userId, id);
      if (!before) throw notFound();
      const fields = bankFields(dto, before.accountNumber);
      // The DTO could not see the stored number when it was left out: check the routing code against it here.
      if (!isRoutingCodeFor(fields.routingCode ?? '', fields.accountNumber)) {
        throw new ValidationFailed({ routing_code: ['Enter the sort code or routing number that goes with this account.'] });
      }
      if (await repository.findByNumber(actor.userId, fields.accountNumber, id)) throw accountSaved();
      const primary = keepsOrTakesPrimary(before.isPrimary, dto.is_primary, 'bank account');
      const after = await repository.update(actor.userId, id, fields, primary, this.clock.now());
      await this.audit(trx, actor, 'bank', id, before, after);
      return after;
    });
    return this.afterWrite(actor.userId, updated);
  }

  async addEmployment(actor: Actor, dto: EmploymentDto): Promise<EmploymentRecord> {
    assertLenderCurrency(dto.income_currency, 'income_currency', this.policy);
    const created = await this.write(async (trx) => {
      if ((await countOf(trx, 'user_employments', actor.userId)) >= PROFILE_LIMITS.employments) {
        throw limitReached('employments', PROFILE_LIMITS.employments);
      }
      const record = await new EmploymentsRepository(trx).create(actor.userId, employmentFields(dto), this.clock.now());
      await this.audit(trx, actor, 'employment', record.id, null, record);
      return record;
    });
    return this.afterWrite(actor.userId, created);
  }

  async updateEmployment(actor: Actor, id: number, dto: EmploymentDto): Promise<EmploymentRecord> {
    assertLenderCurrency(dto.income_currency, 'income_currency', this.policy);
    const updated = await this.write(async (trx) => {
      const repository = new EmploymentsRepository(trx);
      const before = await repository.findOfUser(actor.userId, id);
      if (!before) throw notFound();
      const after = await repository.update(actor.userId, id, employmentFields(dto), this.clock.now());
      await this.audit(trx, actor, 'employment', id, before, after);
      return after;
    });
    return this.afterWrite(actor.userId, updated);
  }

  private today(): string {
    return this.clock.now().toISOString().slice(0, 10);
  }

  /** Runs `work` in a transaction; a lost race on a unique index (two primaries, two details rows) is a 409. */
  private async write<T>(work: (trx: Tx) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction().execute(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict('Someone else changed this at the same moment. Please reload and try again.');
      throw error;
    }
  }

  private async audit(trx: Tx, actor: Actor, entity: AuditedEntity, entityId: number, before: object | null, after: object): Promise<void> {
    const changes = changesBetween(before, after);
    if (before && Object.keys(changes).length === 0) return; // saving unchanged values is not a change
    await new ProfileAuditRepository(trx).append(
      { userId: actor.userId, actorId: actor.userId, entity, entityId, action: before ? 'updated' : 'created', changes },
      this.clock.now(),
    );
  }

  /** After a write: the first time the profile is complete, remember it and tell the listener (best effort). */
  private async afterWrite<T>(userId: number, result: T): Promise<T> {
    const [details, addresses, banks, employments] = await Promise.all([
      this.details(userId),
      this.addresses(userId),
      this.banks(userId),
      this.employments(userId),
    ]);
    if (!details || details.profileCompletedAt) return result;
    const today = this.today();
    // Only presence and flags matter to completeness; the masked fields are not needed here.
    const profile = {
      details: { ...details, nationalIdMasked: '', phone: '' },
      addresses,
      banks: banks.map((bank) => ({ ...bank, accountNumberMasked: '' })),
      employments,
    };
    if (!profileCompleteness(profile, today).complete) return result;
    if (!(await new UserDetailsRepository(this.db).markCompleted(userId, this.clock.now()))) return result;
    try {
      await this.onCompleted?.(userId);
    } catch (error) {
      this.log?.error({ err: error, userId }, 'profile completed but the notice was not sent');
    }
    return result;
  }
}

/** The primary flag on an update: `true` takes it over; `false` on the primary record is refused (choose another instead). */
function keepsOrTakesPrimary(isPrimary: boolean, wanted: boolean | undefined, what: string): boolean {
  if (isPrimary && wanted === false) {
    throw new ValidationFailed({ is_primary: [`To change your primary ${what}, make another one primary instead.`] });
  }
  return isPrimary || wanted === true;
}

function limitReached(field: string, max: number): ValidationFailed {
  const message = `You can keep at most ${max} ${field}. Please update one of them instead.`;
  return new ValidationFailed({ [field]: [message] }, message);
}

function accountSaved(): ValidationFailed {
  const message = 'This account is already saved.';
  return new ValidationFailed({ account_number: [message] }, message);
}

function detailsExist(): Conflict {
  return new Conflict('Your details are already saved; update them instead.');
}
