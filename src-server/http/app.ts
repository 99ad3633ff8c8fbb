import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { ServerConfig } from '../config/server-config';
import { createDatabase, type AppDatabase } from '../db/database.factory';
import { IdempotencyKeysRepository } from '../db/idempotency-keys.repository';
import { KnownBrowsersRepository } from '../db/known-browsers.repository';
import { NotificationsRepository } from '../db/notifications.repository';
import { RateLimitsRepository } from '../db/rate-limits.repository';
import { TokensRepository } from '../db/tokens.repository';
import { UsersRepository } from '../db/users.repository';
import type { Broadcaster } from '../realtime/broadcaster.port';
import { PusherBroadcaster } from '../realtime/pusher.broadcaster';
import { AccessTokenService } from '../services/access-token.service';
import { decodeAppKey, deriveKey } from '../services/app-key.service';
import { systemClock, type Clock } from '../services/clock.port';
import { NotificationService } from '../services/notification.service';
import type { Outbox } from '../services/outbox/outbox.port';
import { FeedbackRepository } from '../db/profile/feedback.repository';
import { NotificationType } from '../../src-domain/notifications/notification-type';
import { profilePolicy, type ProfilePolicy } from '../../src-domain/profile/profile-policy';
import { SecretBox } from '../services/account-security/secret-box.service';
import { PasswordService } from '../services/password.service';
import { XsrfTokenService } from '../services/xsrf-token.service';
import { outboxFromConfig } from '../services/outbox/outbox-from-config';
import { DrainingOutbox } from '../services/outbox/draining.outbox';
import { bankHolidaysOf } from '../services/bank-holidays';
import { registerAccountSecurity } from './account-security/account-security.module';
import { registerAuthRoutes } from './auth/auth.routes';
import { AuthService } from './auth/auth.service';
import { registerBroadcastingRoutes } from './broadcasting/broadcasting.routes';
import { notFound } from './http-error';
import { NewBrowserSignInObserver } from './notifications/new-browser.sign-in-observer';
import { SecurityAlerts } from './account-security/security-alerts';
import { decorateNotifications } from './notifications/notifications.decorator';
import { registerNotificationsRoutes } from './notifications/notifications.routes';
import { installBearerAuth } from './plugins/bearer-auth.plugin';
import { installStaffBoundary } from './back-office/staff-boundary.plugin';
import { StaffAccountsService } from './back-office/staff-accounts.service';
import { registerStaffInvitationRoutes } from './back-office/staff-invitation.routes';
import { installErrorHandler } from './plugins/error-handler.plugin';
import { installHardening } from './hardening/hardening.plugin';
import { installHousekeeping } from './plugins/housekeeping.plugin';
import { installIdempotency } from './plugins/idempotency.plugin';
import { installJsonBodyParser } from './plugins/json-body.plugin';
import { installRateLimits } from './plugins/rate-limit.plugin';
import { installSecurityHeaders } from './plugins/security-headers.plugin';
import { installXsrf } from './plugins/xsrf.plugin';
import { installRequestLog } from './plugins/request-log.plugin';
import { createServerLogger } from '../logging/server-logger';
import type { Logger } from 'pino';
import { registerCsrfCookieRoutes } from './sanctum/csrf-cookie.routes';
import { registerFeedbackRoutes } from './feedback/feedback.routes';
import { ComplaintService } from './complaints/complaint.service';
import { registerComplaintRoutes } from './complaints/complaints.routes';
import { registerProductRoutes } from './products/products.routes';
import { registerLoanRoutes } from './loans/loans.routes';
import { registerRepaymentRoutes } from './loans/repayment.routes';
import { LoanService } from './loans/loan.service';
import { installLoanServicing } from './loans/loan-servicing.plugin';
import { BranchesRepository, ProductsRepository } from '../db/products/products.repository';
import { registerProfileRoutes } from './profile/profile.routes';
import { ProfileService } from './profile/profile.service';
import { installSpa, publicRealtimeSettings } from './spa/spa.plugin';
// documents (issue 11)
import { DocumentsRepository } from '../db/documents/documents.repository';
import { FilesystemDocumentStorage } from '../services/filesystem-document.storage';
import type { DocumentStorage } from '../services/document-storage.port';
import { DocumentUploadService } from './documents/document-upload.service';
import { registerDocumentsRoutes } from './documents/documents.routes';
import { representativeExample } from '../../src-domain/loans/quote';
import { registerUsersRoutes } from './users/users.routes';
// offers and signing the credit agreement (issue 23)
import { LoanOffersRepository } from '../db/agreements/loan-offers.repository';
import { SignedAgreementsRepository } from '../db/agreements/signed-agreements.repository';
import { OneTimeCodesRepository } from '../db/account-security/one-time-codes.repository';
import { OneTimeCodeService } from '../services/account-security/one-time-code.service';
import { SecretHasher } from '../services/account-security/secret-hasher';
import { DailyCodeCeiling } from '../services/account-security/daily-code-ceiling';
import { pdfkitRendererFor } from '../services/documents/pdfkit.renderer';
import { KESTREL_CREDIT_DOCUMENTS } from '../brand/kestrel-credit/documents';
import { AgreementService } from './agreements/agreement.service';
import { registerAgreementRoutes } from './agreements/agreements.routes';
import { DirectDebitService } from './direct-debit/direct-debit.service';
import { registerDirectDebitRoutes } from './direct-debit/direct-debit.routes';
import { collectionProviderFor } from '../services/collections/collection-provider-from-config';
import { CollectionsService } from '../services/collections/collections.service';
import { OfferPaperwork } from './agreements/offer-paperwork';
// letters (issue 24)
import { LetterPaperwork } from './letters/letter-paperwork';
import { LetterService } from './letters/letter.service';
import { registerLetterRoutes } from './letters/letters.routes';
// secure messages (issue 14)
import { MessageService } from './messages/message.service';
import { registerMessageRoutes } from './messages/messages.routes';
// the back office (issue 25)
import { registerBackOffice } from './back-office/back-office.module';
import { DocumentReviewService } from '../services/document-review.service';

export interface BuildAppOptions {
  /** An open, migrated database; when absent one is opened from `config.databaseUrl` and closed with the app. */
  database?: AppDatabase;
  /** Time source; tests pass a clock they can move. */
  clock?: Clock;
  /** Where events are published; the `pusher` SDK towards `config.pusher` when absent. */
  broadcaster?: Broadcaster;
  /** The lender's profile rules (minimum borrower age); 18 when absent. */
  profilePolicy?: ProfilePolicy;
  /** Where mail and SMS go; built from `config.outbox` when absent. */
  outbox?: Outbox;
  /** Called for every route as it is registered (route inventories, e.g. the OpenAPI check). */
  onRoute?: (route: RouteOptions) => void;
  /** Where uploaded documents' bytes go; a folder under `config.uploadDir` when absent. */
  documentStorage?: DocumentStorage;
  /** The process's logger (shared with the realtime server); made from `config.logLevel` when absent, none when null. */
  logger?: Logger | null;
}

/** Fastify's logger options for `logger`: the instance itself, or none at all. */
function loggerOf(logger: Logger | null): Pick<FastifyServerOptions, 'logger' | 'loggerInstance'> {
  return logger ? { loggerInstance: logger } : { logger: false };
}

/**
 * Builds the HTTP application (API, XSRF, auth, rate limits, security headers, SPA) without
 * listening. The database must already be migrated (see `migrateToLatest`).
 */
export async function buildApp(config: ServerConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? createDatabase(config.databaseUrl, { poolMax: config.databasePoolMax, sqliteSynchronous: config.sqliteSynchronous, preparedStatements: config.databasePreparedStatements });
  const clock = options.clock ?? systemClock;
  const serverOptions: FastifyServerOptions = {
    ...loggerOf(options.logger === undefined ? createServerLogger(config.logLevel, config.production) : options.logger),
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    bodyLimit: config.bodyLimit,
    // Without a proxy in front, a request that trickles in forever must not hold a socket.
    requestTimeout: 30_000,
  };
  const app: FastifyInstance = Fastify(serverOptions);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  if (config.logLevel !== false) installRequestLog(app, config.production);
  if (!options.database) app.addHook('onClose', () => database.destroy());

  const users = new UsersRepository(database.db);
  const tokens = new TokensRepository(database.db);
  const rateLimits = new RateLimitsRepository(database.db);
  const passwords = new PasswordService(config.passwordHashing);
  const accessTokens = new AccessTokenService(tokens, clock, { ttlMs: config.tokenTtlMs, rememberTtlMs: config.rememberTokenTtlMs });
  const xsrf = { tokens: new XsrfTokenService(deriveKey(decodeAppKey(config.appKey), 'xsrf')), secureCookies: config.appUrl.startsWith('https:') };
  const broadcaster = options.broadcaster ?? new PusherBroadcaster(config.pusher);
  const notifications = new NotificationService(new NotificationsRepository(database.db), broadcaster, clock, app.log);
  decorateNotifications(app, notifications);

  app.addHook('onReady', async () => {
    passwords.warmUp().catch((error: unknown) => app.log.error({ err: error }, 'password hasher warm-up failed'));
  });

  installErrorHandler(app);
  // hardening (issue 12): before any route, so every route gets its body limit and cache headers.
  installHardening(app);
  installJsonBodyParser(app, config.bodyLimit);
  await installSecurityHeaders(app, config);
  await app.register(cookie);
  installXsrf(app, xsrf);
  installBearerAuth(app, accessTokens);
  // the back office (issue 25): before any route, so staff tokens stay out of the borrower's routes.
  installStaffBoundary(app);
  await installRateLimits(app, rateLimits, clock, config.rateLimitFactor);
  const idempotencyKeys = new IdempotencyKeysRepository(database.db);
  // Before any route: it appends itself to each write route's preHandlers (after auth and limits).
  installIdempotency(app, { repository: idempotencyKeys, clock, box: new SecretBox(deriveKey(decodeAppKey(config.appKey), 'idempotent-responses')) });
  installHousekeeping(app, { rateLimits, tokens, idempotencyKeys, clock });

  registerCsrfCookieRoutes(app, xsrf);
  const outbox = new DrainingOutbox(options.outbox ?? outboxFromConfig(config.outbox, clock));
  app.addHook('onClose', () => outbox.drain());
  const alerts = new SecurityAlerts(notifications, outbox, clock, config.appUrl, app.log);
  const signIns = new NewBrowserSignInObserver(new KnownBrowsersRepository(database.db), alerts, clock, xsrf.secureCookies);
  const accountSecurity = registerAccountSecurity(app, {
    db: database.db,
    users,
    rateLimits,
    passwords,
    accessTokens,
    notifications,
    outbox,
    clock,
    appKey: decodeAppKey(config.appKey),
    appUrl: config.appUrl,
    settings: config.accountSecurity,
    signIns,
    alerts,
  });
  registerAuthRoutes(app, {
    auth: new AuthService(users, passwords, accessTokens, clock),
    accessTokens,
    rateLimits,
    loginRateLimit: config.loginRateLimit,
    loginPerAccount: config.accountSecurity.limits.loginPerAccount,
    users,
    signIns,
    accountSecurity,
  });
  registerUsersRoutes(app);
  // staff accounts (issue 25): the invited staff member chooses a password, then signs in like anyone
  const staffAccounts = new StaffAccountsService({ db: database.db, passwords, outbox, clock, appUrl: config.appUrl, log: app.log });
  registerStaffInvitationRoutes(app, { staffAccounts, passwordPolicy: accountSecurity.passwordPolicy, limit: accountSecurity.guards.codeChecks });
  await registerBroadcastingRoutes(app, { broadcaster, bodyLimit: config.bodyLimit });
  registerNotificationsRoutes(app, { notifications });

  const onProfileCompleted = async (userId: number) => void (await notifications.notify(userId, NotificationType.ProfileCompleted, {}));
  registerProfileRoutes(app, { profile: new ProfileService(database.db, clock, options.profilePolicy ?? profilePolicy(config.minimumBorrowerAge, { requires: config.profileRequires }), onProfileCompleted, app.log) });
  // complaints (issue 27.6): a complaint sent as feedback is recorded, acknowledged and worked
  const complaints = new ComplaintService({ db: database.db, clock, bankHolidays: bankHolidaysOf(config.bankHolidays), notify: async (userId, type, data) => void (await notifications.notify(userId, type, data)), outbox, appUrl: config.appUrl, log: app.log });
  registerFeedbackRoutes(app, { feedback: new FeedbackRepository(database.db), clock, complaints });
  registerComplaintRoutes(app, { complaints });
  const products = new ProductsRepository(database.db);
  registerProductRoutes(app, { products, branches: new BranchesRepository(database.db), pricing: config.pricing, clock, payDays: { bankHolidays: bankHolidaysOf(config.bankHolidays), minFirstPaymentDays: config.minFirstPaymentDays } });
  const loans = new LoanService({
    db: database.db,
    products,
    pricing: config.pricing,
    clock,
    underwriting: config.underwriting,
    affordability: config.affordability,
    notify: async (userId, type, data) => void (await notifications.notify(userId, type, data)),
    outbox,
    appUrl: config.appUrl,
    log: app.log,
    bankHolidays: bankHolidaysOf(config.bankHolidays),
    offerValidDays: config.offerValidDays,
    minFirstPaymentDays: config.minFirstPaymentDays,
    paymentDateMoveMonths: config.paymentDateMoveMonths,
  });
  registerLoanRoutes(app, { loans, products, offers: new LoanOffersRepository(database.db), signedAgreements: new SignedAgreementsRepository(database.db) });
  registerRepaymentRoutes(app, { loans });
  // Direct Debit (issue 26): the mandate before signing, collections with the servicing run; nothing of it for a transfer brand.
  const collectionProvider = collectionProviderFor(config.collections, clock, app.log);
  const directDebit = new DirectDebitService({ db: database.db, clock, loans, method: config.collections.method, provider: collectionProvider, advanceNoticeWorkingDays: config.collections.advanceNoticeWorkingDays, bankHolidays: bankHolidaysOf(config.bankHolidays), log: app.log });
  registerDirectDebitRoutes(app, { directDebit });
  const collections = new CollectionsService({ db: database.db, clock, loans, letters: { finish: (id) => letters.finish(id) }, provider: collectionProvider, advanceNoticeWorkingDays: config.collections.advanceNoticeWorkingDays, bankHolidays: bankHolidaysOf(config.bankHolidays), log: app.log });
  const servicingRuns = config.loanServicing ? installLoanServicing(app, loans, collections) : null;

  // offers and signing the credit agreement (issue 23): the signing code shares the account codes' key and daily ceiling.
  const codeHasher = new SecretHasher(deriveKey(decodeAppKey(config.appKey), 'one-time-codes'));
  const agreements = new AgreementService({
    db: database.db,
    loans,
    clock,
    paperwork: new OfferPaperwork(pdfkitRendererFor(KESTREL_CREDIT_DOCUMENTS), config.collections.method),
    mandates: directDebit,
    codesOn: (db) => new OneTimeCodeService(new OneTimeCodesRepository(db), codeHasher, clock, config.accountSecurity, new DailyCodeCeiling(new RateLimitsRepository(db), clock)),
    outbox,
    codeTtlMinutes: Math.round(config.accountSecurity.codeTtlMs / 60_000),
    log: app.log,
  });
  registerAgreementRoutes(app, { agreements });

  // letters a regulated lender sends (issue 24): written with what caused them, finished and told by the servicing run too
  const letters = new LetterService({ db: database.db, clock, loans, paperwork: new LetterPaperwork(pdfkitRendererFor(KESTREL_CREDIT_DOCUMENTS), undefined, config.collections.method), bankHolidays: bankHolidaysOf(config.bankHolidays), log: app.log });
  loans.attachLetters(letters);
  registerLetterRoutes(app, { letters });

  // documents (issue 11)
  const documents = new DocumentsRepository(database.db);
  const documentStorage = options.documentStorage ?? new FilesystemDocumentStorage(config.uploadDir);
  await registerDocumentsRoutes(app, { documents, storage: documentStorage, clock, uploads: new DocumentUploadService(documents, documentStorage, clock) });

  // secure messages (issue 14)
  const notify = async (userId: number, type: string, data: Record<string, unknown>) => void (await notifications.notify(userId, type, data));
  const markSeen = notifications.markSeen.bind(notifications);
  registerMessageRoutes(app, { messages: new MessageService({ db: database.db, clock, notify, markSeen, outbox, appUrl: config.appUrl, log: app.log }) });

  // the lender's back office (issue 25): the same services as the `lender` command, behind the staff guard, with live queue counts
  const backOffice = registerBackOffice(app, {
    db: database.db,
    clock,
    loans,
    products,
    documentReviews: new DocumentReviewService(database.db, notifications, outbox, clock, (userId) => loans.reconsider(userId)),
    messages: new MessageService({ db: database.db, clock, notify, markSeen, outbox, appUrl: config.appUrl, log: app.log }),
    complaints,
    storage: documentStorage,
    broadcaster,
    affordability: config.affordability,
    fourEyesAboveMinor: config.backOffice.fourEyesAboveMinor,
  });
  servicingRuns?.onRun(() => backOffice.queueSignal.poke());

  const today = clock.now().toISOString().slice(0, 10);
  const catalogue = (await products.active()).map(({ product }) => {
    const example = representativeExample(product, today, config.pricing);
    return { alias: product.alias, name: product.name, representative_apr: example.quote.aprPercent, representative_example: example.wording };
  });
  const spaFallback = await installSpa(app, config.webRoot, { realtime: publicRealtimeSettings(config), catalogue });
  app.setNotFoundHandler((request, reply) => {
    const served = spaFallback?.(request, reply);
    if (served) return served;
    throw notFound();
  });
  return app;
}
