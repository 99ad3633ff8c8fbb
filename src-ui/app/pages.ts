import type { ComponentType } from 'react';
import { HomePage } from '../home/home.page';

/** A page of the portal: its path (as in the route policy of src-domain) and how to load it. */
export interface PageEntry {
  /** The path pattern exactly as `ROUTES` in src-domain/auth/route-access.policy.ts has it. */
  path: string;
  /** Loads the page's chunk and returns its component. */
  load: () => Promise<ComponentType>;
}

/**
 * The pages built so far. Adding a page of spec §2 is one entry here: its layout and guard come
 * from the domain's route policy.
 */
export const PAGES: readonly PageEntry[] = [
  // The landing page, the one most visits open, comes with the entry: no second round trip before it paints.
  { path: '/', load: async () => HomePage },
  { path: '/about', load: () => import('../public-pages/about.page').then((m) => m.AboutPage) },
  { path: '/services', load: () => import('../public-pages/services.page').then((m) => m.ServicesPage) },
  { path: '/teams', load: () => import('../public-pages/teams.page').then((m) => m.TeamsPage) },
  { path: '/contact', load: () => import('../public-pages/contact.page').then((m) => m.ContactPage) },
  { path: '/calculator', load: () => import('../calculator/calculator.page').then((m) => m.CalculatorPage) },
  { path: '/terms', load: () => import('../public-pages/terms.page').then((m) => m.TermsPage) },
  { path: '/privacy-policy', load: () => import('../public-pages/privacy-policy.page').then((m) => m.PrivacyPolicyPage) },
  { path: '/auth/sign-in', load: () => import('../auth/sign-in.page').then((m) => m.SignInPage) },
  { path: '/auth/sign-up', load: () => import('../auth/sign-up.page').then((m) => m.SignUpPage) },
  { path: '/auth/verify', load: () => import('../auth/verification/verify.page').then((m) => m.VerifyPage) },
  { path: '/auth/forgot', load: () => import('../auth/password/forgot.page').then((m) => m.ForgotPage) },
  { path: '/auth/reset-verify', load: () => import('../auth/password/reset-verify.page').then((m) => m.ResetVerifyPage) },
  { path: '/auth/reset', load: () => import('../auth/password/reset.page').then((m) => m.ResetPage) },
  { path: '/auth/sign-up1', load: () => import('../auth/registration/sign-up-start.page').then((m) => m.SignUpStartPage) },
  { path: '/auth/set-password', load: () => import('../auth/registration/set-password.page').then((m) => m.SetPasswordPage) },
  { path: '/auth/basics', load: () => import('../auth/registration/basics.page').then((m) => m.BasicsPage) },
  {
    path: '/dashboard/account-settings/change-password',
    load: () => import('../account-settings/change-password.page').then((m) => m.ChangePasswordPage),
  },
  { path: '/dashboard/account-settings/settings', load: () => import('../account-settings/settings.page').then((m) => m.SettingsPage) },
  { path: '/dashboard/main', load: () => import('../dashboard/dashboard-main.page').then((m) => m.DashboardMainPage) },
  { path: '/dashboard/loan-request', load: () => import('../loans/loan-request.page').then((m) => m.LoanRequestPage) },
  { path: '/dashboard/loanSubmitted', load: () => import('../loans/loan-submitted.page').then((m) => m.LoanSubmittedPage) },
  { path: '/dashboard/submitted', load: () => import('../loans/submitted.page').then((m) => m.SubmittedPage) },
  { path: '/dashboard/user-loans', load: () => import('../loans/user-loans.page').then((m) => m.UserLoansPage) },
  { path: '/dashboard/user-loans/:id', load: () => import('../loans/loan-detail.page').then((m) => m.LoanDetailPage) },
  { path: '/dashboard/loans/:id/pay-part', load: () => import('../loans/pay-part.page').then((m) => m.PayPartPage) },
  { path: '/dashboard/loans/:id/payment-date', load: () => import('../loans/payment-date.page').then((m) => m.PaymentDatePage) },
  { path: '/dashboard/offers/:id', load: () => import('../agreements/offer.page').then((m) => m.OfferPage) },
  { path: '/dashboard/accounts', load: () => import('../loans/accounts.page').then((m) => m.AccountsPage) },
  { path: '/dashboard/letters', load: () => import('../letters/letters.page').then((m) => m.LettersPage) },
  { path: '/dashboard/documents', load: () => import('../documents/documents.page').then((m) => m.DocumentsPage) },
  { path: '/dashboard/my-details', load: () => import('../profile/my-details.page').then((m) => m.MyDetailsPage) },
  { path: '/dashboard/messages', load: () => import('../messages/messages.page').then((m) => m.MessagesPage) },
  { path: '/dashboard/messages/:id', load: () => import('../messages/thread.page').then((m) => m.ThreadPage) },
  { path: '/auth/staff-invitation', load: () => import('../auth/staff-invitation.page').then((m) => m.StaffInvitationPage) },
  // The lender's back office (issue 25): its own chunks, under its own lazily loaded layout.
  { path: '/back-office', load: () => import('../back-office/overview.page').then((m) => m.OverviewPage) },
  { path: '/back-office/requests', load: () => import('../back-office/queues/requests-queue.page').then((m) => m.RequestsQueuePage) },
  { path: '/back-office/documents', load: () => import('../back-office/queues/documents-queue.page').then((m) => m.DocumentsQueuePage) },
  { path: '/back-office/conversations', load: () => import('../back-office/queues/conversations-queue.page').then((m) => m.ConversationsQueuePage) },
  { path: '/back-office/conversations/:id', load: () => import('../back-office/conversations/conversation.page').then((m) => m.ConversationPage) },
  { path: '/back-office/complaints', load: () => import('../back-office/queues/complaints-queue.page').then((m) => m.ComplaintsQueuePage) },
  { path: '/back-office/arrears', load: () => import('../back-office/queues/arrears-queue.page').then((m) => m.ArrearsQueuePage) },
  { path: '/back-office/refunds', load: () => import('../back-office/queues/refunds-queue.page').then((m) => m.RefundsQueuePage) },
  { path: '/back-office/borrowers', load: () => import('../back-office/borrowers/borrower-search.page').then((m) => m.BorrowerSearchPage) },
  { path: '/back-office/borrowers/:id', load: () => import('../back-office/borrowers/borrower-file.page').then((m) => m.BorrowerFilePage) },
  { path: '/back-office/audit', load: () => import('../back-office/audit/audit-trail.page').then((m) => m.AuditTrailPage) },
  { path: '/back-office/staff', load: () => import('../back-office/staff/staff.page').then((m) => m.StaffPage) },
  { path: '/back-office/security', load: () => import('../back-office/security/staff-security.page').then((m) => m.StaffSecurityPage) },
];

/** True when `path` (a route pattern of spec §2) has a page; navigation offers only those. */
export function hasPage(path: string): boolean {
  const route = path.split(/[?#]/)[0];
  return PAGES.some((entry) => entry.path === route);
}
