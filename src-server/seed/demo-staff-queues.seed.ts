import type { ServerConfig } from '../config/server-config';
import type { AppDatabase } from '../db/database.factory';
import { DocumentsRepository } from '../db/documents/documents.repository';
import { LoanOffersRepository } from '../db/agreements/loan-offers.repository';
import { MessagesRepository } from '../db/messages/messages.repository';
import { NotificationsRepository } from '../db/notifications.repository';
import { ProductsRepository } from '../db/products/products.repository';
import { AddressesRepository } from '../db/profile/addresses.repository';
import { BanksRepository } from '../db/profile/banks.repository';
import { EmploymentsRepository } from '../db/profile/employments.repository';
import { UserDetailsRepository } from '../db/profile/user-details.repository';
import { UsersRepository, type UserRecord } from '../db/users.repository';
import { DecisionsService } from '../http/back-office/decisions.service';
import { ComplaintService } from '../http/complaints/complaint.service';
import { LoanService } from '../http/loans/loan.service';
import { MessageService } from '../http/messages/message.service';
import type { Broadcaster } from '../realtime/broadcaster.port';
import { bankHolidaysOf } from '../services/bank-holidays';
import type { Clock } from '../services/clock.port';
import { DocumentReviewService } from '../services/document-review.service';
import type { DocumentStorage } from '../services/document-storage.port';
import { NotificationService } from '../services/notification.service';
import type { PasswordService } from '../services/password.service';
import type { StaffActor } from '../services/audit/audit-trail';
import { demoPdf } from './demo-documents.seed';
import { DemoInbox, DemoSigner, type SettableClock } from './demo-signing.seed';
import { demoPng, storeDemoDocument, type DemoUpload } from './demo-staff-files';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The other demo borrowers, whose files fill the back office's queues. Their password is the demo borrower's. */
export const DEMO_QUEUE_BORROWERS = {
  /** A personal loan under the four-eyes threshold, waiting for a decision. */
  oliver: { email: 'oliver.bennett@kestrel.test', firstName: 'Oliver', lastName: 'Bennett', phone: '+447700900211' },
  /** A larger loan with one approval given (by the demo admin): the underwriter's is the second. */
  aisha: { email: 'aisha.khan@kestrel.test', firstName: 'Aisha', lastName: 'Khan', phone: '+447700900212' },
  /** New: documents waiting for review, and a question waiting for an answer. */
  gareth: { email: 'gareth.evans@kestrel.test', firstName: 'Gareth', lastName: 'Evans', phone: '+447700900213' },
  /** Behind on a loan, and complaining about the fee letter. */
  fiona: { email: 'fiona.macleod@kestrel.test', firstName: 'Fiona', lastName: 'MacLeod', phone: '+447700900214' },
  /** Settled her loan by bank transfer with £12.40 more than it owed: a refund waits to be sent. */
  ruth: { email: 'ruth.okafor@kestrel.test', firstName: 'Ruth', lastName: 'Okafor', phone: '+447700900215' },
} as const;

type DemoPerson = (typeof DEMO_QUEUE_BORROWERS)[keyof typeof DEMO_QUEUE_BORROWERS];

/** What one demo borrower's profile says. */
interface DemoProfile {
  dateOfBirth: string;
  address: { line1: string; city: string; region: string | null; postalCode: string; livedFrom: string; residentialStatus: 'owner_mortgage' | 'renting_private' | 'renting_social' | 'living_with_family' };
  bank: { bankName: string; accountNumber: string; routingCode: string };
  employment: { employerName: string; position: string; startDate: string; grossMinor: number; netMinor: number; outgoingsMinor: number };
}

/** Whole years lived at an address by `day`. */
function yearsSince(from: string, day: Date): number {
  return Math.max(0, day.getUTCFullYear() - Number(from.slice(0, 4)) - (day.toISOString().slice(5, 10) < from.slice(5, 10) ? 1 : 0));
}

/** The seed's clock, set to each moment of the story in turn. */
class DemoClock implements SettableClock {
  constructor(private current: number) {}
  now(): Date {
    return new Date(this.current);
  }
  set(at: number): void {
    this.current = at;
  }
}

/** The seed tells no one live: notifications are stored for the borrower's bell, and nobody is signed in to the channel. */
const NO_LISTENERS: Broadcaster = {
  broadcast: async () => undefined,
  authorizeChannel: () => {
    throw new Error('The demo seed authorises no channel.');
  },
  authenticateUser: () => {
    throw new Error('The demo seed signs nobody in.');
  },
};

export interface DemoQueueDeps {
  database: AppDatabase;
  passwords: PasswordService;
  storage: DocumentStorage;
  config: ServerConfig;
  clock: Clock;
  /** The demo administrator, who gave the first of two approvals on Aisha's request. */
  admin: UserRecord;
}

/**
 * Work in each of the back office's queues, through the real services on dates in the recent past:
 * Oliver's request awaiting a decision; Aisha's above the four-eyes threshold with the admin's first
 * approval; Gareth's documents (PDFs and a PNG photo) awaiting review and his question awaiting an
 * answer; Fiona's loan two repayments behind and her complaint about it; Ruth's settlement that was
 * £12.40 more than her loan owed, a refund due. Each borrower is created once:
 * one whose e-mail exists is left as it is. Returns how many were created.
 */
export async function seedDemoQueueWork(deps: DemoQueueDeps): Promise<number> {
  const { database, config } = deps;
  const db = database.db;
  const now = deps.clock.now().getTime();
  const clock = new DemoClock(now);
  const inbox = new DemoInbox();
  const quiet = { error: () => undefined };
  const notifications = new NotificationService(new NotificationsRepository(db), NO_LISTENERS, clock, quiet);
  const notify = async (userId: number, type: string, data: Record<string, unknown>) => void (await notifications.notify(userId, type, data));
  const loansIn = (underwriting: 'auto' | 'manual') =>
    new LoanService({ db, products: new ProductsRepository(db), pricing: config.pricing, clock, underwriting, affordability: config.affordability, notify, outbox: inbox, appUrl: config.appUrl, bankHolidays: bankHolidaysOf(config.bankHolidays), offerValidDays: config.offerValidDays, minFirstPaymentDays: config.minFirstPaymentDays });
  // Requests a person decides, whatever the server's underwriting mode: the queue is the point.
  const manualLoans = loansIn('manual');
  const complaints = new ComplaintService({ db, clock, bankHolidays: bankHolidaysOf(config.bankHolidays), notify, outbox: inbox, appUrl: config.appUrl, log: quiet });
  const decisions = new DecisionsService({
    db,
    clock,
    loans: manualLoans,
    documentReviews: new DocumentReviewService(db, notifications, inbox, clock),
    messages: new MessageService({ db, clock, notify, outbox: inbox, appUrl: config.appUrl, log: quiet }),
    complaints,
    fourEyesAboveMinor: config.backOffice.fourEyesAboveMinor,
  });
  const documents = new DocumentsRepository(db);
  const users = new UsersRepository(db);
  const ago = (days: number, hours = 0) => now - days * DAY_MS - hours * HOUR_MS;

  /** The borrower and their profile, as the sign-up and the profile pages leave them; null when they exist already. */
  const borrower = async (person: DemoPerson, profile: DemoProfile, joinedAt: number): Promise<UserRecord | null> => {
    if (await users.findByEmail(person.email)) return null;
    const joined = new Date(joinedAt);
    const user = await users.create(
      { ...person, passwordHash: await deps.passwords.hash(DEMO_QUEUE_PASSWORD), role: 'borrower', emailVerifiedAt: joined.toISOString(), phoneVerifiedAt: joined.toISOString() },
      joined,
    );
    const gender = person.firstName === 'Oliver' || person.firstName === 'Gareth' ? 'male' : 'female';
    await new UserDetailsRepository(db).create(
      user.id,
      { firstName: person.firstName, middleName: null, lastName: person.lastName, dateOfBirth: profile.dateOfBirth, nationalId: `QQ${String(user.id).padStart(6, '0')}C`, gender, maritalStatus: 'single', dependants: 0, education: 'bachelor', nationality: 'GB' },
      joined,
    );
    const { address, bank, employment } = profile;
    await new AddressesRepository(db).create(user.id, { kind: 'home', line1: address.line1, line2: null, city: address.city, region: address.region, postalCode: address.postalCode, country: 'GB', yearsAtAddress: yearsSince(address.livedFrom, joined), livedFrom: address.livedFrom, livedUntil: null, residentialStatus: address.residentialStatus }, true, joined);
    await new BanksRepository(db).create(user.id, { bankName: bank.bankName, accountHolder: `${person.firstName} ${person.lastName}`, accountKind: 'domestic', accountNumber: bank.accountNumber, routingCode: bank.routingCode, currency: 'GBP' }, true, joined);
    await new EmploymentsRepository(db).create(
      user.id,
      {
        employmentType: 'employed',
        employerName: employment.employerName,
        position: employment.position,
        startDate: employment.startDate,
        monthlyGrossIncome: { amountMinor: employment.grossMinor, currency: 'GBP' },
        monthlyNetIncome: { amountMinor: employment.netMinor, currency: 'GBP' },
        monthlyOutgoings: { amountMinor: employment.outgoingsMinor, currency: 'GBP' },
        payFrequency: 'monthly',
        nextPayDate: null,
        employerPhone: null,
      },
      joined,
    );
    return user;
  };

  /** The documents every loan asks for, uploaded and (unless `pending`) approved at `at`; a passport with them when it is to be signed for. */
  const paperwork = async (user: UserRecord, at: number, options: { pending?: boolean; passport?: boolean } = {}) => {
    const name = `${user.firstName} ${user.lastName}`;
    const uploads: DemoUpload[] = [
      { type: 'proof-of-address', fileName: 'council-tax-bill.pdf', content: demoPdf(['Council Tax bill 2026/27', name]), mime: 'application/pdf' },
      { type: 'payslip', fileName: 'payslip.pdf', content: demoPdf(['Payslip', name]), mime: 'application/pdf' },
      { type: 'bank-statement', fileName: 'bank-statement.pdf', content: demoPdf(['Bank statement: one month', name]), mime: 'application/pdf' },
    ];
    if (options.passport) uploads.push({ type: 'passport', fileName: 'passport.pdf', content: demoPdf(['Passport', name.toUpperCase()]), mime: 'application/pdf', expiresOn: `${new Date(at).getUTCFullYear() + 7}-09-30` });
    for (const upload of uploads) {
      const stored = await storeDemoDocument(documents, deps.storage, user.id, upload, new Date(at));
      if (!options.pending) await documents.review(stored.id, 'approved', null, new Date(at + HOUR_MS), { identityConfirmed: upload.type === 'passport' });
    }
  };

  const apply = async (loans: LoanService, user: UserRecord, at: number, amount: number, term: number, purpose: 'car' | 'home_improvement') => {
    clock.set(at);
    const [bank] = await new BanksRepository(db).listOf(user.id);
    return loans.submit(user.id, { product_alias: 'personal-loan', amount, term, purpose, bank_id: bank.id, consent: true });
  };

  let created = 0;

  const oliver = await borrower(DEMO_QUEUE_BORROWERS.oliver, {
    dateOfBirth: '1985-03-09',
    address: { line1: '24 Kestrel Road', city: 'Bristol', region: null, postalCode: 'BS6 5AB', livedFrom: '2019-04-01', residentialStatus: 'renting_private' },
    bank: { bankName: 'Severn Building Society', accountNumber: '58314417', routingCode: '40-12-76' },
    employment: { employerName: 'Brunel Rail Services', position: 'Signalling technician', startDate: '2018-02-12', grossMinor: 318_000, netMinor: 241_000, outgoingsMinor: 98_000 },
  }, ago(40));
  if (oliver) {
    created += 1;
    await paperwork(oliver, ago(39));
    await apply(manualLoans, oliver, ago(1, 6), 350_000, 24, 'car');
  }

  const aisha = await borrower(DEMO_QUEUE_BORROWERS.aisha, {
    dateOfBirth: '1991-11-21',
    address: { line1: '3 Mill Lane', city: 'Manchester', region: 'Greater Manchester', postalCode: 'M20 2RN', livedFrom: '2020-08-15', residentialStatus: 'owner_mortgage' },
    bank: { bankName: 'Pennine Bank', accountNumber: '20417785', routingCode: '30-95-41' },
    employment: { employerName: 'Salford Royal Pharmacy', position: 'Pharmacist', startDate: '2017-09-01', grossMinor: 352_000, netMinor: 265_000, outgoingsMinor: 90_000 },
  }, ago(60));
  if (aisha) {
    created += 1;
    await paperwork(aisha, ago(59));
    const requestId = await apply(manualLoans, aisha, ago(2, 3), 800_000, 36, 'home_improvement');
    // Yesterday afternoon the administrator gave the first approval; the second must be someone else's.
    clock.set(ago(1, 2));
    const admin: StaffActor = { kind: 'staff', id: deps.admin.id, name: `${deps.admin.firstName} ${deps.admin.lastName}`, role: 'admin', ip: '192.0.2.10', userAgent: 'Kestrel Credit demo seed' };
    await decisions.approve(admin, requestId, { note: 'Income and outgoings checked against the payslip and statement.' });
  }

  const gareth = await borrower(DEMO_QUEUE_BORROWERS.gareth, {
    dateOfBirth: '1979-06-30',
    address: { line1: '11 Heol y Coed', city: 'Cardiff', region: null, postalCode: 'CF14 6HH', livedFrom: '2011-01-10', residentialStatus: 'owner_mortgage' },
    bank: { bankName: 'Taff Valley Bank', accountNumber: '73520968', routingCode: '51-70-23' },
    employment: { employerName: 'Cardiff Bay Marine', position: 'Electrician', startDate: '2014-05-19', grossMinor: 296_000, netMinor: 226_000, outgoingsMinor: 110_000 },
  }, ago(3));
  if (gareth) {
    created += 1;
    const uploadedAt = new Date(ago(1, 4));
    const name = `${gareth.firstName} ${gareth.lastName}`;
    await storeDemoDocument(documents, deps.storage, gareth.id, { type: 'payslip', fileName: 'payslip-october.pdf', content: demoPdf(['Cardiff Bay Marine', `Payslip: ${name}`, 'Net pay 2,260.00']), mime: 'application/pdf' }, uploadedAt);
    await storeDemoDocument(documents, deps.storage, gareth.id, { type: 'bank-statement', fileName: 'taff-valley-statement.pdf', content: demoPdf(['Taff Valley Bank', `Statement: ${name}, account ending 0968`]), mime: 'application/pdf' }, new Date(uploadedAt.getTime() + 60_000));
    // A photo of his water bill, taken on his phone: an image the reviewer previews in the page.
    await storeDemoDocument(documents, deps.storage, gareth.id, { type: 'proof-of-address', fileName: 'water-bill-photo.png', content: demoPng(800, 560), mime: 'image/png', width: 800, height: 560 }, new Date(uploadedAt.getTime() + 120_000));
    await new MessagesRepository(db).startThread(
      gareth.id,
      'Which payslip do you need?',
      { author: 'borrower', authorName: null, body: 'Hello,\n\nI have uploaded my October payslip. I changed jobs in May: do you need a payslip from my old employer too?\n\nThanks,\nGareth', documentIds: [] },
      new Date(ago(0, 5)),
    );
  }

  /** Applies at `at` (decided at once: an offer) and signs the offer in the portal a few minutes later; answers the loan paid out. */
  const appliedAndSigned = async (autoLoans: LoanService, person: UserRecord, at: number, amount: number, term: number, purpose: 'car' | 'home_improvement') => {
    const requestId = await apply(autoLoans, person, at, amount, term, purpose);
    const offer = (await new LoanOffersRepository(db).byRequest(requestId))!;
    const signer = new DemoSigner(db, autoLoans, clock, inbox, { userId: person.id, fullName: `${person.firstName} ${person.lastName}`, phone: person.phone });
    return signer.sign(offer.id, at);
  };

  const fiona = await borrower(DEMO_QUEUE_BORROWERS.fiona, {
    dateOfBirth: '1988-01-17',
    address: { line1: '7 Thistle Street', city: 'Edinburgh', region: null, postalCode: 'EH2 1DF', livedFrom: '2016-03-01', residentialStatus: 'renting_private' },
    bank: { bankName: 'Forth Savings Bank', accountNumber: '66013352', routingCode: '83-44-10' },
    employment: { employerName: 'Leith Print Works', position: 'Print finisher', startDate: '2015-10-05', grossMinor: 268_000, netMinor: 210_000, outgoingsMinor: 80_000 },
  }, ago(150));
  if (fiona) {
    created += 1;
    await paperwork(fiona, ago(140), { passport: true });
    // A hundred days ago: a £2,000 loan, decided at once and signed in the portal.
    const autoLoans = loansIn('auto');
    const loanId = await appliedAndSigned(autoLoans, fiona, ago(100), 200_000, 12, 'car');
    // The first repayment on its day; none since, so the loan is in arrears (the servicing run charges and writes to her next).
    const [first] = await autoLoans.loans.instalmentsOf([loanId]);
    clock.set(Date.parse(`${first.due_date}T09:00:00Z`));
    await autoLoans.recordPayment(loanId, first.payment);
    clock.set(ago(2, 5));
    await complaints.receive({
      userId: fiona.id,
      email: fiona.email,
      firstName: fiona.firstName,
      message: 'My payments stopped because my hours were cut, and I rang to explain, but I still got letters every few days. Please stop the letters and help me with a plan I can afford.',
      feedbackId: null,
    });
  }

  const ruth = await borrower(DEMO_QUEUE_BORROWERS.ruth, {
    dateOfBirth: '1983-07-04',
    address: { line1: '19 Ropewalk', city: 'Nottingham', region: null, postalCode: 'NG1 5DU', livedFrom: '2015-06-01', residentialStatus: 'owner_mortgage' },
    bank: { bankName: 'Trent Mutual', accountNumber: '39460182', routingCode: '60-83-12' },
    employment: { employerName: 'Lace Market Architects', position: 'Architectural technician', startDate: '2013-03-11', grossMinor: 334_000, netMinor: 252_000, outgoingsMinor: 95_000 },
  }, ago(140));
  if (ruth) {
    created += 1;
    await paperwork(ruth, ago(130), { passport: true });
    // Ninety days ago: £1,500, decided at once and signed in the portal; each instalment paid on its day.
    const autoLoans = loansIn('auto');
    const loanId = await appliedAndSigned(autoLoans, ruth, ago(90), 150_000, 12, 'home_improvement');
    const settledAt = ago(3, 4);
    const settledOn = new Date(settledAt).toISOString().slice(0, 10);
    for (const instalment of await autoLoans.loans.instalmentsOf([loanId])) {
      if (instalment.due_date >= settledOn) break;
      clock.set(Date.parse(`${instalment.due_date}T09:00:00Z`));
      await autoLoans.recordPayment(loanId, instalment.payment);
    }
    // Three days ago she paid off the rest by bank transfer, rounding it up: the ledger's figure for
    // that day and £12.40 more, which closes the loan and leaves £12.40 to send back to her.
    clock.set(settledAt);
    const owed = (await autoLoans.settlement(ruth.id, loanId, settledOn)).figure.ledgerFigureMinor;
    await autoLoans.recordPayment(loanId, owed + DEMO_REFUND_MINOR);
  }
  return created;
}

/** What Ruth paid beyond what her loan owed, waiting in "Refunds due". */
export const DEMO_REFUND_MINOR = 1_240;

/** The other demo borrowers sign in with the demo borrower's password. */
export const DEMO_QUEUE_PASSWORD = 'Kestrel-demo-2026';

