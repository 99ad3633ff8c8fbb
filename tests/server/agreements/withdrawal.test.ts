import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src-server/http/app';
import { FileOutbox } from '../../../src-server/services/outbox/file.outbox';
import { testEngine } from '../../support/test-database';
import { completeBorrower } from '../support/borrower';
import { get, send } from '../support/http-client';
import { rememberOutbox } from '../support/outbox';
import { signOffer } from '../support/sign-offer';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * s.66A: the 14 days to withdraw begin the day after the later of signing and receiving the copy. Here
 * the mail server is down when the borrower signs, so the copy arrives when they download it.
 */
const DAY = 86_400_000;
let t: TestApp;
let mailDown: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  const texts = new FileOutbox(t.config.outbox.dir, t.clock, () => undefined);
  mailDown = await buildApp(t.config, {
    database: t.database,
    clock: t.clock,
    logger: null,
    outbox: { send: (message) => (message.channel === 'mail' ? Promise.reject(new Error('mail server down')) : texts.send(message)) },
  });
  rememberOutbox(mailDown, t.config.outbox.dir);
  await mailDown.ready();
}, 60_000);
afterAll(async () => {
  await mailDown?.close();
  await t?.close();
});

describe(`the withdrawal deadline on ${testEngine} (issue 23)`, () => {
  it('counts from the copy received after signing, and is unknown until then', async () => {
    const borrower = await completeBorrower(t.app, t.database);
    const me = (await get(t.app, '/api/v1/users/me', borrower.token)).json().data;
    await t.database.db.updateTable('users').set({ phone_verified_at: t.clock.now().toISOString() }).where('id', '=', me.id).execute();
    const request = (await send(t.app, 'POST', '/api/loans/request', { product_alias: 'personal-loan', amount: 300_000, term: 24, purpose: 'car', bank_id: borrower.bankId, consent: true }, { token: borrower.token })).json().data;

    const signed = await signOffer(mailDown, borrower.token, request.offer.id);
    expect(signed.statusCode, signed.body).toBe(200);
    const loanId = signed.json().data.loan_id;
    const signedOn = t.clock.now().toISOString().slice(0, 10);
    const unsent = (await get(t.app, `/api/loan/${loanId}`, borrower.token)).json().data;
    expect(unsent.agreement).toMatchObject({ signed_at: t.clock.now().toISOString(), copy_received_at: null });
    expect(unsent.withdrawal).toEqual({ starts_on: null, deadline: null });

    // Three days later the borrower downloads their copy: that is when they received it.
    t.clock.advance(3 * DAY);
    const login = await send(t.app, 'POST', '/api/login', { email: borrower.email, password: borrower.password });
    const token = login.json().data.token;
    expect((await get(t.app, `/api/loan/${loanId}/agreement.pdf`, token)).statusCode).toBe(200);
    const received = (await get(t.app, `/api/loan/${loanId}`, token)).json().data;
    const receivedOn = t.clock.now().toISOString().slice(0, 10);
    expect(receivedOn > signedOn).toBe(true);
    expect(received.agreement.copy_received_at).toBe(t.clock.now().toISOString());
    expect(received.withdrawal).toEqual({ starts_on: receivedOn, deadline: new Date(t.clock.now().getTime() + 14 * DAY).toISOString().slice(0, 10) });

    // The day of receipt never moves once recorded.
    t.clock.advance(DAY);
    const later = (await send(t.app, 'POST', '/api/login', { email: borrower.email, password: borrower.password })).json().data.token;
    expect((await get(t.app, `/api/loan/${loanId}/agreement.pdf`, later)).statusCode).toBe(200);
    expect((await get(t.app, `/api/loan/${loanId}`, later)).json().data.withdrawal.starts_on).toBe(receivedOn);
  });

  it('counts from the signing day when the e-mailed copy arrives at once', async () => {
    const borrower = await completeBorrower(t.app, t.database);
    const me = (await get(t.app, '/api/v1/users/me', borrower.token)).json().data;
    await t.database.db.updateTable('users').set({ phone_verified_at: t.clock.now().toISOString() }).where('id', '=', me.id).execute();
    const request = (await send(t.app, 'POST', '/api/loans/request', { product_alias: 'personal-loan', amount: 300_000, term: 24, purpose: 'car', bank_id: borrower.bankId, consent: true }, { token: borrower.token })).json().data;
    const loanId = (await signOffer(t.app, borrower.token, request.offer.id)).json().data.loan_id;
    const loan = (await get(t.app, `/api/loan/${loanId}`, borrower.token)).json().data;
    const today = t.clock.now().toISOString().slice(0, 10);
    expect(loan.withdrawal).toEqual({ starts_on: today, deadline: new Date(t.clock.now().getTime() + 14 * DAY).toISOString().slice(0, 10) });
  });
});
