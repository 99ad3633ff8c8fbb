import type { Migration, MigrationProvider } from 'kysely';
import type { SqlDialectName } from '../database.factory';
import { columnTypesFor } from './column-types';
import { createUsers } from './0001-create-users.migration';
import { createPersonalAccessTokens } from './0002-create-personal-access-tokens.migration';
import { createRateLimits } from './0003-create-rate-limits.migration';
import { createOneTimeCodes } from './0004-create-one-time-codes.migration';
import { createTwoFactorRecoveryCodes } from './0005-create-two-factor-recovery-codes.migration';
import { createPendingRegistrations } from './0006-create-pending-registrations.migration';
import { addUsersDateOfBirth } from './0007-add-users-date-of-birth.migration';
import { createNotifications } from './0010-create-notifications.migration';
import { createKnownBrowsers } from './0011-create-known-browsers.migration';
import { createUserDetails } from './0020-create-user-details.migration';
import { createAddresses } from './0021-create-addresses.migration';
import { createBanks } from './0022-create-banks.migration';
import { createUserEmployments } from './0023-create-user-employments.migration';
import { createFeedback } from './0024-create-feedback.migration';
import { createProfileAudit } from './0025-create-profile-audit.migration';
import { addEmploymentOutgoings } from './0026-add-employment-outgoings.migration';
import { addAddressStayDates } from './0027-add-address-stay-dates.migration';
import { createIdempotencyKeys } from './0030-create-idempotency-keys.migration';
import { createLoanProducts } from './0040-create-loan-products.migration';
import { createBranches } from './0041-create-branches.migration';
import { seedLoanCatalogue } from './0042-seed-loan-catalogue.migration';
import { createLoans } from './0050-create-loans.migration';
import { addInstalmentServicing } from './0051-add-instalment-servicing.migration';
import { atMostOneOpenRequestAndLoan } from './0052-at-most-one-open-request-and-loan.migration';
// offers and signed agreements (issue 23)
import { createLoanOffers } from './0053-create-loan-offers.migration';
import { createSignedAgreements } from './0054-create-signed-agreements.migration';
// the issued-documents log (issue 24)
import { createIssuedDocuments } from './0055-create-issued-documents.migration';
// letters a regulated lender sends (issue 24)
import { createLetters } from './0056-create-letters.migration';
import { addLoansArrearsSeries } from './0057-add-loans-arrears-series.migration';
// documents (0070–0079)
import { createDocumentTypes } from './0070-create-document-types.migration';
import { createDocuments } from './0071-create-documents.migration';
import { alignRequiredDocuments } from './0072-align-required-documents.migration';
import { photoIdentityOneOf } from './0073-photo-identity-one-of.migration';
// secure messages (0080–0089)
import { createMessages } from './0080-create-messages.migration';
// complaints (0090–0099)
import { createComplaints } from './0090-create-complaints.migration';
// the back office (issue 25, 0100–0109)
import { createStaffAccounts } from './0100-create-staff-accounts.migration';
import { createAuditEntries } from './0101-create-audit-entries.migration';
import { createRequestApprovals } from './0102-create-request-approvals.migration';
// repaying exactly (issue 26, 0103–0109)
import { createLoanPayments } from './0103-create-loan-payments.migration';
import { addPayDay } from './0104-add-pay-day.migration';
import { createDirectDebit } from './0105-create-direct-debit.migration';
import { createPaymentRefunds } from './0106-create-payment-refunds.migration';
import { indexBorrowerLists } from './0107-index-borrower-lists.migration';
import { countBorrowerDocuments } from './0108-count-borrower-documents.migration';

/**
 * Every migration, in order, built in code: the server is bundled into one file,
 * so there is no migrations folder to read at run time. Names never change once released.
 */
export function migrationProvider(dialect: SqlDialectName): MigrationProvider {
  const types = columnTypesFor(dialect);
  const migrations: Record<string, Migration> = {
    '0001_create_users': createUsers(types),
    '0002_create_personal_access_tokens': createPersonalAccessTokens(types),
    '0003_create_rate_limits': createRateLimits(types),
    '0004_create_one_time_codes': createOneTimeCodes(types),
    '0005_create_two_factor_recovery_codes': createTwoFactorRecoveryCodes(types),
    '0006_create_pending_registrations': createPendingRegistrations(types),
    '0007_add_users_date_of_birth': addUsersDateOfBirth(types),
    '0010_create_notifications': createNotifications(types),
    '0011_create_known_browsers': createKnownBrowsers(types),
    '0020_create_user_details': createUserDetails(types),
    '0021_create_addresses': createAddresses(types),
    '0022_create_banks': createBanks(types),
    '0023_create_user_employments': createUserEmployments(types),
    '0024_create_feedback': createFeedback(types),
    '0025_create_profile_audit': createProfileAudit(types),
    '0026_add_employment_outgoings': addEmploymentOutgoings(types),
    '0027_add_address_stay_dates': addAddressStayDates(types),
    '0030_create_idempotency_keys': createIdempotencyKeys(types),
    '0040_create_loan_products': createLoanProducts(types),
    '0041_create_branches': createBranches(types),
    '0042_seed_loan_catalogue': seedLoanCatalogue(types),
    '0050_create_loans': createLoans(types),
    '0051_add_instalment_servicing': addInstalmentServicing(types),
    '0052_at_most_one_open_request_and_loan': atMostOneOpenRequestAndLoan(),
    // offers and signed agreements (issue 23)
    '0053_create_loan_offers': createLoanOffers(types),
    '0054_create_signed_agreements': createSignedAgreements(types, dialect),
    // the issued-documents log (issue 24)
    '0055_create_issued_documents': createIssuedDocuments(types, dialect),
    // letters a regulated lender sends (issue 24)
    '0056_create_letters': createLetters(types),
    '0057_add_loans_arrears_series': addLoansArrearsSeries(),
    // documents (0070–0079)
    '0070_create_document_types': createDocumentTypes(types),
    '0071_create_documents': createDocuments(types),
    '0072_align_required_documents': alignRequiredDocuments(types),
    '0073_photo_identity_one_of': photoIdentityOneOf(types),
    // secure messages (0080–0089)
    '0080_create_messages': createMessages(types),
    // complaints (0090–0099)
    '0090_create_complaints': createComplaints(types),
    // the back office (issue 25, 0100–0109)
    '0100_create_staff_accounts': createStaffAccounts(types),
    '0101_create_audit_entries': createAuditEntries(types, dialect),
    '0102_create_request_approvals': createRequestApprovals(types),
    // repaying exactly (issue 26, 0103–0109)
    '0103_create_loan_payments': createLoanPayments(types),
    '0104_add_pay_day': addPayDay(),
    '0105_create_direct_debit': createDirectDebit(types),
    '0106_create_payment_refunds': createPaymentRefunds(types),
    // lists paged by the database (issue 28)
    '0107_index_borrower_lists': indexBorrowerLists(),
    '0108_count_borrower_documents': countBorrowerDocuments(dialect),
  };
  return { getMigrations: async () => migrations };
}
