import type { StaffRole } from '../../src-domain/back-office/staff-role';
import type { ServerConfig } from '../config/server-config';
import type { AppDatabase } from '../db/database.factory';
import { UsersRepository, type UserRecord } from '../db/users.repository';
import { SecretBox } from '../services/account-security/secret-box.service';
import { decodeAppKey, deriveKey } from '../services/app-key.service';
import type { Clock } from '../services/clock.port';
import type { DocumentStorage } from '../services/document-storage.port';
import type { PasswordService } from '../services/password.service';
import { seedDemoQueueWork } from './demo-staff-queues.seed';

interface DemoStaffMember {
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
}

/**
 * The demo's staff, printed on the console with the borrower's login. Both have two-step sign-in on
 * with one fixed key, to be added to an authenticator app: a demo only, never a real account.
 */
export const DEMO_STAFF = {
  underwriter: { email: 'underwriter@kestrel.test', firstName: 'Priya', lastName: 'Shah', role: 'underwriter' } satisfies DemoStaffMember,
  admin: { email: 'admin@kestrel.test', firstName: 'Tomasz', lastName: 'Nowak', role: 'admin' } satisfies DemoStaffMember,
  password: 'Kestrel-staff-2026',
  /** Base32, 160 bits, as an authenticator app takes it. */
  totpKey: 'KESTRELBACKOFFICEDEMOKEY234567AB',
} as const;

/** Days since the demo staff joined: before every borrower's file they will read. */
const DAYS_SINCE_JOINING = 400;

/**
 * The demo underwriter and administrator, each with two-step sign-in on under the demo key (sealed
 * with the app's key, as an enrolment seals it), unless an account with that e-mail exists. Returns
 * both accounts as they now stand, and whether this call created them.
 */
export async function seedDemoStaff(
  database: AppDatabase,
  passwords: PasswordService,
  twoFactorSecrets: SecretBox,
  clock: Clock,
): Promise<{ created: boolean; underwriter: UserRecord; admin: UserRecord }> {
  const users = new UsersRepository(database.db);
  const joined = new Date(clock.now().getTime() - DAYS_SINCE_JOINING * 86_400_000);
  let created = false;
  const ensure = async (member: DemoStaffMember): Promise<UserRecord> => {
    const existing = await users.findByEmail(member.email);
    if (existing) return existing;
    created = true;
    const user = await users.create(
      {
        firstName: member.firstName,
        lastName: member.lastName,
        email: member.email,
        phone: '',
        passwordHash: await passwords.hash(DEMO_STAFF.password),
        role: 'staff',
        staffRole: member.role,
        emailVerifiedAt: joined.toISOString(),
      },
      joined,
    );
    // Two-step sign-in on from the start: the back office answers nothing until it is.
    await database.db
      .updateTable('users')
      .set({ two_factor_secret: twoFactorSecrets.seal(DEMO_STAFF.totpKey), two_factor_enabled: 1, two_factor_confirmed_at: joined.toISOString(), updated_at: joined.toISOString() })
      .where('id', '=', user.id)
      .execute();
    return (await users.findById(user.id))!;
  };
  const underwriter = await ensure(DEMO_STAFF.underwriter);
  const admin = await ensure(DEMO_STAFF.admin);
  return { created, underwriter, admin };
}

/**
 * The back office's demo (`--seed`): the demo staff, then work in each queue from other demo borrowers.
 * Idempotent like the other seeds. True when the staff accounts were created by this call.
 */
export async function seedDemoBackOffice(deps: { database: AppDatabase; passwords: PasswordService; storage: DocumentStorage; config: ServerConfig; clock: Clock }): Promise<boolean> {
  const box = new SecretBox(deriveKey(decodeAppKey(deps.config.appKey), 'two-factor-secrets'));
  const staff = await seedDemoStaff(deps.database, deps.passwords, box, deps.clock);
  await seedDemoQueueWork({ ...deps, admin: staff.admin });
  return staff.created;
}
