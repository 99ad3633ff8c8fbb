import { generateSync } from 'otplib';
import { outboxDir, totpCode } from './account-security';
import { get, registerUser, registration, send, signUpTokenOf } from './http-client';
import { latestCode, latestLink, settledOutboxSize } from './outbox';
import type { TestApp } from './test-app';
import { lenderOn } from './lender-harness';
import type { OutboxMessage } from '../../../src-server/services/outbox/outbox.port';
import { documentedExample } from './openapi-examples';
import { LOAN_DOCUMENTS, NO_OUTGOINGS, uploadDocument, uploadPassport } from './borrower';
import { setUpMandate, signingCode, signOffer } from './sign-offer';
import { DocumentsRepository } from '../../../src-server/db/documents/documents.repository';
import { BACK_OFFICE_READ_RECIPES } from './openapi-back-office-read-examples';
import { BACK_OFFICE_ACTION_RECIPES } from './back-office-action-examples';

/**
 * `x-example-setup` of docs/api/openapi.json: examples whose values only exist once a flow has run
 * (a code that was texted, a challenge, a registration token). Each recipe runs the real flow
 * through the API, reads codes from the outbox like a person, and answers the body fields (or the
 * URL) to put into the documented example. Nothing reaches past the API but the lender's review of documents.
 */
export interface ExampleState {
  /** Fields that replace the documented example's values. */
  body?: Record<string, unknown>;
  /** A URL that replaces the documented one (for links carrying a signature). */
  url?: string;
  /** A bearer token that replaces the borrower's (a staff member's, for the back office). */
  token?: string;
}

type Recipe = (t: TestApp, token: string | undefined, example: Record<string, unknown>, url: string) => Promise<ExampleState>;

const MINUTE = 60_000;

/** Past every resend cooldown and one-minute window of the earlier examples. */
function waitAMinute(t: TestApp): void {
  t.clock.advance(MINUTE + 1000);
}

async function phoneOf(t: TestApp, token: string): Promise<string> {
  return (await get(t.app, '/api/v1/users/me', token)).json().data.phone;
}

async function forgotCode(t: TestApp, email: string): Promise<string> {
  waitAMinute(t);
  const before = await settledOutboxSize(outboxDir(t));
  await send(t.app, 'POST', '/api/forgot-password', { email });
  return latestCode(outboxDir(t), email, 'password-forgot', before);
}

/**
 * Fills the borrower's profile with the documented examples and uploads the documents loans need,
 * through the API; the lender's approval of them is the back office's (no borrower API does it).
 * `employment` is laid over the documented employment. Returns their bank account's id.
 */
async function completeProfile(t: TestApp, token: string, employment: Record<string, unknown> = {}): Promise<number> {
  const paths = ['/api/user_details', '/api/addresses', '/api/user_employments', '/api/banks'];
  for (const path of paths) {
    const example = documentedExample(path) as Record<string, unknown>;
    await send(t.app, 'POST', path, path === '/api/user_employments' ? { ...example, ...employment } : example, { token });
  }
  const reviews = new DocumentsRepository(t.database.db);
  for (const type of LOAN_DOCUMENTS) await reviews.review(await uploadDocument(t.app, token, type), 'approved', null, t.clock.now());
  return (await get(t.app, '/api/banks', token)).json().data[0].id;
}

/** The borrower's own open offer: a complete profile and an application decided at once. */
async function ownOffer(t: TestApp, token: string): Promise<number> {
  const bankId = await completeProfile(t, token);
  return (await send(t.app, 'POST', '/api/loans/request', { product_alias: 'personal-loan', amount: 300_000, term: 24, purpose: 'car', bank_id: bankId, consent: true }, { token })).json().data.offer.id;
}

/** An offer nothing stands before: a passport confirmed by the lender's review, the phone verified, the pre-contract information opened. */
async function signableOffer(t: TestApp, token: string): Promise<number> {
  const id = await ownOffer(t, token);
  await new DocumentsRepository(t.database.db).review(await uploadPassport(t.app, token), 'approved', null, t.clock.now(), { identityConfirmed: true });
  const userId = (await get(t.app, '/api/v1/users/me', token)).json().data.id as number;
  await t.database.db.updateTable('users').set({ phone_verified_at: t.clock.now().toISOString() }).where('id', '=', userId).execute();
  await get(t.app, `/api/v1/offers/${id}/documents/pre-contract`, token);
  // Direct Debit before signing (issue 26).
  await setUpMandate(t.app, token);
  return id;
}

/** The token of the link step 1 of the v2 registration e-mails, for `email` and `phone`. */
async function registrationEmailLink(t: TestApp, email: string, phone: string): Promise<string> {
  waitAMinute(t);
  const before = await settledOutboxSize(outboxDir(t));
  await send(t.app, 'POST', '/api/v2/register', { email, phone, terms: true });
  return signUpTokenOf(await latestLink(outboxDir(t), email, before, 'registration-email'));
}

async function startRegistration(t: TestApp): Promise<{ token: string; code: string }> {
  const stamp = Date.now() % 1e8;
  const phone = `+4477${String(stamp).padStart(8, '0')}`;
  const link = await registrationEmailLink(t, `example.${stamp}@example.com`, phone);
  const before = await settledOutboxSize(outboxDir(t));
  const started = await send(t.app, 'POST', '/api/v2/register/confirm-email', { token: link });
  return { token: started.json().data.registration_token, code: await latestCode(outboxDir(t), phone, 'registration-phone', before) };
}

/** A borrower whose address is not confirmed yet (an account from before sign-up links confirmed it). */
async function unconfirm(t: TestApp, token: string): Promise<void> {
  const id = (await get(t.app, '/api/v1/users/me', token)).json().data.id as number;
  await t.database.db.updateTable('users').set({ email_verified_at: null }).where('id', '=', id).execute();
}

async function verifiedRegistration(t: TestApp): Promise<string> {
  const { token, code } = await startRegistration(t);
  await send(t.app, 'POST', '/api/verify-phone-otp', { registration_token: token, otp: code });
  return token;
}

async function enrol(t: TestApp, token: string): Promise<string> {
  return (await send(t.app, 'POST', '/api/v1/2fa/enable', {}, { token })).json().data.secret;
}

const RECIPES: Record<string, Recipe> = {
  // the back office's actions (issue 25): a borrower's subject, called by an administrator.
  ...BACK_OFFICE_ACTION_RECIPES,
  'after-cooldown': async (t) => {
    waitAMinute(t);
    return {};
  },
  'phone-code': async (t, token) => {
    // Test borrowers share a phone number: ask for this borrower's own code and read that one.
    const phone = await phoneOf(t, token!);
    waitAMinute(t);
    const before = await settledOutboxSize(outboxDir(t));
    await send(t.app, 'POST', '/api/resend-verify-otp', {}, { token });
    return { body: { otp: await latestCode(outboxDir(t), phone, 'phone-verification', before) } };
  },
  'forgot-code': async (t, _token, example) => ({ body: { otp: await forgotCode(t, String(example.email)) } }),
  'reset-token': async (t, _token, example) => {
    const email = String(example.email);
    const otp = await forgotCode(t, email);
    const grant = await send(t.app, 'POST', '/api/forgot-verify-otp', { email, otp });
    return { body: { reset_token: grant.json().data.reset_token } };
  },
  // contact changes (ADR 0033): the link e-mailed to a new address, the code texted to a new number.
  'email-change-link': async (t, token) => {
    const email = `moved.${Date.now()}@example.com`;
    const before = await settledOutboxSize(outboxDir(t));
    await send(t.app, 'POST', '/api/v1/account/email-change', { email, current_password: 'Analytical-Engine-1843' }, { token });
    return { body: { token: new URL(await latestLink(outboxDir(t), email, before, 'email-change')).hash.replace('#confirm-email=', '') } };
  },
  'phone-change-code': async (t, token, example) => {
    const before = await settledOutboxSize(outboxDir(t));
    await send(t.app, 'POST', '/api/v1/account/phone-change', { phone: example.phone, current_password: 'Analytical-Engine-1843' }, { token });
    return { body: { code: await latestCode(outboxDir(t), '+447700900987', 'phone-change', before) } };
  },
  'two-factor-pending': async (t, token) => ({ body: { code: totpCode(t, await enrol(t, token!)) } }),
  'two-factor-enabled': async (t, token) => {
    const secret = await enrol(t, token!);
    await send(t.app, 'POST', '/api/v1/2fa/verify', { code: totpCode(t, secret) }, { token });
    t.clock.advance(30_000);
    return { body: { code: totpCode(t, secret) } };
  },
  'two-factor-challenge': async (t) => {
    const borrower = await registerUser(t.app);
    const secret = await enrol(t, borrower.token);
    await send(t.app, 'POST', '/api/v1/2fa/verify', { code: totpCode(t, secret) }, { token: borrower.token });
    t.clock.advance(30_000);
    const challenge = (await send(t.app, 'POST', '/api/login', { email: borrower.email, password: borrower.password })).json().data.challenge;
    return { body: { challenge, code: generateSync({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) }) } };
  },
  'registration-verified': async (t) => ({ body: { registration_token: await verifiedRegistration(t) } }),
  'registration-password-set': async (t) => {
    const token = await verifiedRegistration(t);
    await send(t.app, 'POST', '/api/v2/register/set-password', { registration_token: token, password: 'Compiler-Grace-1952', password_confirmation: 'Compiler-Grace-1952' });
    return { body: { registration_token: token } };
  },
  'complete-profile': async (t, token) => ({ body: { bank_id: await completeProfile(t, token!) } }),
  // A loan exists once its offer is signed (issue 23).
  'own-loan': async (t, token, example, url) => RECIPES['own-signed-loan'](t, token, example, url),
  // signing the credit agreement (issue 23): an offer of the borrower's own, ready to sign, and a signed loan.
  'own-offer': async (t, token, _example, url) => ({ url: url.replace(/\/1(?=\/|$|\?)/, `/${await ownOffer(t, token!)}`) }),
  'signable-offer-no-code': async (t, token, _example, url) => ({ url: url.replace(/\/1(?=\/|$|\?)/, `/${await signableOffer(t, token!)}`) }),
  'signable-offer': async (t, token, _example, url) => {
    const id = await signableOffer(t, token!);
    const shown = (await get(t.app, `/api/v1/offers/${id}`, token)).json().data.signing.agreement_sha256;
    return { url: url.replace(/\/1(?=\/|$|\?)/, `/${id}`), body: { code: await signingCode(t.app, token!, id), agreement_sha256: shown } };
  },
  'own-signed-loan': async (t, token, _example, url) => {
    const loanId = (await signOffer(t.app, token!, await signableOffer(t, token!))).json().data.loan_id;
    return { url: url.replace(/\/1(?=\/|$|\?)/, `/${loanId}`) };
  },
  // repaying exactly (issue 26): the documented part payment or date move previewed on the borrower's own loan, so its hash is real.
  'part-payment-preview': async (t, token, example, url) => {
    const loanId = (await signOffer(t.app, token!, await signableOffer(t, token!))).json().data.loan_id;
    const preview = (await send(t.app, 'POST', `/api/v1/loans/${loanId}/part-payments/preview`, { amount: example.amount, choice: example.choice }, { token })).json().data;
    return { url: url.replace(/\/1(?=\/|$|\?)/, `/${loanId}`), body: { preview_hash: preview.preview_hash } };
  },
  'pending-part-payment': async (t, token) => {
    const loanId = (await signOffer(t.app, token!, await signableOffer(t, token!))).json().data.loan_id;
    const body = { amount: 50_000, choice: 'shorter_term' };
    const preview = (await send(t.app, 'POST', `/api/v1/loans/${loanId}/part-payments/preview`, body, { token })).json().data;
    const pending = (await send(t.app, 'POST', `/api/v1/loans/${loanId}/part-payments`, { ...body, preview_hash: preview.preview_hash }, { token })).json().data;
    return { url: `/api/v1/loans/${loanId}/part-payments/${pending.id}` };
  },
  'payment-date-preview': async (t, token, example, url) => {
    const loanId = (await signOffer(t.app, token!, await signableOffer(t, token!))).json().data.loan_id;
    const preview = (await send(t.app, 'POST', `/api/v1/loans/${loanId}/payment-date/preview`, { day: example.day }, { token })).json().data;
    return { url: url.replace(/\/1(?=\/|$|\?)/, `/${loanId}`), body: { preview_hash: preview.preview_hash } };
  },
  // letters (issue 24): a statement of the borrower's own signed loan, asked for and made at once.
  'own-letter': async (t, token, _example, url) => {
    const loanId = (await signOffer(t.app, token!, await signableOffer(t, token!))).json().data.loan_id;
    const letterId = (await send(t.app, 'POST', `/api/loan/${loanId}/letters/statement`, {}, { token })).json().data.id;
    return { url: url.replace(/\/1(?=\/|$|\?)/, `/${letterId}`) };
  },
  'open-request': async (t, token, _example, url) => {
    // Without the documented outgoings, so £20,000 over 60 months is affordable.
    const bankId = await completeProfile(t, token!, NO_OUTGOINGS);
    // Above the automatic-decision limit, a request waits for a person: it can still be withdrawn.
    const id = (await send(t.app, 'POST', '/api/loans/request', { product_alias: 'personal-loan', amount: 2_000_000, term: 60, purpose: 'home_improvement', bank_id: bankId, consent: true }, { token })).json().data.id;
    return { url: url.replace(/\/1(?=\/|$|\?)/, `/${id}`) };
  },
  // secure messages (issue 14): the borrower's own document to attach, and a conversation of their own.
  'own-document': async (t, token) => ({ body: { document_ids: [await uploadDocument(t.app, token!, 'payslip')] } }),
  'own-thread': async (t, token, _example, url) => {
    const id = (await send(t.app, 'POST', '/api/v1/messages', { subject: 'Changing my payment date', body: 'Could my payments move to the end of the month?' }, { token })).json().data.id;
    return { url: url.replace(/\/1(?=\/|$|\?)/, `/${id}`) };
  },
  // complaints (issue 27.6): a complaint of their own, sent through the feedback form.
  'own-complaint': async (t, token, _example, url) => {
    const sent = await send(t.app, 'POST', '/api/feedback', { category: 'complaint', message: 'I was charged a late fee although I paid on time.' }, { token });
    return { url: url.replace(/\/1(?=\/|$|\?)/, `/${sent.json().data.complaint.id}`) };
  },
  'sign-up-link': async (t, _token, example) => {
    waitAMinute(t);
    const body = registration();
    const before = await settledOutboxSize(outboxDir(t));
    await send(t.app, 'POST', '/api/register', { ...body, password: example.password, password_confirmation: example.password });
    return { body: { token: signUpTokenOf(await latestLink(outboxDir(t), String(body.email), before, 'sign-up-confirmation')) } };
  },
  // staff accounts (issue 25): the operator invites a staff member; the link's token is in the e-mail.
  'staff-invitation': async (t) => {
    const mail: OutboxMessage[] = [];
    await lenderOn(t, { mail })('staff', 'add', `invited.${Date.now() % 1e8}@kestrel.test`, '--role', 'underwriter', '--name', 'Ivy Invited');
    const token = /#token=(\S+)/.exec(mail[0]?.text ?? '')?.[1];
    if (!token) throw new Error('no staff invitation was e-mailed');
    return { body: { token } };
  },
  'registration-email-link': async (t) => {
    const stamp = Date.now() % 1e8;
    return { body: { token: await registrationEmailLink(t, `link.${stamp}@example.com`, `+4477${String(stamp).padStart(8, '0')}`) } };
  },
  'email-unverified': async (t, token) => {
    await unconfirm(t, token!);
    return {};
  },
  // the back office's reads (issue 25): a subject the borrower made, read by staff.
  ...BACK_OFFICE_READ_RECIPES,
  'email-link': async (t) => {
    const borrower = await registerUser(t.app);
    await unconfirm(t, borrower.token);
    const before = await settledOutboxSize(outboxDir(t));
    await send(t.app, 'POST', '/api/send-verify-email', {}, { token: borrower.token });
    const link = new URL(await latestLink(outboxDir(t), borrower.email, before));
    return { url: link.pathname + link.search };
  },
};

/** Runs the recipe `name` and applies it to the prepared request. */
export async function applyExampleSetup(
  t: TestApp,
  name: string,
  token: string | undefined,
  prepared: { url: string; payload: string | undefined },
): Promise<{ url: string; payload: string | undefined; token?: string }> {
  const recipe = RECIPES[name];
  if (!recipe) throw new Error(`x-example-setup "${name}" is not a known recipe`);
  const example = prepared.payload ? (JSON.parse(prepared.payload) as Record<string, unknown>) : {};
  const state = await recipe(t, token, example, prepared.url);
  return {
    url: state.url ?? prepared.url,
    payload: state.body ? JSON.stringify({ ...example, ...state.body }) : prepared.payload,
    token: state.token,
  };
}
