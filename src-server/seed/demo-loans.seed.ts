import type { AppDatabase } from '../db/database.factory';
import { addDays, addMonths } from '../../src-domain/shared/calendar-date';
import { ProductsRepository } from '../db/products/products.repository';
import { AddressesRepository } from '../db/profile/addresses.repository';
import { BanksRepository } from '../db/profile/banks.repository';
import { EmploymentsRepository } from '../db/profile/employments.repository';
import { UserDetailsRepository } from '../db/profile/user-details.repository';
import { LoanService } from '../http/loans/loan.service';
import type { Clock } from '../services/clock.port';
import type { DocumentStorage } from '../services/document-storage.port';
import { seedDemoDocuments } from './demo-documents.seed';
import { DemoInbox, DemoSigner } from './demo-signing.seed';
import { attachDemoLetters, seedDemoLetters } from './demo-letters.seed';
import { LoanOffersRepository } from '../db/agreements/loan-offers.repository';
import { UsersRepository } from '../db/users.repository';
import { DEFAULT_PRICING_POLICY } from '../../src-domain/loans/price-cap';
import { AFFORDABLE_SHARE } from '../../src-domain/loans/eligibility';

const DAY_MS = 86_400_000;

/** Something that happened in the demo's history, at the moment it happened. */
interface DemoStep {
  at: number;
  run: () => Promise<unknown>;
}

/** A clock that can be set back, so the demo's history happened on the dates it says. */
class DemoClock implements Clock {
  constructor(private current: number) {}
  now(): Date {
    return new Date(this.current);
  }
  set(at: number): void {
    this.current = at;
  }
}

/**
 * The demo borrower's life as a customer, so every loan page has something true to show: a
 * complete profile with checked documents (her passport matched to her), a personal loan for a boiler
 * paid out fifteen months ago and settled early two months ago, with the annual statement the servicing
 * run sent after its first anniversary, a personal loan for a car paid out four months ago with three
 * instalments paid, each signed in the portal on the day it was paid out (signing record and executed
 * PDF), with a statement of account and a settlement statement she asked for; a declined request, one a
 * person is looking at, and an offer waiting for her signature. Everything goes through the loan and
 * agreement services, with their rules, schedules and documents, on dates set in the past.
 */
export async function seedDemoLoans(database: AppDatabase, storage: DocumentStorage, userId: number, clock: Clock): Promise<void> {
  const db = database.db;
  const now = clock.now().getTime();
  const at = clock.now();
  await new UserDetailsRepository(db).create(
    userId,
    { firstName: 'Dana', middleName: null, lastName: 'Demo', dateOfBirth: '1988-04-12', nationalId: 'AB123456C', gender: 'female', maritalStatus: 'married', dependants: 1, education: 'bachelor', nationality: 'GB' },
    at,
  );
  await new AddressesRepository(db).create(
    userId,
    { kind: 'home', line1: '7 Merlin Close', line2: null, city: 'Leeds', region: 'West Yorkshire', postalCode: 'LS6 2QT', country: 'GB', yearsAtAddress: 6, livedFrom: addMonths(at.toISOString().slice(0, 10), -12 * 6), livedUntil: null, residentialStatus: 'owner_mortgage' },
    true,
    at,
  );
  const bank = await new BanksRepository(db).create(
    userId,
    { bankName: 'Northern Bank', accountHolder: 'Dana Demo', accountKind: 'domestic', accountNumber: '41920736', routingCode: '20-45-77', currency: 'GBP' },
    true,
    at,
  );
  await new EmploymentsRepository(db).create(
    userId,
    {
      employmentType: 'employed',
      employerName: 'Aire Valley Health Trust',
      position: 'Senior physiotherapist',
      startDate: '2016-09-05',
      monthlyGrossIncome: { amountMinor: 380_000, currency: 'GBP' },
      monthlyNetIncome: { amountMinor: 289_500, currency: 'GBP' },
      // Mortgage, bills and the nursery: what is left is what the affordability rule lends against.
      monthlyOutgoings: { amountMinor: 85_000, currency: 'GBP' },
      payFrequency: 'monthly',
      // Paid on the 28th: the next 28th from today, so the profile is complete and short-term loans have a date.
      nextPayDate: nextTwentyEighth(at),
      employerPhone: null,
    },
    at,
  );

  // Sixteen months ago, when Dana first applied: her documents, checked the same day.
  await seedDemoDocuments(database, storage, userId, new Date(now - 480 * DAY_MS));

  const demoClock = new DemoClock(now);
  // Her e-mails and texts stay in the seed: the signing code is read from there, and the e-mail saying
  // each signed agreement was ready is how she had her copy (s.61A) on the day.
  const inbox = new DemoInbox();
  const loans = new LoanService({ db, products: new ProductsRepository(db), pricing: DEFAULT_PRICING_POLICY, affordability: AFFORDABLE_SHARE, clock: demoClock, underwriting: 'auto', notify: async () => undefined, outbox: inbox });
  const dana = (await new UsersRepository(db).findById(userId))!;
  const signer = new DemoSigner(db, loans, demoClock, inbox, { userId, fullName: `${dana.firstName} ${dana.lastName}`, phone: dana.phone });
  const offers = new LoanOffersRepository(db);
  const ask = (product: string, amount: number, term: number, purpose: string) =>
    loans.submit(userId, { product_alias: product, amount, term, purpose: purpose as never, bank_id: bank.id, consent: true });
  /** Applies (decided at once: an offer) and signs the offer in the portal a few minutes later; answers the loan. */
  const borrowAndSign = async (at: number, product: string, amount: number, term: number, purpose: string) => {
    demoClock.set(at);
    const requestId = await ask(product, amount, term, purpose);
    const offer = (await offers.byRequest(requestId))!;
    return (await loans.loans.loanById(await signer.sign(offer.id, at)))!;
  };

  // The letters go out as the server's do: the servicing run issues what falls due on the day it runs.
  const letters = attachDemoLetters(db, loans, demoClock);
  /** Runs each step on its day, oldest first, so the history happens in the order it says. */
  const inOrder = async (steps: DemoStep[]) => {
    for (const step of steps.sort((x, y) => x.at - y.at)) {
      demoClock.set(step.at);
      await step.run();
    }
  };
  /** An instalment paid on its due date, in the morning. */
  const repaid = (loanId: number, instalment: { due_date: string; payment: number }): DemoStep => ({
    at: Date.parse(`${instalment.due_date}T09:00:00Z`),
    run: () => loans.recordPayment(loanId, instalment.payment),
  });

  // Fifteen months ago: a personal loan for a new boiler, repaid month by month.
  const boilerLoan = await borrowAndSign(now - 455 * DAY_MS, 'personal-loan', 250_000, 24, 'home_improvement');
  const boilerSchedule = await loans.loans.instalmentsOf([boilerLoan.id]);
  const carStart = now - 120 * DAY_MS;
  const boilerRepayments = boilerSchedule.map((row) => repaid(boilerLoan.id, row));
  await inOrder(boilerRepayments.filter((step) => step.at < carStart));

  // Four months ago: a personal loan for a car, three instalments paid since.
  const carLoan = await borrowAndSign(carStart, 'personal-loan', 650_000, 36, 'car');
  const carSchedule = await loans.loans.instalmentsOf([carLoan.id]);
  // The day after the boiler loan's first anniversary, the servicing run sent its annual statement (s.77A);
  // two months ago she settled it early, for that day's settlement figure.
  const servicedOn = addDays(addMonths(boilerLoan.start_date, 12), 1);
  const settledOn = new Date(now - 60 * DAY_MS).toISOString().slice(0, 10);
  await inOrder([
    ...boilerRepayments.filter((step) => step.at >= carStart && step.at < Date.parse(`${settledOn}T00:00:00Z`)),
    ...carSchedule.slice(0, 3).map((row) => repaid(carLoan.id, row)),
    { at: Date.parse(`${servicedOn}T10:00:00Z`), run: () => loans.service() },
    { at: Date.parse(`${settledOn}T12:00:00Z`), run: () => loans.settle(boilerLoan.id, settledOn) },
  ]);
  // Three weeks ago and six days ago: a statement of her account and a settlement statement, as she asked.
  await seedDemoLetters(letters, demoClock, userId, carLoan.id, now);

  // Last month: a large consolidation loan declined; this week: a home improvement request a person is reviewing.
  demoClock.set(now - 30 * DAY_MS);
  await loans.decline(
    await ask('debt-consolidation-loan', 1_600_000, 48, 'debt_consolidation'),
    'With your car loan, the repayments would take more of your pay than we lend against. A smaller consolidation loan may fit: the eligibility check shows how much.',
  );
  demoClock.set(now - 2 * DAY_MS);
  await ask('personal-loan', 2_000_000, 60, 'home_improvement');

  // Yesterday evening: a smaller consolidation loan for her credit card, approved at once. Its offer
  // waits for her signature (the pre-contract information not opened yet), so a visitor can sign it.
  // About £71 a month: with the car loan and the request under review it fits her affordable share and
  // still leaves room for a short-term loan of £200.
  demoClock.set(now - DAY_MS);
  await ask('debt-consolidation-loan', 300_000, 60, 'debt_consolidation');
}

/** The next 28th of a month after `day` (the demo borrower's pay day). */
function nextTwentyEighth(day: Date): string {
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth() + (day.getUTCDate() >= 28 ? 1 : 0);
  return new Date(Date.UTC(year, month, 28)).toISOString().slice(0, 10);
}
