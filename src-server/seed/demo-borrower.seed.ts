import type { AppDatabase } from '../db/database.factory';
import { UsersRepository } from '../db/users.repository';
import type { Clock } from '../services/clock.port';
import { seedDemoLoans } from './demo-loans.seed';
import { seedDemoMessages } from './demo-messages.seed';
import { systemClock } from '../services/clock.port';
import type { DocumentStorage } from '../services/document-storage.port';
import type { PasswordService } from '../services/password.service';

/** The demo borrower the README and the console advertise. */
export const DEMO_BORROWER = {
  email: 'demo@kestrel.test',
  password: 'Kestrel-demo-2026',
  firstName: 'Dana',
  lastName: 'Demo',
  phone: '+447700900123',
} as const;

/** Days since the demo borrower opened her account (her documents were checked the day after). */
const DAYS_SINCE_JOINING = 181;

/**
 * Inserts the demo borrower (verified phone and e-mail), her history and an offer to sign, unless an
 * account with that e-mail exists; an existing account, its password included, is left as it is.
 * Returns true when created.
 */
export async function seedDemoBorrower(database: AppDatabase, passwords: PasswordService, storage: DocumentStorage, clock: Clock = systemClock): Promise<boolean> {
  const users = new UsersRepository(database.db);
  if (await users.findByEmail(DEMO_BORROWER.email)) return false;
  // She joined six months ago, a day before her documents were checked, and confirmed her e-mail
  // and mobile number then: her signing codes went to a verified phone.
  const joined = new Date(clock.now().getTime() - DAYS_SINCE_JOINING * 86_400_000);
  const created = await users.create(
    {
      firstName: DEMO_BORROWER.firstName,
      lastName: DEMO_BORROWER.lastName,
      email: DEMO_BORROWER.email,
      phone: DEMO_BORROWER.phone,
      passwordHash: await passwords.hash(DEMO_BORROWER.password),
      role: 'borrower',
      emailVerifiedAt: joined.toISOString(),
      phoneVerifiedAt: joined.toISOString(),
    },
    joined,
  );
  await seedDemoLoans(database, storage, created.id, clock);
  await seedDemoMessages(database, created.id, clock);
  return true;
}
