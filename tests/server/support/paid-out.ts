import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AppDatabase } from '../../../src-server/db/database.factory';
import { get } from './http-client';
import { signOffer } from './sign-offer';

/**
 * Since issue 23 a decision makes an offer and the money moves only when the borrower signs it. These
 * helpers take a test from an approved request to its pay-out the way a borrower does.
 */

/** The mobile number confirmed (the account settings' code flow is tested with account security): signing texts a code to it. */
export async function verifyPhone(app: FastifyInstance, database: AppDatabase, token: string): Promise<void> {
  const userId = (await get(app, '/api/v1/users/me', token)).json().data.id as number;
  await database.db.updateTable('users').set({ phone_verified_at: new Date().toISOString() }).where('id', '=', userId).where('phone_verified_at', 'is', null).execute();
}

/** The open offer of the borrower's request `requestId`, read from their request list as the dashboard does. */
export async function offerOfRequest(app: FastifyInstance, token: string, requestId: number): Promise<number> {
  for (let page = 1; ; page += 1) {
    const listed = (await get(app, `/api/loan_requests?page=${page}`, token)).json();
    const request = listed.data.find((r: { id: number }) => r.id === requestId);
    if (request) {
      expect(request, `request ${requestId} has no offer`).toMatchObject({ status: 'approved', offer: { status: 'open' } });
      return request.offer.id;
    }
    if (page >= listed.last_page) throw new Error(`request ${requestId} is not in the borrower's list`);
  }
}

/**
 * Signs the offer of an approved request as its borrower (the phone confirmed first) and answers the
 * id of the loan the signature paid out.
 */
export async function signForLoan(app: FastifyInstance, database: AppDatabase, token: string, requestId: number, fullName?: string): Promise<number> {
  await verifyPhone(app, database, token);
  const signed = await signOffer(app, token, await offerOfRequest(app, token, requestId), fullName);
  expect(signed.statusCode, signed.body).toBe(200);
  return signed.json().data.loan_id;
}
