import type { Kysely, Selectable } from 'kysely';
import type { Address } from '../../../src-domain/profile/address.entity';
import type { AddressKind, ResidentialStatus } from '../../../src-domain/profile/profile-options';
import type { DatabaseSchema } from '../database.types';
import { precompiled } from '../precompiled-query';
import { toFlag, toIso } from '../timestamps';
import { clearOtherPrimaries } from './owned-records';
import type { AddressesTable } from './profile.tables';

/** An address as stored: the domain's Address plus its owner and creation time. */
export interface AddressRecord extends Address {
  userId: number;
  createdAt: string;
}

export type AddressFields = Omit<Address, 'id' | 'isPrimary' | 'updatedAt'>;

/** Persistence of addresses. Every read and write is scoped to the owner. */
export class AddressesRepository {
  /** Read on every profile and eligibility check, so compiled once. */
  private readonly listQuery = precompiled(
    (userId: number) => this.db.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('is_primary', 'desc').orderBy('id', 'desc'),
    1,
  );

  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async listOf(userId: number): Promise<AddressRecord[]> {
    return (await this.db.executeQuery(this.listQuery(userId))).rows.map(toRecord);
  }

  /** The user's address `id`, or null when it does not exist or is someone else's. */
  async findOfUser(userId: number, id: number): Promise<AddressRecord | null> {
    const row = await this.db.selectFrom('addresses').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async create(userId: number, fields: AddressFields, primary: boolean, now: Date): Promise<AddressRecord> {
    if (primary) await clearOtherPrimaries(this.db, 'addresses', userId, null);
    const at = now.toISOString();
    const row = await this.db
      .insertInto('addresses')
      .values({ user_id: userId, ...toColumns(fields), is_primary: primary ? 1 : 0, created_at: at, updated_at: at })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRecord(row);
  }

  async update(userId: number, id: number, fields: AddressFields, primary: boolean, now: Date): Promise<AddressRecord> {
    if (primary) await clearOtherPrimaries(this.db, 'addresses', userId, id);
    const row = await this.db
      .updateTable('addresses')
      .set({ ...toColumns(fields), is_primary: primary ? 1 : 0, updated_at: now.toISOString() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRecord(row);
  }
}

function toColumns(fields: AddressFields) {
  return {
    kind: fields.kind,
    line1: fields.line1,
    line2: fields.line2,
    city: fields.city,
    region: fields.region,
    postal_code: fields.postalCode,
    country: fields.country,
    years_at_address: fields.yearsAtAddress,
    lived_from: fields.livedFrom,
    lived_until: fields.livedUntil,
    residential_status: fields.residentialStatus,
  };
}

function toRecord(row: Selectable<AddressesTable>): AddressRecord {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    kind: row.kind as AddressKind,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    region: row.region,
    postalCode: row.postal_code,
    country: row.country.trim(),
    yearsAtAddress: Number(row.years_at_address),
    livedFrom: row.lived_from ?? null,
    livedUntil: row.lived_until ?? null,
    residentialStatus: row.residential_status as ResidentialStatus,
    isPrimary: toFlag(row.is_primary),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}
