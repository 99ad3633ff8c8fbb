import type {
  Affordability,
  BorrowerFile,
  BorrowerMatch,
  DeclaredOutgoing,
  FileAddress,
  FileBankAccount,
  FileBorrower,
  FileConversation,
  FileDocument,
  FileEmployment,
  FileInstalment,
  FileLetter,
  FileLoan,
  FileLoanRequest,
  FileOffer,
  FileProfile,
} from '../../../src-domain/back-office/borrower-file.entity';
import { INSTALMENT_STATUSES, LOAN_STATUSES, REQUEST_STATUSES } from '../../../src-domain/loans/loan-status';
import { isRecord } from '../../http/response-body';
import { bool, checkShape, decimalText, int, listOf, nullableInt, oneOf, str } from '../shared/wire-checks';

/**
 * The borrower's file (docs/design/back-office.md §5) → the domain's BorrowerFile. Every figure is
 * checked as whole minor units; a part the design leaves open (the profile's optional answers, a
 * product named or nested) is read the ways the API may send it, never guessed into a figure.
 */

/** A field the server may leave out: absent or null read as null. */
const optional = (test: (value: unknown) => boolean) => (value: unknown) => value === undefined || value === null || test(value);
/** A product sent as its name, as `{name}`, or null when it is no longer in the catalogue. */
const nameOf = (value: unknown): boolean => value === null || str(value) || (isRecord(value) && str(value.name));
const text = (value: unknown): string => (str(value) ? value : isRecord(value) && str(value.name) ? value.name : 'Product no longer offered');
const orNull = <T>(value: unknown): T | null => (value === undefined || value === null ? null : (value as T));

export function toBorrowerFile(value: unknown): BorrowerFile {
  const w = checkShape(value, 'borrower file', {
    borrower: isRecord, profile: optional(isRecord), addresses: Array.isArray, banks: Array.isArray, employment: optional(isRecord), affordability: optional(isRecord),
    documents: Array.isArray, requests: Array.isArray, loans: Array.isArray, offers: optional(Array.isArray), letters: optional(Array.isArray), conversations: optional(Array.isArray),
  });
  return {
    borrower: toFileBorrower(w.borrower),
    profile: w.profile ? toProfile(w.profile) : null,
    addresses: (w.addresses as unknown[]).map(toAddress),
    banks: (w.banks as unknown[]).map(toBank),
    employment: w.employment ? toEmployment(w.employment) : null,
    affordability: w.affordability ? toAffordability(w.affordability) : null,
    documents: (w.documents as unknown[]).map(toDocument),
    requests: (w.requests as unknown[]).map(toRequest),
    loans: (w.loans as unknown[]).map(toLoan),
    offers: ((w.offers as unknown[] | null | undefined) ?? []).map(toOffer),
    letters: ((w.letters as unknown[] | null | undefined) ?? []).map(toLetter),
    conversations: ((w.conversations as unknown[] | null | undefined) ?? []).map(toConversation),
  };
}

function toFileBorrower(value: unknown): FileBorrower {
  const w = checkShape(value, 'borrower', {
    id: int, first_name: str, last_name: str, email: str, phone: optional(str), date_of_birth: optional(str), created_at: str,
    email_verified_at: optional(str), phone_verified_at: optional(str), two_factor_enabled: bool, identity_confirmed: bool,
  });
  return {
    id: w.id as number,
    firstName: w.first_name as string,
    lastName: w.last_name as string,
    email: w.email as string,
    phone: (w.phone as string | null | undefined) ?? '',
    dateOfBirth: orNull(w.date_of_birth),
    createdAt: w.created_at as string,
    emailVerifiedAt: orNull(w.email_verified_at),
    phoneVerifiedAt: orNull(w.phone_verified_at),
    twoFactorEnabled: w.two_factor_enabled as boolean,
    identityConfirmed: w.identity_confirmed as boolean,
  };
}

function toProfile(value: unknown): FileProfile {
  const w = checkShape(value, 'profile', {
    middle_name: optional(str), national_id_masked: optional(str), marital_status: optional(str), dependants: optional(int), nationality: optional(str),
  });
  return {
    middleName: orNull(w.middle_name),
    nationalIdMasked: orNull(w.national_id_masked),
    maritalStatus: orNull(w.marital_status),
    dependants: orNull(w.dependants),
    nationality: orNull(w.nationality),
  };
}

function toAddress(value: unknown): FileAddress {
  const w = checkShape(value, 'address', {
    id: int, kind: str, line1: str, line2: optional(str), city: str, postal_code: str, country: str,
    residential_status: optional(str), lived_from: optional(str), lived_until: optional(str), is_primary: bool,
  });
  return {
    id: w.id as number,
    kind: w.kind as string,
    line1: w.line1 as string,
    line2: orNull(w.line2),
    city: w.city as string,
    postalCode: w.postal_code as string,
    country: w.country as string,
    residentialStatus: orNull(w.residential_status),
    livedFrom: orNull(w.lived_from),
    livedUntil: orNull(w.lived_until),
    isPrimary: w.is_primary as boolean,
  };
}

function toBank(value: unknown): FileBankAccount {
  const w = checkShape(value, 'bank account', { id: int, bank_name: str, account_holder: str, account_number_masked: str, routing_code: optional(str), is_primary: bool });
  return {
    id: w.id as number,
    bankName: w.bank_name as string,
    accountHolder: w.account_holder as string,
    accountNumberMasked: w.account_number_masked as string,
    routingCode: orNull(w.routing_code),
    isPrimary: w.is_primary as boolean,
  };
}

/** `outgoings` as one total or as named amounts ({"rent": 85000, "bills": 21000}). */
const outgoingsShape = (value: unknown) => value === undefined || value === null || int(value) || (isRecord(value) && Object.values(value).every(int));

function toEmployment(value: unknown): FileEmployment {
  const w = checkShape(value, 'employment', { employer: optional(str), status: str, net_monthly_income: int, outgoings: outgoingsShape });
  let outgoings: DeclaredOutgoing[] = [];
  if (int(w.outgoings)) outgoings = [{ label: 'Declared outgoings', amountMinor: w.outgoings }];
  else if (isRecord(w.outgoings)) outgoings = Object.entries(w.outgoings).map(([label, amount]) => ({ label: labelOf(label), amountMinor: amount as number }));
  return { employer: orNull(w.employer), status: w.status as string, netMonthlyIncomeMinor: w.net_monthly_income as number, outgoings };
}

/** `rent_or_mortgage` → "Rent or mortgage". */
function labelOf(key: string): string {
  const words = key.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function toAffordability(value: unknown): Affordability {
  const ratio = (v: unknown) => decimalText(v) || (typeof v === 'number' && v >= 0 && v <= 1);
  const w = checkShape(value, 'affordability', { net_monthly_income: int, declared_outgoings: int, disposable: int, limit_ratio: ratio, existing_commitments: int, affordable_instalment: optional(int) });
  return {
    netMonthlyIncomeMinor: w.net_monthly_income as number,
    declaredOutgoingsMinor: w.declared_outgoings as number,
    disposableMinor: w.disposable as number,
    limitRatio: String(w.limit_ratio),
    existingCommitmentsMinor: w.existing_commitments as number,
    affordableInstalmentMinor: orNull(w.affordable_instalment),
  };
}

function toDocument(value: unknown): FileDocument {
  const w = checkShape(value, 'document', {
    id: int, type: str, type_name: optional(str), one_of: optional(str), side: optional(oneOf(['front', 'back'] as const)), status: oneOf(['pending', 'approved', 'rejected', 'expired'] as const), file_name: str,
    uploaded_at: str, expires_on: optional(str), identity_confirmed_at: optional(str), reason: optional(str),
  });
  return {
    id: w.id as number,
    type: w.type as string,
    typeName: str(w.type_name) ? w.type_name : (w.type as string),
    oneOf: orNull(w.one_of),
    side: orNull(w.side),
    status: w.status as FileDocument['status'],
    fileName: w.file_name as string,
    uploadedAt: w.uploaded_at as string,
    expiresOn: orNull(w.expires_on),
    identityConfirmedAt: orNull(w.identity_confirmed_at),
    reason: orNull(w.reason),
  };
}

function toRequest(value: unknown): FileLoanRequest {
  const w = checkShape(value, 'loan request', {
    id: int, reference: str, product: nameOf, amount: int, term: int, term_unit: optional(oneOf(['days', 'months'] as const)), status: oneOf(REQUEST_STATUSES),
    reason: optional(str), created_at: str, approvals: optional(listOf((a) => isRecord(a) && str(a.staff_name) && str(a.approved_at))),
  });
  return {
    id: w.id as number,
    reference: w.reference as string,
    product: text(w.product),
    amountMinor: w.amount as number,
    term: w.term as number,
    termUnit: (w.term_unit as 'days' | 'months' | null | undefined) ?? 'months',
    status: w.status as FileLoanRequest['status'],
    reason: orNull(w.reason),
    createdAt: w.created_at as string,
    approvals: ((w.approvals as Record<string, string>[] | null | undefined) ?? []).map((a) => ({ staffName: a.staff_name, approvedAt: a.approved_at })),
  };
}

function toInstalment(value: unknown): FileInstalment {
  const w = checkShape(value, 'schedule row', {
    number: int, due_date: str, payment: int, interest: int, principal: int, fee: int, paid_amount: int, status: oneOf(INSTALMENT_STATUSES),
  });
  return {
    number: w.number as number,
    dueDate: w.due_date as string,
    paymentMinor: w.payment as number,
    interestMinor: w.interest as number,
    principalMinor: w.principal as number,
    feeMinor: w.fee as number,
    paidMinor: w.paid_amount as number,
    status: w.status as FileInstalment['status'],
  };
}

function toLoan(value: unknown): FileLoan {
  const w = checkShape(value, 'loan', {
    id: int, account_number: str, product: nameOf, principal: int, status: oneOf(LOAN_STATUSES), start_date: str, balance: int, arrears: int,
    schedule: Array.isArray, payments: listOf((p) => isRecord(p) && str(p.date) && int(p.amount)),
    settlement_today: (s: unknown) => s === null || s === undefined || (isRecord(s) && str(s.as_of) && int(s.total) && int(s.principal) && int(s.interest) && int(s.fees)),
  });
  const settlement = w.settlement_today as Record<string, unknown> | null | undefined;
  return {
    id: w.id as number,
    accountNumber: w.account_number as string,
    product: text(w.product),
    principalMinor: w.principal as number,
    status: w.status as FileLoan['status'],
    startDate: w.start_date as string,
    balanceMinor: w.balance as number,
    arrearsMinor: w.arrears as number,
    settlementToday: settlement
      ? { asOf: settlement.as_of as string, totalMinor: settlement.total as number, principalMinor: settlement.principal as number, interestMinor: settlement.interest as number, feesMinor: settlement.fees as number }
      : null,
    pendingPartPayment: toPendingPartPayment(w.pending_part_payment),
    schedule: (w.schedule as unknown[]).map(toInstalment),
    payments: (w.payments as Record<string, unknown>[]).map((p) => ({ date: p.date as string, amountMinor: p.amount as number })),
  };
}

/** The loan's pending part payment; absent (an older server) or malformed reads as none. */
function toPendingPartPayment(value: unknown): FileLoan['pendingPartPayment'] {
  if (!isRecord(value) || !int(value.id) || !int(value.amount) || !isRecord(value.preview)) return null;
  if (value.choice !== 'shorter_term' && value.choice !== 'smaller_instalment') return null;
  const preview = value.preview;
  return {
    id: value.id as number,
    amountMinor: value.amount as number,
    choice: value.choice,
    createdAt: String(value.created_at ?? ''),
    preview: {
      asOf: String(preview.as_of ?? ''),
      regularPaymentMinor: Number(preview.regular_payment ?? 0),
      count: Number(preview.count ?? 0),
      finalDueDate: typeof preview.final_due_date === 'string' ? preview.final_due_date : null,
      interestSavedMinor: Number(preview.interest_saved ?? 0),
    },
  };
}

function toOffer(value: unknown): FileOffer {
  const w = checkShape(value, 'offer', { id: int, request_id: int, status: str, expires_at: optional(str) });
  return { id: w.id as number, requestId: w.request_id as number, status: w.status as string, expiresAt: orNull(w.expires_at) };
}

function toLetter(value: unknown): FileLetter {
  const w = checkShape(value, 'letter', { id: int, kind: str, title: str, loan_id: nullableIntOrAbsent, issued_at: str });
  return { id: w.id as number, kind: w.kind as string, title: w.title as string, loanId: orNull(w.loan_id), issuedAt: w.issued_at as string };
}

function nullableIntOrAbsent(value: unknown): boolean {
  return value === undefined || nullableInt(value);
}

function toConversation(value: unknown): FileConversation {
  const w = checkShape(value, 'conversation', { id: int, subject: str, status: str, last_message_at: optional(str), message_count: int });
  return { id: w.id as number, subject: w.subject as string, status: w.status as string, lastMessageAt: orNull(w.last_message_at), messageCount: w.message_count as number };
}

/** One search result. */
export function toBorrowerMatch(value: unknown): BorrowerMatch {
  const w = checkShape(value, 'borrower', { id: int, first_name: str, last_name: str, email: str, phone: optional(str), created_at: optional(str) });
  return { id: w.id as number, firstName: w.first_name as string, lastName: w.last_name as string, email: w.email as string, phone: orNull(w.phone), createdAt: orNull(w.created_at) };
}
