import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { staffRoleOf } from '../../../src-domain/back-office/staff-role';
import type { DatabaseSchema } from '../../db/database.types';
import { toFlag, toIso, toIsoOrNull } from '../../db/timestamps';
import { staffRoute } from './staff-guard';

/** The staff list for admins (docs/design/back-office.md §4): who may work in the back office, and who no longer may. */
export function registerStaffListRoute(app: FastifyInstance, deps: { db: Kysely<DatabaseSchema> }): void {
  app.get('/api/v1/back-office/staff', staffRoute(app, 'staff.manage'), async () => {
    const rows = await deps.db
      .selectFrom('users')
      .select(['users.id', 'users.first_name', 'users.last_name', 'users.email', 'users.staff_role', 'users.two_factor_enabled', 'users.disabled_at', 'users.created_at'])
      .select((eb) => [
        eb.exists(eb.selectFrom('staff_invitations').select('staff_invitations.id').whereRef('staff_invitations.user_id', '=', 'users.id').where('staff_invitations.accepted_at', 'is not', null)).as('accepted'),
        eb.exists(eb.selectFrom('staff_invitations').select('staff_invitations.id').whereRef('staff_invitations.user_id', '=', 'users.id')).as('invited'),
      ])
      .where('role', '=', 'staff')
      .orderBy('last_name')
      .orderBy('first_name')
      .orderBy('id')
      .execute();
    return {
      data: rows.map((row) => ({
        id: Number(row.id),
        first_name: row.first_name,
        last_name: row.last_name,
        email: row.email,
        staff_role: staffRoleOf(row.staff_role),
        // Invited: sent a link and not yet chosen a password. Accounts made without one (the demo's) are active.
        state: row.disabled_at ? 'disabled' : toFlag(row.invited as number) && !toFlag(row.accepted as number) ? 'invited' : 'active',
        two_factor_enabled: toFlag(row.two_factor_enabled),
        disabled_at: toIsoOrNull(row.disabled_at),
        created_at: toIso(row.created_at),
      })),
    };
  });
}
