import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { get, send } from './http-client';
import { latestCode, outboxDirOf, settledOutboxSize } from './outbox';

/**
 * Signs an offer as its borrower does on the offer page: opens the pre-contract information (the sign
 * step waits for it), reads the agreement's SHA-256 the page was given, asks for the code, reads it
 * from the texted message and signs with the profile's name. The borrower's identity and mobile
 * number must already be verified. Answers the sign call's response (200 with `{ offer, loan_id }`).
 */
export async function signOffer(app: FastifyInstance, token: string, offerId: number, fullName = 'Ada Lovelace'): Promise<LightMyRequestResponse> {
  expect((await get(app, `/api/v1/offers/${offerId}/documents/pre-contract`, token)).statusCode).toBe(200);
  const offer = (await get(app, `/api/v1/offers/${offerId}`, token)).json().data;
  const code = await signingCode(app, token, offerId);
  return send(app, 'POST', `/api/v1/offers/${offerId}/sign`, { full_name: fullName, agree: true, code, agreement_sha256: offer.signing.agreement_sha256 }, { token });
}

/**
 * Sets up the Direct Debit as the sign step does before the code is asked for (issue 26): the first
 * bank account of the profile, unless the borrower has a mandate in force or the lender collects by
 * transfer. Answers the mandate, or null when there is none to set up.
 */
export async function setUpMandate(app: FastifyInstance, token: string): Promise<{ reference: string } | null> {
  const setup = (await get(app, '/api/v1/direct-debit', token)).json().data;
  if (setup.method !== 'direct_debit') return null;
  if (setup.mandate && (setup.mandate.status === 'pending' || setup.mandate.status === 'active')) return setup.mandate;
  const banks = (await get(app, '/api/banks', token)).json().data as { id: number }[];
  expect(banks.length, 'the borrower has no bank account to collect from').toBeGreaterThan(0);
  const made = await send(app, 'PUT', '/api/v1/direct-debit/mandate', { bank_id: banks[0].id }, { token });
  expect(made.statusCode, made.body).toBe(200);
  return made.json().data;
}

/** Asks for a signing code and reads it from the SMS, as the borrower reads their phone (the Direct Debit set up first). */
export async function signingCode(app: FastifyInstance, token: string, offerId: number): Promise<string> {
  await setUpMandate(app, token);
  const phone = (await get(app, '/api/v1/users/me', token)).json().data.phone as string;
  const before = await settledOutboxSize(outboxDirOf(app));
  const sent = await send(app, 'POST', `/api/v1/offers/${offerId}/signing-code`, {}, { token });
  expect(sent.statusCode, sent.body).toBe(200);
  // "123456 is your … code to sign loan agreement KC-000123": the code comes before the reference's digits.
  return latestCode(outboxDirOf(app), phone, 'agreement-signing', before);
}
