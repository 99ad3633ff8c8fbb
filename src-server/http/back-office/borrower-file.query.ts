import type { Kysely } from 'kysely';
import type { AffordabilityPolicy } from '../../../src-domain/loans/eligibility';
import { statementFigures } from '../../../src-domain/letters/letter-figures';
import { LETTER_TITLES, type LetterKind } from '../../../src-domain/letters/letter.entity';
import { LoanOffersRepository } from '../../db/agreements/loan-offers.repository';
import type { DatabaseSchema } from '../../db/database.types';
import { DocumentsRepository } from '../../db/documents/documents.repository';
import { LettersRepository } from '../../db/letters/letters.repository';
import { LoansRepository, type AmortizationRow, type LoanRow } from '../../db/loans/loans.repository';
import { MessagesRepository } from '../../db/messages/messages.repository';
import type { StoredProduct } from '../../db/products/product-rows';
import { AddressesRepository } from '../../db/profile/addresses.repository';
import { BanksRepository } from '../../db/profile/banks.repository';
import { EmploymentsRepository } from '../../db/profile/employments.repository';
import { UserDetailsRepository } from '../../db/profile/user-details.repository';
import { toIso, toIsoOrNull } from '../../db/timestamps';
import { UsersRepository } from '../../db/users.repository';
import { scheduleSnapshot } from '../letters/letter-facts';
import { instalmentStatus, requestReference, type ServicingDay } from '../loans/loan.service';
import { toAddressResource, toBankResource, toUserDetailsResource } from '../profile/profile.resources';
import { borrowerAffordability } from './affordability.figures';
import { approvalsOf, toApprovalResource } from './request-approvals.query';

/** The most of each list the file shows; a borrower's file holds far fewer. */
const FILE_LIST_LIMIT = 500;

export interface BorrowerFileContext {
  /** Read through the transaction that records the view (docs/design/back-office.md §2). */
  db: Kysely<DatabaseSchema>;
  now: Date;
  day: ServicingDay;
  products: Map<number, StoredProduct>;
  affordability: AffordabilityPolicy;
  /** What settles an active loan today, by the interest ledger: the very figure `settle` will charge. */
  settlementToday: (loan: LoanRow, db: Kysely<DatabaseSchema>) => Promise<FileSettlement>;
  /** The part payment the borrower confirmed and whose money has not arrived, with its choice worked out today; null when none. */
  pendingPartPayment: (loan: LoanRow, db: Kysely<DatabaseSchema>) => Promise<FilePartPayment | null>;
}

/** A confirmed part payment waiting for its money, as "Record payment" offers it (minor units). */
export interface FilePartPayment {
  id: number;
  amount: number;
  choice: 'shorter_term' | 'smaller_instalment';
  created_at: string;
  /** The borrower's choice worked out for today: what recording it today would make of the loan. */
  preview: { as_of: string; regular_payment: number; count: number; final_due_date: string | null; interest_saved: number };
}

/** The settlement figure the file shows before staff settle, in minor units. */
export interface FileSettlement {
  asOf: string;
  totalMinor: number;
  principalMinor: number;
  interestMinor: number;
  feesMinor: number;
}

/**
 * The borrower's whole file (docs/design/back-office.md §5), or null when `userId` is no borrower.
 * Money in minor units; secrets masked as the profile masks them for their owner.
 */
export async function borrowerFile(userId: number, context: BorrowerFileContext) {
  const { db, now, day, products } = context;
  const user = await new UsersRepository(db).findById(userId);
  if (!user || user.role !== 'borrower') return null;
  const loansRepository = new LoansRepository(db);
  const [details, addresses, banks, employments, identity, documents, requests, loans, letters, threads, dateOfBirth] = await Promise.all([
    new UserDetailsRepository(db).ofUser(userId),
    new AddressesRepository(db).listOf(userId),
    new BanksRepository(db).listOf(userId),
    new EmploymentsRepository(db).listOf(userId),
    new DocumentsRepository(db).identityStatus(userId, now),
    new DocumentsRepository(db).page(userId, {}, 1, FILE_LIST_LIMIT, now),
    loansRepository.requestsOf(userId, null, 1, FILE_LIST_LIMIT),
    loansRepository.loansOf(userId),
    new LettersRepository(db).pageOfUser(userId, 1, FILE_LIST_LIMIT),
    new MessagesRepository(db).pageOf(userId, 1, FILE_LIST_LIMIT),
    db.selectFrom('users').select('date_of_birth').where('id', '=', userId).executeTakeFirst(),
  ]);
  const requestIds = requests.rows.map((r) => r.id);
  const [approvals, offers, schedules] = await Promise.all([
    approvalsOf(db, requestIds),
    new LoanOffersRepository(db).summariesOf(requestIds),
    loansRepository.instalmentsOf(loans.map((l) => l.id)),
  ]);
  const productOf = (id: number) => {
    const stored = products.get(id);
    return stored ? { alias: stored.product.alias, name: stored.product.name } : null;
  };
  const termUnitOf = (id: number) => products.get(id)?.product.termUnit ?? 'months';
  // The affordability block is worked out for the product of the latest request, else the catalogue's first.
  const basisProduct = products.get(requests.rows[0]?.product_id ?? -1) ?? [...products.values()].sort((a, b) => a.sortOrder - b.sortOrder)[0];
  const employment = employments[0] ?? null;

  return {
    borrower: {
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      phone: user.phone,
      date_of_birth: details?.dateOfBirth ?? dateOfBirth?.date_of_birth ?? null,
      created_at: user.createdAt,
      email_verified_at: user.emailVerifiedAt,
      phone_verified_at: user.phoneVerifiedAt,
      two_factor_enabled: user.twoFactorEnabled,
      identity_confirmed: identity.verified,
    },
    profile: details ? toUserDetailsResource(details, user.phone) : null,
    addresses: addresses.map(toAddressResource),
    banks: banks.map(toBankResource),
    employment: employment
      ? {
          employer: employment.employerName,
          status: employment.employmentType,
          position: employment.position,
          start_date: employment.startDate,
          pay_frequency: employment.payFrequency,
          gross_monthly_income: employment.monthlyGrossIncome.amountMinor,
          net_monthly_income: employment.monthlyNetIncome.amountMinor,
          // One declared total a month (the profile asks for no breakdown); null when none was declared.
          outgoings: employment.monthlyOutgoings?.amountMinor ?? null,
        }
      : null,
    affordability: basisProduct ? await borrowerAffordability(db, context.affordability, userId, basisProduct.product) : null,
    documents: documents.items.map((d) => ({
      id: d.id,
      type: d.typeSlug,
      type_name: d.typeName,
      // The photo-identity group: approving one of these may confirm who the borrower is.
      one_of: d.oneOf,
      side: d.side,
      status: d.status,
      file_name: d.fileName,
      mime: d.mime,
      size: d.size,
      uploaded_at: d.createdAt,
      expires_on: d.expiresOn,
      identity_confirmed_at: d.identityConfirmedAt,
      reason: d.reviewReason,
    })),
    requests: requests.rows.map((r) => ({
      id: r.id,
      reference: requestReference(r.id),
      product: productOf(r.product_id),
      amount: r.amount,
      term: r.term,
      term_unit: termUnitOf(r.product_id),
      status: r.status,
      reason: r.decision_reason,
      created_at: toIso(r.created_at),
      approvals: (approvals.get(r.id) ?? []).map(toApprovalResource),
    })),
    loans: await Promise.all(
      loans.map(async (loan) => ({
        ...toFileLoan(loan, schedules.filter((row) => row.loan_id === loan.id), productOf(loan.product_id), day, loan.status === 'active' ? await context.settlementToday(loan, db) : null),
        pending_part_payment: loan.status === 'active' ? await context.pendingPartPayment(loan, db) : null,
      })),
    ),
    offers: requests.rows.flatMap((r) => {
      const offer = offers.get(r.id);
      return offer ? [{ id: offer.id, request_id: r.id, status: offer.status, expires_at: offer.expiresAt }] : [];
    }),
    letters: letters.rows.map((letter) => ({
      id: letter.id,
      kind: letter.kind,
      title: LETTER_TITLES[letter.kind as LetterKind] ?? 'Letter',
      loan_id: letter.loanId,
      issued_at: letter.issuedAt,
    })),
    conversations: threads.items.map((thread) => ({
      id: thread.id,
      subject: thread.subject,
      status: thread.status,
      last_message_at: thread.lastMessageAt,
      message_count: thread.messageCount,
    })),
  };
}

/** A loan in the file: its schedule as servicing sees it today, what was paid and when, and its arrears. */
function toFileLoan(loan: LoanRow, rows: AmortizationRow[], product: { alias: string; name: string } | null, day: ServicingDay, settlement: FileSettlement | null) {
  // Late means before the servicing day's cut-off, as the arrears queue counts it.
  const arrears = loan.status === 'active' ? statementFigures(scheduleSnapshot(rows), day.lateBefore).arrearsMinor : 0;
  return {
    id: loan.id,
    account_number: loan.account_number,
    product,
    principal: loan.principal,
    total_repayable: loan.total_repayable,
    apr: loan.apr,
    status: loan.status,
    start_date: loan.start_date,
    // The ledger's principal owed today (a part payment lowers it the day it arrives), as the borrower's page shows it.
    balance: settlement?.principalMinor ?? 0,
    arrears,
    settlement_today: settlement ? { as_of: settlement.asOf, total: settlement.totalMinor, principal: settlement.principalMinor, interest: settlement.interestMinor, fees: settlement.feesMinor } : null,
    schedule: rows.map((row) => ({
      number: row.number,
      due_date: row.due_date,
      payment: row.payment,
      interest: row.interest,
      principal: row.principal,
      fee: row.fee,
      paid_amount: row.paid_amount,
      status: instalmentStatus(row, day),
    })),
    // Repayments are applied to instalments oldest first; each instalment shows when it was paid off.
    payments: rows.flatMap((row) => {
      const paidAt = toIsoOrNull(row.paid_at);
      return paidAt && row.paid_amount > 0 ? [{ date: paidAt, amount: row.paid_amount, instalment: row.number }] : [];
    }),
  };
}
