import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../database.types';
import { toIso, toIsoOrNull } from '../timestamps';
import { normaliseEmail } from '../users.repository';

/** A v2 registration in progress. */
export interface PendingRegistrationRecord {
  id: number;
  email: string;
  phone: string;
  phoneVerifiedAt: string | null;
  passwordHash: string | null;
  tokenHash: string;
  tokenExpiresAt: string;
  expiresAt: string;
  createdAt: string;
}

/** Persistence of pending registrations; e-mails stored lowercased like users'. */
export class PendingRegistrationsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async findByEmail(email: string): Promise<PendingRegistrationRecord | null> {
    const row = await this.db.selectFrom('pending_registrations').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async findByTokenHash(tokenHash: string): Promise<PendingRegistrationRecord | null> {
    const row = await this.db.selectFrom('pending_registrations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async findById(id: number): Promise<PendingRegistrationRecord | null> {
    const row = await this.db.selectFrom('pending_registrations').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async create(values: { email: string; phone: string; tokenHash: string; tokenExpiresAt: Date; expiresAt: Date }, now: Date): Promise<PendingRegistrationRecord> {
    const at = now.toISOString();
    const row = await this.db
      .insertInto('pending_registrations')
      .values({
        email: normaliseEmail(values.email),
        phone: values.phone,
        terms_accepted_at: at,
        phone_verified_at: null,
        password_hash: null,
        token_hash: values.tokenHash,
        token_expires_at: values.tokenExpiresAt.toISOString(),
        expires_at: values.expiresAt.toISOString(),
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRecord(row);
  }

  /** A fresh token (the old one stops working); the phone must be verified again, and may change while unverified. */
  async restart(id: number, values: { phone: string; tokenHash: string; tokenExpiresAt: Date; expiresAt: Date }, now: Date): Promise<void> {
    await this.db
      .updateTable('pending_registrations')
      .set({
        phone: values.phone,
        phone_verified_at: null,
        terms_accepted_at: now.toISOString(),
        token_hash: values.tokenHash,
        token_expires_at: values.tokenExpiresAt.toISOString(),
        expires_at: values.expiresAt.toISOString(),
        updated_at: now.toISOString(),
      })
      .where('id', '=', id)
      .execute();
  }

  async markPhoneVerified(id: number, now: Date): Promise<void> {
    await this.db.updateTable('pending_registrations').set({ phone_verified_at: now.toISOString(), updated_at: now.toISOString() }).where('id', '=', id).execute();
  }

  async setPasswordHash(id: number, passwordHash: string, now: Date): Promise<void> {
    await this.db.updateTable('pending_registrations').set({ password_hash: passwordHash, updated_at: now.toISOString() }).where('id', '=', id).execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('pending_registrations').where('id', '=', id).execute();
  }

  async deleteExpired(now: Date): Promise<number> {
    const result = await this.db.deleteFrom('pending_registrations').where('expires_at', '<', now.toISOString()).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

function toRecord(row: {
  id: number;
  email: string;
  phone: string;
  phone_verified_at: string | Date | null;
  password_hash: string | null;
  token_hash: string;
  token_expires_at: string | Date;
  expires_at: string | Date;
  created_at: string | Date;
}): PendingRegistrationRecord {
  return {
    id: Number(row.id),
    email: row.email,
    phone: row.phone,
    phoneVerifiedAt: toIsoOrNull(row.phone_verified_at),
    passwordHash: row.password_hash,
    tokenHash: row.token_hash.trim(),
    tokenExpiresAt: toIso(row.token_expires_at),
    expiresAt: toIso(row.expires_at),
    createdAt: toIso(row.created_at),
  };
}
