import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../database.types';
import { toFlag, toIsoOrNull } from '../timestamps';

/** A user's two-factor state; the secret is sealed (AES-GCM), never stored in clear. */
export interface TwoFactorState {
  sealedSecret: string | null;
  enabled: boolean;
  confirmedAt: string | null;
  /** The last TOTP time step accepted; a code of this step or an earlier one is refused. */
  lastStep: number | null;
}

/** Persistence of TOTP secrets, the replay guard and recovery codes (HMACs only). */
export class TwoFactorRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async stateOf(userId: number): Promise<TwoFactorState | null> {
    const row = await this.db
      .selectFrom('users')
      .select(['two_factor_secret', 'two_factor_enabled', 'two_factor_confirmed_at', 'two_factor_last_step'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      sealedSecret: row.two_factor_secret,
      enabled: toFlag(row.two_factor_enabled),
      confirmedAt: toIsoOrNull(row.two_factor_confirmed_at),
      lastStep: row.two_factor_last_step === null ? null : Number(row.two_factor_last_step),
    };
  }

  /** Stores a new, unconfirmed secret (enrolment started); 2FA stays off. */
  async startEnrolment(userId: number, sealedSecret: string, now: Date): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ two_factor_secret: sealedSecret, two_factor_enabled: 0, two_factor_confirmed_at: null, two_factor_last_step: null, updated_at: now.toISOString() })
      .where('id', '=', userId)
      .execute();
  }

  /**
   * Records `step` as used, only if it is later than the last one used; false when another request
   * used this step (or a later one) first — the replay guard, atomic in one UPDATE.
   */
  async claimStep(userId: number, step: number): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ two_factor_last_step: step })
      .where('id', '=', userId)
      .where((eb) => eb.or([eb('two_factor_last_step', 'is', null), eb('two_factor_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Switches 2FA on and replaces the recovery codes. */
  async confirm(userId: number, recoveryCodeHashes: string[], now: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ two_factor_enabled: 1, two_factor_confirmed_at: now.toISOString(), updated_at: now.toISOString() }).where('id', '=', userId).execute();
      await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
      await trx
        .insertInto('two_factor_recovery_codes')
        .values(recoveryCodeHashes.map((hash) => ({ user_id: userId, code_hash: hash, used_at: null, created_at: now.toISOString() })))
        .execute();
    });
  }

  /** Switches 2FA off and forgets the secret and the recovery codes. */
  async disable(userId: number, now: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ two_factor_secret: null, two_factor_enabled: 0, two_factor_confirmed_at: null, two_factor_last_step: null, updated_at: now.toISOString() })
        .where('id', '=', userId)
        .execute();
      await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
    });
  }

  /** Uses the unused recovery code with `codeHash`; false when there is none (wrong or already used). */
  async useRecoveryCode(userId: number, codeHash: string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('two_factor_recovery_codes')
      .set({ used_at: now.toISOString() })
      .where('user_id', '=', userId)
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async unusedRecoveryCodes(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('two_factor_recovery_codes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}
