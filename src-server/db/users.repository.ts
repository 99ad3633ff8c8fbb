import { sql, type Kysely } from 'kysely';
import { staffRoleOf, type StaffRole } from '../../src-domain/back-office/staff-role';
import type { DatabaseSchema, UserRow } from './database.types';
import { precompiled } from './precompiled-query';
import { toFlag, toIso, toIsoOrNull } from './timestamps';

/** A user as the server works with it (the password hash stays inside the server). */
export interface UserRecord {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  passwordHash: string;
  role: string;
  emailVerifiedAt: string | null;
  phoneVerifiedAt: string | null;
  twoFactorEnabled: boolean;
  /** What a staff member does (role 'staff'); null for borrowers. */
  staffRole: StaffRole | null;
  /** When the operator disabled the (staff) account; null while it may sign in. */
  disabledAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  passwordHash: string;
  role: string;
  emailVerifiedAt?: string | null;
  phoneVerifiedAt?: string | null;
  staffRole?: StaffRole | null;
}

/** Persistence of users. E-mail addresses are stored and matched lowercased. */
export class UsersRepository {
  /** Runs on every authenticated request, so it is compiled once. */
  private readonly byId = precompiled((id: number) => this.db.selectFrom('users').selectAll().where('id', '=', id), 1);

  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** The user with `email` in any letter case, or null. */
  async findByEmail(email: string): Promise<UserRecord | null> {
    const row = await this.db
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', normaliseEmail(email))
      .executeTakeFirst();
    return row ? toUserRecord(row) : null;
  }

  async findById(id: number): Promise<UserRecord | null> {
    const [row] = (await this.db.executeQuery(this.byId(id))).rows;
    return row ? toUserRecord(row) : null;
  }

  /** Inserts a user; a duplicate e-mail surfaces as the database's unique violation. */
  async create(user: NewUser, now: Date): Promise<UserRecord> {
    const at = now.toISOString();
    const row = await this.db
      .insertInto('users')
      .values({
        first_name: user.firstName,
        last_name: user.lastName,
        email: normaliseEmail(user.email),
        phone: user.phone,
        password_hash: user.passwordHash,
        role: user.role,
        email_verified_at: user.emailVerifiedAt ?? null,
        phone_verified_at: user.phoneVerifiedAt ?? null,
        two_factor_secret: null,
        two_factor_enabled: 0,
        staff_role: user.staffRole ?? null,
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toUserRecord(row);
  }

  async updatePasswordHash(id: number, passwordHash: string, now: Date): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
  }
}

/** The canonical form of an e-mail address for storage and lookup. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A user row as the server works with it. */
export function toUserRecord(row: UserRow): UserRecord {
  return {
    id: Number(row.id),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    passwordHash: row.password_hash,
    role: row.role,
    emailVerifiedAt: toIsoOrNull(row.email_verified_at),
    phoneVerifiedAt: toIsoOrNull(row.phone_verified_at),
    twoFactorEnabled: toFlag(row.two_factor_enabled),
    staffRole: staffRoleOf(row.staff_role),
    disabledAt: toIsoOrNull(row.disabled_at),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}
