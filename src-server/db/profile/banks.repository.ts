import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../database.types';
import { toFlag, toIso } from '../timestamps';
import { clearOtherPrimaries } from './owned-records';
import type { BanksTable } from './profile.tables';

/** A bank account as stored, with the full number. It leaves the server only through the masked resource. */
export interface BankRecord {
  id: number;
  userId: number;
  bankName: string;
  accountHolder: string;
  accountKind: 'iban' | 'domestic';
  accountNumber: string;
  routingCode: string | null;
  currency: string;
  isPrimary: boolean;
  createdAt: string;
  updatedAt: string;
}

export type BankFields = Omit<BankRecord, 'id' | 'userId' | 'isPrimary' | 'createdAt' | 'updatedAt'>;

/** Persistence of banks. Every read and write is scoped to the owner. */
export class BanksRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async listOf(userId: number): Promise<BankRecord[]> {
    const rows = await this.db.selectFrom('banks').selectAll().where('user_id', '=', userId).orderBy('is_primary', 'desc').orderBy('id', 'desc').execute();
    return rows.map(toRecord);
  }

  async findOfUser(userId: number, id: number): Promise<BankRecord | null> {
    const row = await this.db.selectFrom('banks').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /** The user's account with this (compact) number, other than `exceptId`. */
  async findByNumber(userId: number, accountNumber: string, exceptId: number | null): Promise<BankRecord | null> {
    let query = this.db.selectFrom('banks').selectAll().where('user_id', '=', userId).where('account_number', '=', accountNumber);
    if (exceptId !== null) query = query.where('id', '!=', exceptId);
    const row = await query.executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async create(userId: number, fields: BankFields, primary: boolean, now: Date): Promise<BankRecord> {
    if (primary) await clearOtherPrimaries(this.db, 'banks', userId, null);
    const at = now.toISOString();
    const row = await this.db
      .insertInto('banks')
      .values({ user_id: userId, ...toColumns(fields), is_primary: primary ? 1 : 0, created_at: at, updated_at: at })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRecord(row);
  }

  async update(userId: number, id: number, fields: BankFields, primary: boolean, now: Date): Promise<BankRecord> {
    if (primary) await clearOtherPrimaries(this.db, 'banks', userId, id);
    const row = await this.db
      .updateTable('banks')
      .set({ ...toColumns(fields), is_primary: primary ? 1 : 0, updated_at: now.toISOString() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRecord(row);
  }
}

function toColumns(fields: BankFields) {
  return {
    bank_name: fields.bankName,
    account_holder: fields.accountHolder,
    account_kind: fields.accountKind,
    account_number: fields.accountNumber,
    routing_code: fields.routingCode,
    currency: fields.currency,
  };
}

function toRecord(row: Selectable<BanksTable>): BankRecord {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    bankName: row.bank_name,
    accountHolder: row.account_holder,
    accountKind: row.account_kind === 'iban' ? 'iban' : 'domestic',
    accountNumber: row.account_number,
    routingCode: row.routing_code,
    currency: row.currency.trim(),
    isPrimary: toFlag(row.is_primary),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}
