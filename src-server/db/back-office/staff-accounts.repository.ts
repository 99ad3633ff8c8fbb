import type { Kysely } from 'kysely';
import { staffRoleOf, type StaffRole } from '../../../src-domain/back-office/staff-role';
import type { DatabaseSchema } from '../database.types';
import { toFlag, toIso, toIsoOrNull } from '../timestamps';

/** A staff member as the staff list shows them. */
export interface StaffAccountRecord {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
  disabledAt: string | null;
  /** True until they have chosen a password through their invitation. */
  invitationPending: boolean;
  createdAt: string;
}

export interface StaffInvitationRecord {
  id: number;
  userId: number;
  expiresAt: string;
  acceptedAt: string | null;
}

/** Persistence of staff accounts and their invitations; give it the transaction when the change is audited. */
export class StaffAccountsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Every staff account, enabled first, then by name. */
  async list(): Promise<StaffAccountRecord[]> {
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'email', 'staff_role', 'two_factor_enabled', 'disabled_at', 'created_at'])
      .select((eb) =>
        eb
          .exists(eb.selectFrom('staff_invitations').select('staff_invitations.id').whereRef('staff_invitations.user_id', '=', 'users.id').where('staff_invitations.accepted_at', 'is', null))
          .as('invitation_pending'),
      )
      .where('role', '=', 'staff')
      .orderBy('disabled_at', (ob) => ob.asc().nullsFirst())
      .orderBy('last_name')
      .orderBy('first_name')
      .orderBy('id')
      .execute();
    return rows.flatMap((row) => {
      const role = staffRoleOf(row.staff_role);
      if (role === null) return [];
      return [
        {
          id: Number(row.id),
          firstName: row.first_name,
          lastName: row.last_name,
          email: row.email,
          role,
          twoFactorEnabled: toFlag(row.two_factor_enabled),
          disabledAt: toIsoOrNull(row.disabled_at),
          invitationPending: toFlag(row.invitation_pending as number | boolean),
          createdAt: toIso(row.created_at),
        },
      ];
    });
  }

  async createInvitation(userId: number, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
    await this.db
      .insertInto('staff_invitations')
      .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt.toISOString(), accepted_at: null, created_at: now.toISOString() })
      .execute();
  }

  async invitationByTokenHash(tokenHash: string): Promise<StaffInvitationRecord | null> {
    const row = await this.db.selectFrom('staff_invitations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    return row ? { id: Number(row.id), userId: Number(row.user_id), expiresAt: toIso(row.expires_at), acceptedAt: toIsoOrNull(row.accepted_at) } : null;
  }

  /** Marks the invitation used; false when it already was (two tabs, one link: one wins). */
  async acceptInvitation(id: number, now: Date): Promise<boolean> {
    const result = await this.db.updateTable('staff_invitations').set({ accepted_at: now.toISOString() }).where('id', '=', id).where('accepted_at', 'is', null).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The chosen password; following the e-mailed link proved the address. */
  async setPassword(userId: number, passwordHash: string, now: Date): Promise<void> {
    const at = now.toISOString();
    await this.db.updateTable('users').set({ password_hash: passwordHash, updated_at: at }).where('id', '=', userId).execute();
    await this.db.updateTable('users').set({ email_verified_at: at }).where('id', '=', userId).where('email_verified_at', 'is', null).execute();
  }

  /** Disables a staff account and ends its sessions; false when it was already disabled. */
  async disable(userId: number, now: Date): Promise<boolean> {
    const at = now.toISOString();
    const result = await this.db.updateTable('users').set({ disabled_at: at, updated_at: at }).where('id', '=', userId).where('disabled_at', 'is', null).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await this.db.deleteFrom('personal_access_tokens').where('user_id', '=', userId).execute();
    // An unused invitation must not reopen the account.
    await this.db.updateTable('staff_invitations').set({ expires_at: at }).where('user_id', '=', userId).where('accepted_at', 'is', null).execute();
    return true;
  }
}
