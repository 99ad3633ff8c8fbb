import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../database.types';

/**
 * The account-security writes on users and their tokens: verification stamps, password changes,
 * two-factor state, and revoking sessions. Reads go through UsersRepository.
 */
export class AccountUsersRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async markPhoneVerified(userId: number, now: Date): Promise<void> {
    await this.db.updateTable('users').set({ phone_verified_at: now.toISOString(), updated_at: now.toISOString() }).where('id', '=', userId).execute();
  }

  async markEmailVerified(userId: number, now: Date): Promise<void> {
    await this.db.updateTable('users').set({ email_verified_at: now.toISOString(), updated_at: now.toISOString() }).where('id', '=', userId).execute();
  }

  async setPasswordHash(userId: number, passwordHash: string, now: Date): Promise<void> {
    await this.db.updateTable('users').set({ password_hash: passwordHash, updated_at: now.toISOString() }).where('id', '=', userId).execute();
  }

  /** A confirmed new address: stored lower-case (as sign-up stores it) and marked verified. */
  async setEmail(userId: number, email: string, now: Date): Promise<void> {
    const at = now.toISOString();
    await this.db.updateTable('users').set({ email: email.trim().toLowerCase(), email_verified_at: at, updated_at: at }).where('id', '=', userId).execute();
  }

  /** A confirmed new mobile (E.164), marked verified. */
  async setPhone(userId: number, phone: string, now: Date): Promise<void> {
    const at = now.toISOString();
    await this.db.updateTable('users').set({ phone, phone_verified_at: at, updated_at: at }).where('id', '=', userId).execute();
  }

  async setDateOfBirth(userId: number, dateOfBirth: string): Promise<void> {
    await this.db.updateTable('users').set({ date_of_birth: dateOfBirth }).where('id', '=', userId).execute();
  }

  /** Ends every session of the user except `keepTokenId` (none kept when null). Returns how many ended. */
  async revokeTokens(userId: number, keepTokenId: number | null): Promise<number> {
    let query = this.db.deleteFrom('personal_access_tokens').where('user_id', '=', userId);
    if (keepTokenId !== null) query = query.where('id', '!=', keepTokenId);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
