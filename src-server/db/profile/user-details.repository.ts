import type { Kysely, Selectable } from 'kysely';
import type { EducationLevel, Gender, MaritalStatus } from '../../../src-domain/profile/profile-options';
import type { DatabaseSchema } from '../database.types';
import { toIso, toIsoOrNull } from '../timestamps';
import type { UserDetailsTable } from './profile.tables';

/** A borrower's details as the server keeps them: the national ID in full, never sent out as is. */
export interface UserDetailsRecord {
  id: number;
  userId: number;
  firstName: string;
  middleName: string | null;
  lastName: string;
  dateOfBirth: string;
  nationalId: string;
  gender: Gender | null;
  maritalStatus: MaritalStatus;
  dependants: number;
  education: EducationLevel | null;
  nationality: string;
  profileCompletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export type UserDetailsFields = Omit<UserDetailsRecord, 'id' | 'userId' | 'profileCompletedAt' | 'createdAt' | 'updatedAt'>;

/** Persistence of user_details (one row per user). */
export class UserDetailsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async ofUser(userId: number): Promise<UserDetailsRecord | null> {
    const row = await this.db.selectFrom('user_details').selectAll().where('user_id', '=', userId).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async create(userId: number, fields: UserDetailsFields, now: Date): Promise<UserDetailsRecord> {
    const at = now.toISOString();
    const row = await this.db
      .insertInto('user_details')
      .values({ user_id: userId, ...toColumns(fields), profile_completed_at: null, created_at: at, updated_at: at })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRecord(row);
  }

  /** Updates the user's own row `id`; null when it is not theirs. */
  async update(userId: number, id: number, fields: UserDetailsFields, now: Date): Promise<UserDetailsRecord | null> {
    const row = await this.db
      .updateTable('user_details')
      .set({ ...toColumns(fields), updated_at: now.toISOString() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /** Marks the profile completed once; true only for the call that set it. */
  async markCompleted(userId: number, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('user_details')
      .set({ profile_completed_at: now.toISOString() })
      .where('user_id', '=', userId)
      .where('profile_completed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}

function toColumns(fields: UserDetailsFields) {
  return {
    first_name: fields.firstName,
    middle_name: fields.middleName,
    last_name: fields.lastName,
    date_of_birth: fields.dateOfBirth,
    national_id: fields.nationalId,
    gender: fields.gender ?? '', // '' is "not answered" (the column stays NOT NULL)
    marital_status: fields.maritalStatus,
    dependants: fields.dependants,
    education: fields.education ?? '',
    nationality: fields.nationality,
  };
}

function toRecord(row: Selectable<UserDetailsTable>): UserDetailsRecord {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    dateOfBirth: row.date_of_birth,
    nationalId: row.national_id,
    gender: (row.gender || null) as Gender | null,
    maritalStatus: row.marital_status as MaritalStatus,
    dependants: Number(row.dependants),
    education: (row.education || null) as EducationLevel | null,
    nationality: row.nationality.trim(),
    profileCompletedAt: toIsoOrNull(row.profile_completed_at),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}
