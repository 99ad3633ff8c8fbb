import type { Kysely, Selectable } from 'kysely';
import type { Employment } from '../../../src-domain/profile/employment.entity';
import type { EmploymentType, PayFrequency } from '../../../src-domain/profile/profile-options';
import type { DatabaseSchema } from '../database.types';
import { toIso } from '../timestamps';
import type { UserEmploymentsTable } from './profile.tables';

/** An employment as stored: the domain's Employment plus its owner and creation time. */
export interface EmploymentRecord extends Employment {
  userId: number;
  createdAt: string;
}

export type EmploymentFields = Omit<Employment, 'id' | 'updatedAt'>;

/** Persistence of user_employments. Every read and write is scoped to the owner. */
export class EmploymentsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async listOf(userId: number): Promise<EmploymentRecord[]> {
    const rows = await this.db.selectFrom('user_employments').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
    return rows.map(toRecord);
  }

  async findOfUser(userId: number, id: number): Promise<EmploymentRecord | null> {
    const row = await this.db.selectFrom('user_employments').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async create(userId: number, fields: EmploymentFields, now: Date): Promise<EmploymentRecord> {
    const at = now.toISOString();
    const row = await this.db
      .insertInto('user_employments')
      .values({ user_id: userId, ...toColumns(fields), created_at: at, updated_at: at })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRecord(row);
  }

  async update(userId: number, id: number, fields: EmploymentFields, now: Date): Promise<EmploymentRecord> {
    const row = await this.db
      .updateTable('user_employments')
      .set({ ...toColumns(fields), updated_at: now.toISOString() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRecord(row);
  }
}

function toColumns(fields: EmploymentFields) {
  return {
    employment_type: fields.employmentType,
    employer_name: fields.employerName,
    position: fields.position,
    start_date: fields.startDate,
    monthly_gross_income: fields.monthlyGrossIncome.amountMinor,
    monthly_net_income: fields.monthlyNetIncome.amountMinor,
    monthly_outgoings: fields.monthlyOutgoings === null ? null : fields.monthlyOutgoings.amountMinor,
    income_currency: fields.monthlyGrossIncome.currency,
    pay_frequency: fields.payFrequency,
    next_pay_date: fields.nextPayDate,
    employer_phone: fields.employerPhone,
  };
}

function toRecord(row: Selectable<UserEmploymentsTable>): EmploymentRecord {
  const currency = row.income_currency.trim();
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    employmentType: row.employment_type as EmploymentType,
    employerName: row.employer_name,
    position: row.position,
    startDate: row.start_date,
    monthlyGrossIncome: { amountMinor: Number(row.monthly_gross_income), currency },
    monthlyNetIncome: { amountMinor: Number(row.monthly_net_income), currency },
    monthlyOutgoings: row.monthly_outgoings === null ? null : { amountMinor: Number(row.monthly_outgoings), currency },
    payFrequency: row.pay_frequency as PayFrequency,
    nextPayDate: row.next_pay_date,
    employerPhone: row.employer_phone,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}
